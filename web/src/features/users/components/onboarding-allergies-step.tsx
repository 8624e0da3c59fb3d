import { useTranslation } from 'react-i18next'
import {
  COMMON_ALLERGEN_OPTIONS,
  COMMON_SENSITIVITY_OPTIONS,
  normalizeAllergyList,
  normalizeSensitivityList,
} from '@forkcast/contract/allergens'
import { ALLERGY_ENTRY_MAX_LENGTH } from '@forkcast/contract/users.constants'
import { useCatalogText } from '@/lib/catalog-text'
import {
  addEntry,
  isOptionSelected,
  listEntriesOutsideOptions,
  removeEntry,
  toggleNormalizedOption,
} from '../utils/entry-list'
import { AddEntryField } from './add-entry-field'
import { ChipGroup } from './chip-group'
import { RemovableChip } from './removable-chip'

interface OnboardingAllergiesStepProps {
  allergies: string[]
  onAllergiesChange: (allergies: string[]) => void
  sensitivities: string[]
  onSensitivitiesChange: (sensitivities: string[]) => void
}

/** The allergies page's own lists, so what is picked here is what that page shows. */
export const OnboardingAllergiesStep = ({
  allergies,
  onAllergiesChange,
  sensitivities,
  onSensitivitiesChange,
}: OnboardingAllergiesStepProps) => {
  const { t } = useTranslation('users')
  const words = useCatalogText()
  const typedAllergies = listEntriesOutsideOptions(allergies, COMMON_ALLERGEN_OPTIONS)
  const addAllergy = (text: string) => {
    const result = addEntry(allergies, text, normalizeAllergyList)
    if (!result || result.isDuplicate) return false
    onAllergiesChange(result.entries)
    return true
  }
  return (
    <div className="flex flex-col gap-5">
      <ChipGroup
        label={t('allergies')}
        hint={t('onboardingAllergies.allergiesHint')}
        options={words.allergyOptions(COMMON_ALLERGEN_OPTIONS).map((option) => ({
          key: option.value,
          label: option.label,
          isPressed: isOptionSelected(allergies, option),
          onToggle: () => onAllergiesChange(toggleNormalizedOption(allergies, option, normalizeAllergyList)),
        }))}
      />
      <AddEntryField
        label={t('onboardingAllergies.anotherAllergy')}
        buttonLabel={t('addAllergy')}
        placeholder={t('allergyPlaceholder')}
        maxLength={ALLERGY_ENTRY_MAX_LENGTH}
        onAdd={addAllergy}
      />
      {typedAllergies.length > 0 ? (
        <ul aria-label={t('onboardingAllergies.addedAllergies')} className="-mt-3 flex flex-wrap gap-2">
          {typedAllergies.map((entry) => (
            <RemovableChip
              key={entry}
              label={words.allergyEntry(entry)}
              tone="critical"
              onRemove={() => onAllergiesChange(removeEntry(allergies, entry, normalizeAllergyList))}
            />
          ))}
        </ul>
      ) : null}
      <ChipGroup
        label={t('sensitivities')}
        hint={t('onboardingAllergies.sensitivitiesHint')}
        options={words.allergyOptions(COMMON_SENSITIVITY_OPTIONS).map((option) => ({
          key: option.value,
          label: option.label,
          isPressed: isOptionSelected(sensitivities, option),
          onToggle: () =>
            onSensitivitiesChange(toggleNormalizedOption(sensitivities, option, normalizeSensitivityList)),
        }))}
      />
    </div>
  )
}
