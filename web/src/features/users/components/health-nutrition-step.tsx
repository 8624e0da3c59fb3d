import {
  HEALTH_PREFERENCE_OPTIONS,
  ONBOARDING_V1_DIETARY_GOAL_OPTIONS,
} from '@forkcast/contract/users.constants'
import { toggleValue } from '../utils/entry-list'
import { CheckOptionGrid } from './check-option-grid'

interface HealthNutritionStepProps {
  healthPreferences: string[]
  onHealthPreferencesChange: (values: string[]) => void
  dietaryGoals: string[]
  onDietaryGoalsChange: (values: string[]) => void
}

export const HealthNutritionStep = ({
  healthPreferences,
  onHealthPreferencesChange,
  dietaryGoals,
  onDietaryGoalsChange,
}: HealthNutritionStepProps) => (
  <div className="flex flex-col gap-6">
    <div>
      <h2 className="text-xl font-semibold">Health and nutrition</h2>
      <p className="text-sm text-stone-600">Optional. Pick anything that matters to your family.</p>
    </div>
    <CheckOptionGrid
      legend="Health Preferences"
      options={HEALTH_PREFERENCE_OPTIONS.map((option) => ({
        key: option.value,
        label: option.label,
        isChecked: healthPreferences.includes(option.value),
        onToggle: () => onHealthPreferencesChange(toggleValue(healthPreferences, option.value)),
      }))}
    />
    <CheckOptionGrid
      legend="Dietary Goals"
      options={ONBOARDING_V1_DIETARY_GOAL_OPTIONS.map((option) => ({
        key: option.value,
        label: option.label,
        isChecked: dietaryGoals.includes(option.value),
        onToggle: () => onDietaryGoalsChange(toggleValue(dietaryGoals, option.value)),
      }))}
    />
  </div>
)
