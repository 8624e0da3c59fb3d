import { useId, type InputHTMLAttributes } from 'react'
import { Input } from './input'
import { Label } from './label'

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string }

/** A labelled input with an optional hint, wired for screen readers. */
export const Field = ({ label, hint, id, ...props }: FieldProps) => {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const hintId = hint ? `${inputId}-hint` : undefined
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} aria-describedby={hintId} {...props} />
      {hint ? (
        <p id={hintId} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
