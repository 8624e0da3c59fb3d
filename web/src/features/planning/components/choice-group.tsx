import { useId } from 'react'
import { cn } from '@/lib/cn'

interface ChoiceGroupProps<T extends string> {
  label: string
  options: ReadonlyArray<{ value: T; label: string }>
  value: T | null
  onChange: (value: T) => void
  error?: string
}

/** A row of radio buttons that look like chips: one choice, arrow keys move between them. */
export const ChoiceGroup = <T extends string>({
  label,
  options,
  value,
  onChange,
  error,
}: ChoiceGroupProps<T>) => {
  const name = useId()
  const errorId = `${name}-error`
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-stone-800">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'cursor-pointer rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              value === option.value
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
