import { ONBOARDING_V1_OPTIONS, ONBOARDING_V1_SENSITIVITY_OPTIONS } from '@forkcast/contract/allergens'
import { isOptionSelected, toggleOption } from '../utils/entry-list'
import { CheckOptionGrid } from './check-option-grid'

interface FoodRestrictionsStepProps {
  allergies: string[]
  onAllergiesChange: (allergies: string[]) => void
  sensitivities: string[]
  onSensitivitiesChange: (sensitivities: string[]) => void
}

/** Wizard 1 step 2: the two checkbox grids of spec 2.7. */
export const FoodRestrictionsStep = ({
  allergies,
  onAllergiesChange,
  sensitivities,
  onSensitivitiesChange,
}: FoodRestrictionsStepProps) => (
  <div className="flex flex-col gap-6">
    <div>
      <h2 className="text-xl font-semibold">Allergies and sensitivities</h2>
      <p className="text-sm text-stone-600">Optional. You can change these any time on the Allergies page.</p>
    </div>
    <CheckOptionGrid
      legend="Food Allergies (Critical)"
      hint="Never suggested to you."
      options={ONBOARDING_V1_OPTIONS.map((option) => ({
        key: option.label,
        label: option.label,
        isChecked: isOptionSelected(allergies, option),
        onToggle: () => onAllergiesChange(toggleOption(allergies, option)),
      }))}
    />
    <CheckOptionGrid
      legend="Food Sensitivities (Preferences)"
      hint="Avoided when we can."
      options={ONBOARDING_V1_SENSITIVITY_OPTIONS.map((option) => ({
        key: option.label,
        label: option.label,
        isChecked: isOptionSelected(sensitivities, option),
        onToggle: () => onSensitivitiesChange(toggleOption(sensitivities, option)),
      }))}
    />
  </div>
)
