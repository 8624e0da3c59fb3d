import { useEffect, useRef, useState } from 'react'
import { HeartPulse, ShieldAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import {
  COMMON_ALLERGEN_OPTIONS,
  COMMON_SENSITIVITY_OPTIONS,
  normalizeAllergyList,
  normalizeSensitivityList,
} from '@forkcast/contract/allergens'
import type { User } from '@forkcast/contract/users.schemas'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { useCatalogText } from '@/lib/catalog-text'
import { notify } from '@/lib/toast'
import { useUpdateAllergies } from '../api/update-allergies'
import { AllergyListCard } from './allergy-list-card'

const LOGIN_REDIRECT_DELAY_MS = 500

export const AllergiesForm = ({ user }: { user: User }) => {
  const { t } = useTranslation('users')
  const words = useCatalogText()
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
      notify({ title: t('allergiesForm.saved'), description: t('allergiesForm.savedDescription') })
    } catch (error) {
      // The query client's mutation cache has already said what the server answered.
      if (error instanceof ApiError && error.status === 401) redirectToLogin()
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <AllergyListCard
          title={t('allergies')}
          icon={<ShieldAlert className="size-5 text-red-600" aria-hidden />}
          description={t('allergiesForm.allergiesDescription')}
          tone="critical"
          inputLabel={t('allergiesForm.addAnAllergy')}
          buttonLabel={t('addAllergy')}
          placeholder={t('allergyPlaceholder')}
          commonHeading={t('allergiesForm.commonAllergens')}
          commonOptions={words.allergyOptions(COMMON_ALLERGEN_OPTIONS)}
          listLabel={t('allergiesForm.yourAllergies')}
          entries={allergies}
          onChange={setAllergies}
          normalize={normalizeAllergyList}
          labelFor={words.allergyEntry}
        />
        <AllergyListCard
          title={t('sensitivities')}
          icon={<HeartPulse className="size-5 text-amber-600" aria-hidden />}
          description={t('allergiesForm.sensitivitiesDescription')}
          tone="neutral"
          inputLabel={t('allergiesForm.addASensitivity')}
          buttonLabel={t('allergiesForm.addSensitivity')}
          placeholder={t('allergiesForm.sensitivityPlaceholder')}
          commonHeading={t('allergiesForm.commonSensitivities')}
          commonOptions={words.allergyOptions(COMMON_SENSITIVITY_OPTIONS)}
          listLabel={t('allergiesForm.yourSensitivities')}
          entries={sensitivities}
          onChange={setSensitivities}
          normalize={normalizeSensitivityList}
          labelFor={words.sensitivityEntry}
        />
      </div>
      <Button className="self-end" onClick={() => void save()} disabled={updateAllergies.isPending}>
        {updateAllergies.isPending ? t('saving') : t('allergiesForm.saveChanges')}
      </Button>
    </div>
  )
}
