import { useId } from 'react'
import { COOKING_SKILL_OPTIONS, type CookingSkillLevel } from '@forkcast/contract/users.constants'
import { Field } from '@/components/ui/field'

interface CookingExperienceStepProps {
  skillLevel: CookingSkillLevel | ''
  onSkillLevelChange: (value: CookingSkillLevel | '') => void
  prepTimeText: string
  onPrepTimeTextChange: (text: string) => void
}

const isSkillLevel = (value: string): value is CookingSkillLevel =>
  COOKING_SKILL_OPTIONS.some((option) => option.value === value)

export const CookingExperienceStep = ({
  skillLevel,
  onSkillLevelChange,
  prepTimeText,
  onPrepTimeTextChange,
}: CookingExperienceStepProps) => {
  const selectId = useId()
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h2 className="text-xl font-semibold">Cooking experience</h2>
        <p className="text-sm text-stone-600">We match recipes to how you like to cook.</p>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium text-stone-700">
          Cooking skill level
        </label>
        <select
          id={selectId}
          value={skillLevel}
          onChange={(event) => onSkillLevelChange(isSkillLevel(event.target.value) ? event.target.value : '')}
          className="h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 sm:text-sm"
        >
          <option value="">Select your skill level</option>
          {COOKING_SKILL_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label} - {option.description}
            </option>
          ))}
        </select>
      </div>
      <Field
        label="Usual prep time (minutes)"
        hint="How long you usually have to cook on a weeknight. Left empty, we use 30."
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={prepTimeText}
        onChange={(event) => onPrepTimeTextChange(event.target.value)}
      />
    </div>
  )
}
