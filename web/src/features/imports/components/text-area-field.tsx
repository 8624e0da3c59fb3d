import { forwardRef, useId, type TextareaHTMLAttributes } from 'react'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/cn'

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string
  hint?: string
  error?: string
}

/** A labelled, resizable text area with an optional hint and an error beside it, wired for screen readers. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  ({ label, hint, error, id, className, ...props }, ref) => {
    const generatedId = useId()
    const fieldId = id ?? generatedId
    const hintId = hint ? `${fieldId}-hint` : undefined
    const errorId = error ? `${fieldId}-error` : undefined
    return (
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={fieldId}>{label}</Label>
        <textarea
          ref={ref}
          id={fieldId}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          spellCheck={false}
          className={cn(
            'min-h-40 w-full rounded-xl border border-stone-300 bg-white px-3 py-2 font-mono text-sm text-stone-900 placeholder:font-sans placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:opacity-60',
            className,
          )}
          {...props}
        />
        {error ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        {hint ? (
          <p id={hintId} className="text-xs text-stone-500">
            {hint}
          </p>
        ) : null}
      </div>
    )
  },
)
TextAreaField.displayName = 'TextAreaField'
