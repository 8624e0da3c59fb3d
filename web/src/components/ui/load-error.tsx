import { useTranslation } from 'react-i18next'
import { Button } from './button'

interface LoadErrorProps {
  title: string
  isRetrying: boolean
  onRetry: () => void
}

/** A page whose data failed to load: say so and offer to try again. */
export const LoadError = ({ title, isRetrying, onRetry }: LoadErrorProps) => {
  const { t } = useTranslation('common')
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-stone-600">{t('checkConnection')}</p>
      <Button disabled={isRetrying} onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </div>
  )
}
