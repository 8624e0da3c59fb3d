import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'
import type { BulkPreview as BulkPreviewData } from '../utils/bulk-files'

/** The first rows of the file, read in the browser, so a wrong file is caught before it is sent. */
export const BulkPreview = ({ preview }: { preview: BulkPreviewData }) => {
  const { t } = useTranslation('imports')
  return (
    <section aria-label={t('bulkPreview.label')} className="flex flex-col gap-2">
      {preview.error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('bulkPreview.unavailable', { error: preview.error })}
        </p>
      ) : null}
      {preview.rows.length > 0 ? (
        <div className="overflow-x-auto rounded-xl border border-stone-200">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <caption className="px-3 py-2 text-left text-xs text-stone-600">
              {t('bulkPreview.caption', {
                shown: formatNumber(preview.rows.length),
                total: formatNumber(preview.totalRows),
              })}
            </caption>
            <thead className="bg-stone-50 text-xs uppercase text-stone-500">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('bulkPreview.row')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('bulkPreview.title')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('bulkPreview.ingredients')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('bulkPreview.steps')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('bulkPreview.cuisine')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {preview.rows.map((row) => (
                <tr key={row.row}>
                  <td className="px-3 py-2 text-stone-500">{row.row}</td>
                  <td className="max-w-48 truncate px-3 py-2 font-medium text-stone-900">
                    {row.title || <span className="text-red-700">{t('bulkPreview.noTitle')}</span>}
                  </td>
                  <td className="px-3 py-2">{row.ingredients}</td>
                  <td className="px-3 py-2">{row.instructions}</td>
                  <td className="px-3 py-2">{row.cuisine || '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
