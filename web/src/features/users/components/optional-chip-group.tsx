import { useId, useState } from 'react'
import { ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { ToggleChips, type ChipOption } from './chip-group'

interface OptionalChipGroupProps {
  label: string
  hint: string
  options: readonly ChipOption[]
  /** Open from the start when something is already chosen, so a choice is never hidden. */
  defaultOpen?: boolean
}

/**
 * An optional question folded under one row, so the step it shares stays short on a phone; one tap opens
 * its chips. Passing the step without opening it answers nothing.
 */
export const OptionalChipGroup = ({ label, hint, options, defaultOpen = false }: OptionalChipGroupProps) => {
  const { t } = useTranslation('users')
  const [isOpen, setOpen] = useState(defaultOpen)
  const id = useId()
  const chosen = options.filter((option) => option.isPressed).length
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setOpen((current) => !current)}
        className="flex min-h-11 items-center justify-between gap-2 rounded-xl bg-white px-3 py-2 text-left ring-1 ring-stone-300 hover:bg-stone-100"
      >
        <span className="flex flex-col">
          <span className="text-base font-semibold text-stone-900">{label}</span>
          <span className="text-sm text-stone-600">
            {chosen > 0
              ? t('optionalChipGroup.optionalChosen', { number: chosen })
              : t('optionalChipGroup.optional')}
          </span>
        </span>
        <ChevronDown
          aria-hidden
          className={cn('size-5 shrink-0 transition-transform', isOpen && 'rotate-180')}
        />
      </button>
      {isOpen ? (
        <div id={id} role="group" aria-label={label} className="flex flex-col gap-2">
          <p className="text-sm text-stone-600">{hint}</p>
          <ToggleChips options={options} />
        </div>
      ) : null}
    </div>
  )
}
