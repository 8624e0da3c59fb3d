import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { CUISINES, EXCLUDABLE_CUISINE_IDS } from '@forkcast/contract/cuisines'
import { ONBOARDING_CUISINE_OPTIONS, type User } from '@forkcast/contract/users.schemas'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { StickyActionBar } from '@/components/ui/sticky-action-bar'
import { useCatalogText } from '@/lib/catalog-text'
import { paths } from '@/config/paths'
import { notify } from '@/lib/toast'
import { useUpdateFoodPreferences } from '../api/update-food-preferences'
import { removeValue } from '../utils/entry-list'
import { toggleEnjoyedCuisine, toggleExcludedCuisine, type CuisineChoices } from '../utils/taste-choices'
import { CheckOptionGrid } from './check-option-grid'
import { ChipGroup } from './chip-group'
import { ExcludedFoodSummary } from './excluded-food-summary'

const EXCLUDABLE_CUISINES = CUISINES.filter((cuisine) =>
  (EXCLUDABLE_CUISINE_IDS as readonly string[]).includes(cuisine.id),
)

// Stored lists are in catalogue order; keeping that order here makes the chips match after saving.
const sortByCatalogue = (ids: readonly string[]) => EXCLUDABLE_CUISINE_IDS.filter((id) => ids.includes(id))

export const FoodPreferencesForm = ({ user }: { user: User }) => {
  const { t } = useTranslation('users')
  const words = useCatalogText()
  const navigate = useNavigate()
  const [excluded, setExcluded] = useState<string[]>(() => sortByCatalogue(user.excludedFoodTypes))
  // Optional: the cuisines enjoyed, which recommendations favour (asked in onboarding too).
  const [enjoyed, setEnjoyed] = useState(user.cuisinePreferences)
  const updatePreferences = useUpdateFoodPreferences()
  // Enjoying a cuisine and never showing it contradict each other: each choice clears the other.
  const choose = (toggle: (choices: CuisineChoices, id: string) => CuisineChoices, id: string) => {
    const next = toggle({ excluded, enjoyed }, id)
    setExcluded(sortByCatalogue(next.excluded))
    setEnjoyed(next.enjoyed)
  }

  const save = async () => {
    try {
      await updatePreferences.mutateAsync({
        excludedFoodTypes: excluded,
        cuisinePreferences: enjoyed,
      })
      notify({ title: t('preferencesUpdated'), description: t('foodPreferences.savedDescription') })
      void navigate(paths.home.getHref())
    } catch {
      // The query client's mutation cache has already said what the server answered.
    }
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="flex flex-col gap-6">
        <Card className="p-5">
          <CheckOptionGrid
            legend={t('foodPreferences.neverShowMe')}
            hint={t('foodPreferences.neverShowMeHint')}
            options={EXCLUDABLE_CUISINES.map((cuisine) => ({
              key: cuisine.id,
              label: words.cuisineLabel(cuisine.id),
              description: words.cuisineExcludeDescription(cuisine.id),
              isChecked: excluded.includes(cuisine.id),
              onToggle: () => choose(toggleExcludedCuisine, cuisine.id),
            }))}
          />
        </Card>
        <Card className="p-5">
          <ChipGroup
            label={t('cuisinesYouEnjoy')}
            hint={t('foodPreferences.cuisinesYouEnjoyHint')}
            options={ONBOARDING_CUISINE_OPTIONS.map((option) => ({
              key: option.value,
              label: words.cuisineLabel(option.value),
              isPressed: enjoyed.includes(option.value),
              onToggle: () => choose(toggleEnjoyedCuisine, option.value),
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
            {updatePreferences.isPending ? t('saving') : t('savePreferences')}
          </Button>
        </StickyActionBar>
      </div>
    </div>
  )
}
