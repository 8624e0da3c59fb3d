import type { BulkUploadResult } from '@forkcast/contract/recipes.schemas'
import { Card } from '@/components/ui/card'

/** Spec 8: the results list shows at most 10 errors, then an 'and N more' line. */
export const SHOWN_ERROR_COUNT = 10

const formatDuration = (milliseconds: number) =>
  milliseconds < 1000 ? `${Math.round(milliseconds)} ms` : `${(milliseconds / 1000).toFixed(1)} s`

export const BulkResults = ({ result }: { result: BulkUploadResult }) => {
  const shown = result.errors.slice(0, SHOWN_ERROR_COUNT)
  const more = result.totalErrors - shown.length
  const facts = [
    { label: result.validateOnly ? 'Ready' : 'Uploaded', value: result.success.toLocaleString('en-US') },
    { label: 'Failed', value: result.failed.toLocaleString('en-US') },
    { label: 'Duplicates', value: result.duplicates.toLocaleString('en-US') },
    { label: 'Time', value: formatDuration(result.processingTime) },
  ]
  return (
    <Card
      className="flex flex-col gap-3 p-4"
      role="region"
      aria-label={result.validateOnly ? 'Validation results' : 'Upload results'}
    >
      <h3 className="font-semibold">{result.validateOnly ? 'Validation results' : 'Upload results'}</h3>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-xl bg-stone-50 px-3 py-2">
            <dt className="text-xs text-stone-500">{fact.label}</dt>
            <dd className="text-lg font-semibold text-stone-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-stone-700">{result.message}</p>
      {shown.length > 0 ? (
        <div className="flex flex-col gap-1">
          <ul aria-label="Errors" className="flex flex-col gap-1 text-sm text-red-800">
            {shown.map((error, index) => (
              <li key={index} className="break-words">
                <span className="font-semibold">
                  Row {error.row}
                  {error.field ? `, ${error.field}` : ''}:
                </span>{' '}
                {error.message}
              </li>
            ))}
          </ul>
          {more > 0 ? <p className="text-sm text-red-800">and {more.toLocaleString('en-US')} more</p> : null}
          <p className="text-xs text-stone-500">
            Rows count recipes from 1; the CSV header line is not counted.
          </p>
        </div>
      ) : null}
    </Card>
  )
}
