import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  MEAL_DIETARY_GOAL_IDS,
  MEAL_DIETARY_GOAL_OPTIONS,
  PREP_TIME_OPTIONS,
  type PrepTimeOption,
  type User,
} from '@forkcast/contract/users.schemas'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { StickyActionBar } from '@/components/ui/sticky-action-bar'
import { useCatalogText } from '@/lib/catalog-text'
import { notify } from '@/lib/toast'
import { useUpdateMealPreferences } from '../api/update-meal-preferences'
import { removeValue, toggleValue } from '../utils/entry-list'
import { offeredHealthPreferences } from '../utils/taste-choices'
import { CheckOptionGrid } from './check-option-grid'
import { EarlierAnswersCard } from './earlier-answers-card'
import { FridgeInventoryField } from './fridge-inventory-field'
import { PrepTimeField } from './prep-time-field'
import { SkillLevelField } from './skill-level-field'

const isStandardPrepTime = (minutes: number): minutes is PrepTimeOption =>
  (PREP_TIME_OPTIONS as readonly number[]).includes(minutes)

const isMealGoal = (goal: string) => (MEAL_DIETARY_GOAL_IDS as readonly string[]).includes(goal)

export const MealPreferencesForm = ({ user }: { user: User }) => {
  const { t } = useTranslation('users')
  const words = useCatalogText()
  const [skillLevel, setSkillLevel] = useState(user.cookingSkillLevel)
  const [prepTime, setPrepTime] = useState(user.preferredPrepTime)
  // Only this page's goals are shown and sent; the server keeps goals chosen in the wizards.
  const [goals, setGoals] = useState(() => user.dietaryGoals.filter(isMealGoal))
  // Goals from the old wizards that this page does not offer: shown (and removable) only when there are some.
  const [otherGoals, setOtherGoals] = useState(() => user.dietaryGoals.filter((goal) => !isMealGoal(goal)))
  const [hasOtherGoals] = useState(otherGoals.length > 0)
  // Optional, also asked in onboarding; the options are fixed from what was stored, so none vanishes.
  const [healthPreferences, setHealthPreferences] = useState(user.healthPreferences)
  const [healthOptions] = useState(() => offeredHealthPreferences(user.healthPreferences))
  const [fridgeItems, setFridgeItems] = useState(user.fridgeInventory)
  const updateMealPreferences = useUpdateMealPreferences()

  const save = async () => {
    try {
      await updateMealPreferences.mutateAsync({
        cookingSkillLevel: skillLevel,
        // A wizard time outside the five options is left as it is unless the user picks another.
        ...(isStandardPrepTime(prepTime) ? { preferredPrepTime: prepTime } : {}),
        dietaryGoals: goals,
        ...(hasOtherGoals ? { otherDietaryGoals: otherGoals } : {}),
        healthPreferences,
        fridgeInventory: fridgeItems,
      })
      notify({ title: t('preferencesUpdated'), description: t('mealPreferences.savedDescription') })
    } catch {
      // The query client's mutation cache has already said what the server answered.
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-6 p-5">
        <SkillLevelField value={skillLevel} onChange={setSkillLevel} />
        <PrepTimeField value={prepTime} onChange={setPrepTime} />
      </Card>
      <Card className="p-5">
        <CheckOptionGrid
          legend={t('dietaryGoals')}
          hint={t('mealPreferences.dietaryGoalsHint')}
          options={MEAL_DIETARY_GOAL_OPTIONS.map((option) => ({
            key: option.value,
            label: words.dietaryGoal(option.value),
            isChecked: goals.includes(option.value),
            onToggle: () => setGoals((current) => toggleValue(current, option.value)),
          }))}
        />
      </Card>
      <Card className="p-5">
        <CheckOptionGrid
          legend={t('healthPreferences')}
          hint={t('optional')}
          options={healthOptions.map((option) => ({
            key: option.value,
            label: words.healthPreference(option.value),
            isChecked: healthPreferences.includes(option.value),
            onToggle: () => setHealthPreferences((current) => toggleValue(current, option.value)),
          }))}
        />
      </Card>
      {hasOtherGoals ? (
        <EarlierAnswersCard
          title={t('mealPreferences.earlierTitle')}
          description={t('mealPreferences.earlierDescription')}
          lists={[
            {
              label: t('mealPreferences.otherGoals'),
              entries: otherGoals,
              labelFor: words.dietaryGoal,
              onRemove: (goal) => setOtherGoals((current) => removeValue(current, goal)),
            },
          ]}
        />
      ) : null}
      <Card className="p-5">
        <FridgeInventoryField items={fridgeItems} onChange={setFridgeItems} />
      </Card>
      <StickyActionBar className="sm:justify-end">
        <Button
          className="max-sm:flex-1"
          onClick={() => void save()}
          disabled={updateMealPreferences.isPending}
        >
          {updateMealPreferences.isPending ? t('saving') : t('savePreferences')}
        </Button>
      </StickyActionBar>
    </div>
  )
}
