import { useTranslation } from 'react-i18next'

const RETRY_BUTTON_CLASS =
  'inline-flex h-11 items-center justify-center gap-2 whitespace-nowrap rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/**
 * The whole page when the app cannot learn who is signed in, or its code did not arrive. Its words are the
 * common ones, in before the first paint: a page that failed to load may not get another catalog either.
 */
export const ConnectionError = ({ title, onRetry }: { title?: string; onRetry: () => void }) => {
  const { t } = useTranslation('common')
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-xl font-semibold">{title ?? t('connectionError.title')}</h1>
      <p className="text-stone-600">{t('checkConnection')}</p>
      {/* Button's primary look without tailwind-merge, which the first paint does not load. */}
      <button type="button" className={RETRY_BUTTON_CLASS} onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </main>
  )
}
