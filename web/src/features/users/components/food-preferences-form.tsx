import { useState } from 'react'
import { useNavigate } from 'react-router'
import { CUISINES, EXCLUDABLE_CUISINE_IDS } from '@forkcast/contract/cuisines'
import { ONBOARDING_CUISINE_OPTIONS, type User } from '@forkcast/contract/users.schemas'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { StickyActionBar } from '@/components/ui/sticky-action-bar'
import { paths } from '@/config/paths'
import { notify } from '@/lib/toast'
import { useUpdateFoodPreferences } from '../api/update-food-preferences'
import { removeValue, toggleValue } from '../utils/entry-list'
import { CheckOptionGrid } from './check-option-grid'
import { EarlierAnswersCard } from './earlier-answers-card'
import { ExcludedFoodSummary } from './excluded-food-summary'

const ENJOYED_CUISINE_LABELS = new Map<string, string>(
  ONBOARDING_CUISINE_OPTIONS.map((option) => [option.value, option.label]),
)
const labelForEnjoyedCuisine = (id: string) => ENJOYED_CUISINE_LABELS.get(id) ?? id

const EXCLUDABLE_CUISINES = CUISINES.filter((cuisine) =>
  (EXCLUDABLE_CUISINE_IDS as readonly string[]).includes(cuisine.id),
)

// Stored lists are in catalogue order; keeping that order here makes the chips match after saving.
const sortByCatalogue = (ids: readonly string[]) => EXCLUDABLE_CUISINE_IDS.filter((id) => ids.includes(id))

export const FoodPreferencesForm = ({ user }: { user: User }) => {
  const navigate = useNavigate()
  const [excluded, setExcluded] = useState<string[]>(() => sortByCatalogue(user.excludedFoodTypes))
  // Cuisines enjoyed, asked by the old six-step setup: shown (and removable) only when there are some.
  const [enjoyed, setEnjoyed] = useState(user.cuisinePreferences)
  const [hasEnjoyed] = useState(enjoyed.length > 0)
  const updatePreferences = useUpdateFoodPreferences()

  const save = async () => {
    try {
      await updatePreferences.mutateAsync({
        excludedFoodTypes: excluded,
        ...(hasEnjoyed ? { cuisinePreferences: enjoyed } : {}),
      })
      notify({ title: 'Preferences Updated', description: 'Your food preferences have been saved.' })
      void navigate(paths.home.getHref())
    } catch {
      // The query client's mutation cache has already said what the server answered.
    }
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="flex flex-col gap-6">
        {hasEnjoyed ? (
          <EarlierAnswersCard
            title="From your first setup"
            description="Cuisines you said you enjoy; they count towards recommendations."
            lists={[
              {
                label: 'Cuisines you enjoy',
                entries: enjoyed,
                labelFor: labelForEnjoyedCuisine,
                onRemove: (id) => setEnjoyed((current) => removeValue(current, id)),
              },
            ]}
          />
        ) : null}
        <Card className="p-5">
          <CheckOptionGrid
            legend="Never show me"
            hint="Checked cuisines and food types are left out of your family's food decisions."
            options={EXCLUDABLE_CUISINES.map((cuisine) => ({
              key: cuisine.id,
              label: cuisine.label,
              description: cuisine.excludeDescription,
              isChecked: excluded.includes(cuisine.id),
              onToggle: () => setExcluded((current) => sortByCatalogue(toggleValue(current, cuisine.id))),
            }))}
          />
        </Card>
      </div>
      <div className="contents lg:sticky lg:top-4 lg:flex lg:flex-col lg:gap-4">
        <ExcludedFoodSummary
          excluded={excluded}
          onRemove={(id) => setExcluded((current) => removeValue(current, id))}
        />
        <StickyActionBar>
          <Button className="flex-1" onClick={() => void save()} disabled={updatePreferences.isPending}>
            {updatePreferences.isPending ? 'Saving...' : 'Save Preferences'}
          </Button>
        </StickyActionBar>
      </div>
    </div>
  )
}
