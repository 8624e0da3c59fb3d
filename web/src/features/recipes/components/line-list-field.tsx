import { useId } from 'react'
import { Plus, Trash2 } from 'lucide-react'
import { RECIPE_LIMITS } from '@forkcast/contract/recipes.constants'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { FieldError, TextArea } from './form-controls'

interface LineListFieldProps {
  legend: string
  /** Names the row at a position (from 1) for screen readers: 'Ingredient 1', 'Step 2'. */
  itemLabel: (position: number) => string
  /** The row's Remove button: 'Remove ingredient 1'. */
  removeLabel: (position: number) => string
  /** The Add button: 'Add Ingredient'. */
  addLabel: string
  values: string[]
  onChange: (values: string[]) => void
  error?: string
  max: number
  isMultiline?: boolean
  placeholder?: string
}

/** Spec 5: rows of text with Add; a row can be removed only while more than one remains. */
export const LineListField = ({
  legend,
  itemLabel,
  removeLabel,
  addLabel,
  values,
  onChange,
  error,
  max,
  isMultiline = false,
  placeholder,
}: LineListFieldProps) => {
  const errorId = useId()
  const update = (index: number, text: string) =>
    onChange(values.map((value, at) => (at === index ? text : value)))
  const remove = (index: number) => onChange(values.filter((_, at) => at !== index))
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-stone-700">
        {legend} ({values.length})
      </legend>
      <ol className="flex flex-col gap-2">
        {values.map((value, index) => {
          const inputProps = {
            'aria-label': itemLabel(index + 1),
            'aria-invalid': error ? true : undefined,
            maxLength: RECIPE_LIMITS.lineMax,
            placeholder,
            value,
          }
          return (
            <li key={index} className="flex items-start gap-2">
              <span className="mt-3 w-6 shrink-0 text-right text-sm text-stone-500" aria-hidden>
                {index + 1}.
              </span>
              {isMultiline ? (
                <TextArea {...inputProps} rows={2} onChange={(event) => update(index, event.target.value)} />
              ) : (
                <Input {...inputProps} onChange={(event) => update(index, event.target.value)} />
              )}
              {values.length > 1 ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={removeLabel(index + 1)}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden />
                </Button>
              ) : null}
            </li>
          )
        })}
      </ol>
      <FieldError id={errorId} message={error} />
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={values.length >= max}
        onClick={() => onChange([...values, ''])}
      >
        <Plus aria-hidden /> {addLabel}
      </Button>
    </fieldset>
  )
}
