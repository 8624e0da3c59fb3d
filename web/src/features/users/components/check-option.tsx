import { useId } from 'react'
import { cn } from '@/lib/cn'

interface CheckOptionProps {
  label: string
  description?: string
  isChecked: boolean
  onToggle: () => void
  className?: string
}

/** A large, tappable checkbox row; the description is read after the label. */
export const CheckOption = ({ label, description, isChecked, onToggle, className }: CheckOptionProps) => {
  const id = useId()
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
        isChecked ? 'border-brand-400 bg-brand-50' : 'border-stone-200 bg-white hover:border-stone-300',
        className,
      )}
    >
      <input
        id={id}
        type="checkbox"
        checked={isChecked}
        onChange={onToggle}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        className="mt-0.5 size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
      />
      <span className="min-w-0">
        <span id={`${id}-label`} className="block text-sm font-medium text-stone-900">
          {label}
        </span>
        {description ? (
          <span id={`${id}-description`} className="block text-xs text-stone-600">
            {description}
          </span>
        ) : null}
      </span>
    </label>
  )
}
