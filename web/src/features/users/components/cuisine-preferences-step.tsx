import { ONBOARDING_CUISINE_OPTIONS } from '@forkcast/contract/users.constants'
import { toggleValue } from '../utils/entry-list'
import { ToggleChip } from './toggle-chip'

interface CuisinePreferencesStepProps {
  cuisines: string[]
  onChange: (cuisines: string[]) => void
}

export const CuisinePreferencesStep = ({ cuisines, onChange }: CuisinePreferencesStepProps) => (
  <div className="flex flex-col gap-4">
    <div>
      <h3 className="text-xl font-semibold">Cuisine Preferences</h3>
      <p className="text-sm text-stone-600">Pick at least one cuisine your family enjoys.</p>
    </div>
    <div role="group" aria-label="Cuisines" className="flex flex-wrap gap-2">
      {ONBOARDING_CUISINE_OPTIONS.map((option) => (
        <ToggleChip
          key={option.value}
          label={option.label}
          isPressed={cuisines.includes(option.value)}
          onToggle={() => onChange(toggleValue(cuisines, option.value))}
        />
      ))}
    </div>
  </div>
)
