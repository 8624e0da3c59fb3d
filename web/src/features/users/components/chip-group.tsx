import { useId } from 'react'
import { ToggleChip } from './toggle-chip'

export interface ChipOption {
  key: string
  label: string
  isPressed: boolean
  onToggle: () => void
}

interface ChipGroupProps {
  label: string
  hint?: string
  options: readonly ChipOption[]
}

/** A labelled set of toggle chips: compact enough that a phone shows a whole list with little scrolling. */
export const ChipGroup = ({ label, hint, options }: ChipGroupProps) => {
  const id = useId()
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-2">
      <h3 id={`${id}-label`} className="text-base font-semibold text-stone-900">
        {label}
      </h3>
      {hint ? <p className="-mt-1 text-sm text-stone-600">{hint}</p> : null}
      <ToggleChips options={options} />
    </div>
  )
}

/** The chips themselves, wrapping on a phone; shared by the open and the folded groups. */
export const ToggleChips = ({ options }: { options: readonly ChipOption[] }) => (
  <div className="flex flex-wrap gap-2">
    {options.map((option) => (
      <ToggleChip
        key={option.key}
        label={option.label}
        isPressed={option.isPressed}
        onToggle={option.onToggle}
      />
    ))}
  </div>
)
