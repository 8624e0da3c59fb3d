import { CheckOption } from './check-option'

interface GridOption {
  key: string
  label: string
  description?: string
  isChecked: boolean
  onToggle: () => void
}

interface CheckOptionGridProps {
  legend: string
  hint?: string
  options: readonly GridOption[]
}

/** A labelled group of checkboxes, two columns from small screens up. */
export const CheckOptionGrid = ({ legend, hint, options }: CheckOptionGridProps) => (
  <fieldset className="flex flex-col gap-3">
    <legend className="text-base font-semibold text-stone-900">{legend}</legend>
    {hint ? <p className="-mt-1 text-sm text-stone-600">{hint}</p> : null}
    <div className="grid gap-2 sm:grid-cols-2">
      {options.map((option) => (
        <CheckOption
          key={option.key}
          label={option.label}
          description={option.description}
          isChecked={option.isChecked}
          onToggle={option.onToggle}
        />
      ))}
    </div>
  </fieldset>
)
