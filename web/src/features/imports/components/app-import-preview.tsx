import { Camera } from 'lucide-react'
import type { AppImportResult } from '@forkcast/contract/app-imports.schemas'
import { countOf } from '@forkcast/contract/words'
import { SHOWN_ERROR_COUNT } from './bulk-results'

/** What the export holds, recipe by recipe, with what is wrong with each one that cannot come along. */
export const AppImportPreview = ({ result }: { result: AppImportResult }) => {
  const shownErrors = result.errors.slice(0, SHOWN_ERROR_COUNT)
  const moreErrors = result.totalErrors - shownErrors.length
  const moreRecipes = result.totalRows - result.recipes.length
  return (
    <section aria-label="Recipes in the export" className="flex flex-col gap-3">
      <p className="text-sm text-stone-700">
        {result.formatLabel}: {countOf(result.totalRows, 'recipe')}
        {result.validateOnly ? `, ${result.success.toLocaleString('en-US')} ready to import` : ''}
        {result.duplicates > 0 ? `, ${countOf(result.duplicates, 'recipe')} you already have` : ''}.
      </p>
      {shownErrors.length > 0 ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3">
          <p className="text-sm font-semibold text-red-800">
            {countOf(result.failed, 'recipe')} cannot be imported:
          </p>
          <ul aria-label="Problems" className="mt-1 flex list-disc flex-col gap-1 pl-5 text-sm text-red-800">
            {shownErrors.map((error, index) => (
              <li key={index} className="break-words">
                {error.message}
              </li>
            ))}
          </ul>
          {moreErrors > 0 ? (
            <p className="mt-1 text-sm text-red-800">and {moreErrors.toLocaleString('en-US')} more</p>
          ) : null}
        </div>
      ) : null}
      <ul className="flex max-h-96 flex-col divide-y divide-stone-100 overflow-y-auto rounded-xl border border-stone-200">
        {result.recipes.map((recipe) => (
          <li key={recipe.row} className="flex items-center gap-3 px-3 py-2 text-sm">
            <span className="w-8 shrink-0 text-stone-500">{recipe.row}</span>
            <span className="min-w-0 flex-1">
              <span className={recipe.hasErrors ? 'font-medium text-red-800' : 'font-medium text-stone-900'}>
                {recipe.title}
              </span>
              <span className="block text-xs text-stone-600">
                {countOf(recipe.ingredientCount, 'ingredient')}, {countOf(recipe.stepCount, 'step')}
                {recipe.hasErrors ? ' · cannot be imported' : ''}
              </span>
            </span>
            {recipe.hasPhoto ? (
              <span className="flex items-center gap-1 text-xs text-stone-600">
                <Camera className="size-4" aria-hidden /> Photo
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {moreRecipes > 0 ? (
        <p className="text-xs text-stone-600">and {countOf(moreRecipes, 'more recipe')} not listed here</p>
      ) : null}
    </section>
  )
}
