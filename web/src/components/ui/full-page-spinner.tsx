import { Loader2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'

// Spinner's markup in a file without cn (tailwind-merge): the first paint of every page shows this one.
// Its word is a common one, in before the first paint.
export const FullPageSpinner = () => {
  const { t } = useTranslation('common')
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-3 text-stone-600">
        <Loader2 className="size-8 animate-spin text-brand-700" aria-hidden />
        <span>{t('loading')}</span>
      </div>
    </div>
  )
}
