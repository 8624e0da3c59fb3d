import { useEffect, useRef, useState } from 'react'
import { HeartPulse, ShieldAlert } from 'lucide-react'
import {
  COMMON_ALLERGEN_OPTIONS,
  COMMON_SENSITIVITY_OPTIONS,
  labelForAllergy,
  labelForSensitivity,
  normalizeAllergyList,
  normalizeSensitivityList,
} from '@forkcast/contract/allergens'
import type { User } from '@forkcast/contract/users.schemas'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useUpdateAllergies } from '../api/update-allergies'
import { AllergyListCard } from './allergy-list-card'

const LOGIN_REDIRECT_DELAY_MS = 500

export const AllergiesForm = ({ user }: { user: User }) => {
  const [allergies, setAllergies] = useState(user.allergies)
  const [sensitivities, setSensitivities] = useState(user.sensitivities)
  const updateAllergies = useUpdateAllergies()
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // A page left before the redirect does not redirect afterwards.
  useEffect(() => () => clearTimeout(redirectTimer.current), [])
  const redirectToLogin = () => {
    redirectTimer.current = setTimeout(
      () => window.location.assign(paths.login.getHref()),
      LOGIN_REDIRECT_DELAY_MS,
    )
  }

  const save = async () => {
    try {
      await updateAllergies.mutateAsync({ allergies, sensitivities })
      notify({ title: 'Updated successfully', description: 'Your allergies and sensitivities are saved.' })
    } catch (error) {
      // The query client's mutation cache has already said what the server answered.
      if (error instanceof ApiError && error.status === 401) redirectToLogin()
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <AllergyListCard
          title="Allergies"
          icon={<ShieldAlert className="size-5 text-red-600" aria-hidden />}
          description="Critical: dishes containing these are never suggested to your family."
          tone="critical"
          inputLabel="Add an allergy"
          buttonLabel="Add allergy"
          placeholder="e.g. kiwi"
          commonHeading="Common allergens"
          commonOptions={COMMON_ALLERGEN_OPTIONS}
          listLabel="Your allergies"
          entries={allergies}
          onChange={setAllergies}
          normalize={normalizeAllergyList}
          labelFor={labelForAllergy}
        />
        <AllergyListCard
          title="Sensitivities"
          icon={<HeartPulse className="size-5 text-amber-600" aria-hidden />}
          description="Foods you would rather avoid; we steer around them when we can."
          tone="neutral"
          inputLabel="Add a sensitivity"
          buttonLabel="Add sensitivity"
          placeholder="e.g. garlic"
          commonHeading="Common sensitivities"
          commonOptions={COMMON_SENSITIVITY_OPTIONS}
          listLabel="Your sensitivities"
          entries={sensitivities}
          onChange={setSensitivities}
          normalize={normalizeSensitivityList}
          labelFor={labelForSensitivity}
        />
      </div>
      <Button className="self-end" onClick={() => void save()} disabled={updateAllergies.isPending}>
        {updateAllergies.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </div>
  )
}
