import type { TFunction } from 'i18next'
import { Trans, useTranslation } from 'react-i18next'
import { BULK_CSV_COLUMNS, BULK_REQUIRED_COLUMNS } from '@forkcast/contract/bulk-csv'
import type { BulkFileType } from '@forkcast/contract/recipes.schemas'

/** A sample file: the keys are the columns' names, the recipe is in the person's language. */
const jsonExample = (t: TFunction<'imports'>) => `[
  {
    "title": ${JSON.stringify(t('bulkFormatHelp.example.title'))},
    "ingredients": [${JSON.stringify(t('bulkFormatHelp.example.ingredient1'))}, ${JSON.stringify(t('bulkFormatHelp.example.ingredient2'))}],
    "instructions": ${JSON.stringify(t('bulkFormatHelp.example.instructions'))},
    "prepTime": "10", "cookTime": "15 min", "servings": "4",
    "difficulty": "Easy", "foodType": "italian", "tags": [${JSON.stringify(t('bulkFormatHelp.example.tag'))}]
  }
]`

/** What a file of each kind must look like (spec 3 'Bulk CSV columns'). */
export const BulkFormatHelp = ({ fileType }: { fileType: BulkFileType }) => {
  const { t } = useTranslation('imports')
  return fileType === 'csv' ? (
    <div className="flex flex-col gap-2 text-sm text-stone-600">
      <p>
        <Trans
          t={t}
          i18nKey="bulkFormatHelp.csvIntro"
          components={{ code: <code className="rounded bg-stone-100 px-1" /> }}
        />
      </p>
      <p className="break-words">
        {t('bulkFormatHelp.columns')}{' '}
        {BULK_CSV_COLUMNS.map((column, index) => (
          <span key={column}>
            <code className="rounded bg-stone-100 px-1">{column}</code>
            {(BULK_REQUIRED_COLUMNS as readonly string[]).includes(column)
              ? ` ${t('bulkFormatHelp.required')}`
              : ''}
            {index < BULK_CSV_COLUMNS.length - 1 ? ', ' : ''}
          </span>
        ))}
        .
      </p>
    </div>
  ) : (
    <div className="flex flex-col gap-2 text-sm text-stone-600">
      <p>{t('bulkFormatHelp.jsonIntro')}</p>
      <pre className="overflow-x-auto rounded-xl bg-stone-100 p-3 text-xs text-stone-800">
        {jsonExample(t)}
      </pre>
    </div>
  )
}
