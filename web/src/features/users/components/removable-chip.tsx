import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

interface RemovableChipProps {
  label: string
  onRemove: () => void
  tone?: 'critical' | 'neutral'
}

export const RemovableChip = ({ label, onRemove, tone = 'neutral' }: RemovableChipProps) => {
  const { t } = useTranslation('users')
  return (
    <li
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full py-1 pl-3 pr-1 text-sm font-medium',
        tone === 'critical' ? 'bg-red-100 text-red-900' : 'bg-stone-100 text-stone-800',
      )}
    >
      <span className="min-w-0 break-words">{label}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('removableChip.remove', { label })}
        className="flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-black/10"
      >
        <X className="size-4" aria-hidden />
      </button>
    </li>
  )
}
