import { Check, Plus } from 'lucide-react'
import { cn } from '@/lib/cn'

interface ToggleChipProps {
  label: string
  isPressed: boolean
  onToggle: () => void
}

/** A common item that is either on the list or not; screen readers hear it as a pressed button. */
export const ToggleChip = ({ label, isPressed, onToggle }: ToggleChipProps) => (
  <button
    type="button"
    aria-pressed={isPressed}
    onClick={onToggle}
    className={cn(
      'inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ring-1 transition-colors',
      isPressed
        ? 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-800'
        : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-100',
    )}
  >
    {isPressed ? <Check className="size-3.5" aria-hidden /> : <Plus className="size-3.5" aria-hidden />}
    {label}
  </button>
)
