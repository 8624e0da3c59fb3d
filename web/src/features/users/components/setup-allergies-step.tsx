import {
  labelForAllergy,
  labelForSensitivity,
  ONBOARDING_V2_ALLERGY_OPTIONS,
  ONBOARDING_V2_SENSITIVITY_OPTIONS,
} from '@forkcast/contract/allergens'
import { isOptionSelected, listEntriesOutsideOptions, toggleOption } from '../utils/entry-list'
import { CheckOptionGrid } from './check-option-grid'

interface SetupAllergiesStepProps {
  allergies: string[]
  onAllergiesChange: (allergies: string[]) => void
  sensitivities: string[]
  onSensitivitiesChange: (sensitivities: string[]) => void
}

/** Wizard 2 step 4, prefilled with what the user already has; entries it has no box for are kept. */
export const SetupAllergiesStep = ({
  allergies,
  onAllergiesChange,
  sensitivities,
  onSensitivitiesChange,
}: SetupAllergiesStepProps) => {
  const otherEntries = [
    ...listEntriesOutsideOptions(allergies, ONBOARDING_V2_ALLERGY_OPTIONS).map(labelForAllergy),
    ...listEntriesOutsideOptions(sensitivities, ONBOARDING_V2_SENSITIVITY_OPTIONS).map(labelForSensitivity),
  ]
  return (
    <div className="flex flex-col gap-6">
      <h3 className="text-xl font-semibold">Allergies &amp; Sensitivities</h3>
      <CheckOptionGrid
        legend="Allergies"
        hint="Never suggested to you."
        options={ONBOARDING_V2_ALLERGY_OPTIONS.map((option) => ({
          key: option.label,
          label: option.label,
          isChecked: isOptionSelected(allergies, option),
          onToggle: () => onAllergiesChange(toggleOption(allergies, option)),
        }))}
      />
      <CheckOptionGrid
        legend="Sensitivities"
        hint="Avoided when we can."
        options={ONBOARDING_V2_SENSITIVITY_OPTIONS.map((option) => ({
          key: option.label,
          label: option.label,
          isChecked: isOptionSelected(sensitivities, option),
          onToggle: () => onSensitivitiesChange(toggleOption(sensitivities, option)),
        }))}
      />
      {otherEntries.length > 0 ? (
        <p className="text-sm text-stone-600">Also on your lists: {otherEntries.join(', ')}.</p>
      ) : null}
    </div>
  )
}
