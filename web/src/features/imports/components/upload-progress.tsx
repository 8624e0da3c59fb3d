import { useTranslation } from 'react-i18next'
import type { UploadProgress as UploadProgressState } from '../api/upload-recipes'

interface UploadProgressProps {
  progress: UploadProgressState
  rowCount: number
  isValidation: boolean
}

/** Sending shows how much of the file has gone; the server's part shows as a moving bar with the row count. */
export const UploadProgress = ({ progress, rowCount, isValidation }: UploadProgressProps) => {
  const { t } = useTranslation('imports')
  const rows = t('counts.recipe', { count: rowCount })
  if (progress.phase === 'sending' && progress.fraction !== null) {
    const percent = Math.round(progress.fraction * 100)
    return (
      <div className="flex flex-col gap-1" aria-live="polite">
        <div
          role="progressbar"
          aria-label={t('uploadProgress.sendingLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-stone-200"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="text-sm text-stone-600">{t('uploadProgress.sending', { rows, percent })}</p>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-1" aria-live="polite">
      <div
        role="progressbar"
        aria-label={isValidation ? t('uploadProgress.checkingLabel') : t('uploadProgress.storingLabel')}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full w-1/3 animate-pulse rounded-full bg-brand-600" />
      </div>
      <p className="text-sm text-stone-600">
        {isValidation ? t('uploadProgress.checking', { rows }) : t('uploadProgress.processing', { rows })}
      </p>
    </div>
  )
}
