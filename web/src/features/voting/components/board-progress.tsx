import { useTranslation } from 'react-i18next'

export const BoardProgress = ({ eliminated, total }: { eliminated: number; total: number }) => {
  const { t } = useTranslation('voting')
  const percent = total === 0 ? 0 : Math.round((eliminated / total) * 100)
  return (
    <div>
      <div className="flex justify-between text-sm text-stone-600">
        <span>{t('progress.eliminated', { eliminated, total })}</span>
        <span>{t('progress.left', { count: total - eliminated })}</span>
      </div>
      <div
        className="mt-1 h-2 overflow-hidden rounded-full bg-stone-200"
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={eliminated}
      >
        <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
