import { Loader2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

export const Spinner = ({ className, label }: { className?: string; label?: string }) => {
  const { t } = useTranslation('common')
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex flex-col items-center gap-3 text-stone-600', className)}
    >
      <Loader2 className="size-8 animate-spin text-brand-700" aria-hidden />
      <span>{label ?? t('loading')}</span>
    </div>
  )
}

export { FullPageSpinner } from './full-page-spinner'
