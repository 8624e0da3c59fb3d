import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { BulkUploadResult } from '@forkcast/contract/recipes.schemas'
import { Card } from '@/components/ui/card'
import { formatNumber } from '@/lib/format'

/** Spec 8: the results list shows at most 10 errors, then an 'and N more' line. */
export const SHOWN_ERROR_COUNT = 10

const formatDuration = (milliseconds: number, t: TFunction<'imports'>) =>
  milliseconds < 1000
    ? t('bulkResults.milliseconds', { value: formatNumber(Math.round(milliseconds)) })
    : t('bulkResults.seconds', {
        value: formatNumber(milliseconds / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      })

export const BulkResults = ({ result }: { result: BulkUploadResult }) => {
  const { t } = useTranslation('imports')
  const shown = result.errors.slice(0, SHOWN_ERROR_COUNT)
  const more = result.totalErrors - shown.length
  const facts = [
    {
      key: 'success',
      label: result.validateOnly ? t('bulkResults.ready') : t('bulkResults.uploaded'),
      value: formatNumber(result.success),
    },
    { key: 'failed', label: t('bulkResults.failed'), value: formatNumber(result.failed) },
    { key: 'duplicates', label: t('bulkResults.duplicates'), value: formatNumber(result.duplicates) },
    { key: 'time', label: t('bulkResults.time'), value: formatDuration(result.processingTime, t) },
  ]
  const heading = result.validateOnly ? t('bulkResults.validationResults') : t('bulkResults.uploadResults')
  return (
    <Card className="flex flex-col gap-3 p-4" role="region" aria-label={heading}>
      <h3 className="font-semibold">{heading}</h3>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.key} className="rounded-xl bg-stone-50 px-3 py-2">
            <dt className="text-xs text-stone-500">{fact.label}</dt>
            <dd className="text-lg font-semibold text-stone-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-stone-700">{result.message}</p>
      {shown.length > 0 ? (
        <div className="flex flex-col gap-1">
          <ul aria-label={t('bulkResults.errors')} className="flex flex-col gap-1 text-sm text-red-800">
            {shown.map((error, index) => (
              <li key={index} className="break-words">
                <span className="font-semibold">
                  {error.field
                    ? t('bulkResults.rowField', { row: error.row, field: error.field })
                    : t('bulkResults.row', { row: error.row })}
                </span>{' '}
                {error.message}
              </li>
            ))}
          </ul>
          {more > 0 ? (
            <p className="text-sm text-red-800">{t('andMore', { more: formatNumber(more) })}</p>
          ) : null}
          <p className="text-xs text-stone-500">{t('bulkResults.rowsNote')}</p>
        </div>
      ) : null}
    </Card>
  )
}
