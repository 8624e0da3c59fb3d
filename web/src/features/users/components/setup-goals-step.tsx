import { ONBOARDING_V2_DIETARY_GOAL_OPTIONS } from '@forkcast/contract/users.constants'
import { toggleValue } from '../utils/entry-list'
import { CheckOptionGrid } from './check-option-grid'

interface SetupGoalsStepProps {
  goals: string[]
  onChange: (goals: string[]) => void
}

export const SetupGoalsStep = ({ goals, onChange }: SetupGoalsStepProps) => (
  <div className="flex flex-col gap-4">
    <h3 className="text-xl font-semibold">Dietary Goals</h3>
    <CheckOptionGrid
      legend="Choose at least one goal"
      options={ONBOARDING_V2_DIETARY_GOAL_OPTIONS.map((option) => ({
        key: option.value,
        label: option.label,
        isChecked: goals.includes(option.value),
        onToggle: () => onChange(toggleValue(goals, option.value)),
      }))}
    />
  </div>
)
