import { BULK_CSV_COLUMNS, BULK_REQUIRED_COLUMNS } from '@forkcast/contract/bulk-csv'
import type { BulkFileType } from '@forkcast/contract/recipes.schemas'

const JSON_EXAMPLE = `[
  {
    "title": "Lemon Garlic Spaghetti",
    "ingredients": ["12 oz spaghetti", "4 cloves garlic"],
    "instructions": "Cook the pasta.|Toss with the garlic oil.",
    "prepTime": "10", "cookTime": "15 min", "servings": "4",
    "difficulty": "Easy", "foodType": "italian", "tags": ["pasta"]
  }
]`

/** What a file of each kind must look like (spec 3 'Bulk CSV columns'). */
export const BulkFormatHelp = ({ fileType }: { fileType: BulkFileType }) =>
  fileType === 'csv' ? (
    <div className="flex flex-col gap-2 text-sm text-stone-600">
      <p>
        One recipe per line, under a header line naming the columns. Several values in one cell are separated
        by a pipe: <code className="rounded bg-stone-100 px-1">2 eggs|1 cup flour</code>.
      </p>
      <p className="break-words">
        Columns:{' '}
        {BULK_CSV_COLUMNS.map((column, index) => (
          <span key={column}>
            <code className="rounded bg-stone-100 px-1">{column}</code>
            {(BULK_REQUIRED_COLUMNS as readonly string[]).includes(column) ? ' (required)' : ''}
            {index < BULK_CSV_COLUMNS.length - 1 ? ', ' : ''}
          </span>
        ))}
        .
      </p>
    </div>
  ) : (
    <div className="flex flex-col gap-2 text-sm text-stone-600">
      <p>
        An array of recipe objects with the same fields as the CSV columns; lists can be arrays or
        pipe-separated text. title, ingredients and instructions are required.
      </p>
      <pre className="overflow-x-auto rounded-xl bg-stone-100 p-3 text-xs text-stone-800">{JSON_EXAMPLE}</pre>
    </div>
  )
