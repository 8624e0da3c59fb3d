import { Camera } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { APP_EXPORT_FORMATS, type AppImportResult } from '@forkcast/contract/app-imports.schemas'
import { useCatalogText } from '@/lib/catalog-text'
import { formatNumber } from '@/lib/format'
import { SHOWN_ERROR_COUNT } from './bulk-results'

/** What the export holds, recipe by recipe, with what is wrong with each one that cannot come along. */
export const AppImportPreview = ({ result }: { result: AppImportResult }) => {
  const { t } = useTranslation('imports')
  const words = useCatalogText()
  const shownErrors = result.errors.slice(0, SHOWN_ERROR_COUNT)
  const moreErrors = result.totalErrors - shownErrors.length
  const moreRecipes = result.totalRows - result.recipes.length
  // The server names the export in English; a format the catalog knows is named in the person's language.
  const formatLabel = (APP_EXPORT_FORMATS as readonly string[]).includes(result.format)
    ? words.appExportFormat(result.format)
    : result.formatLabel
  const details = [
    t('counts.recipe', { count: result.totalRows }),
    result.validateOnly ? t('appImportPreview.readyToImport', { count: result.success }) : null,
    result.duplicates > 0 ? t('appImportPreview.alreadyHave', { count: result.duplicates }) : null,
  ].filter((part) => part !== null)
  return (
    <section aria-label={t('appImportPreview.label')} className="flex flex-col gap-3">
      <p className="text-sm text-stone-700">
        {t('appImportPreview.summary', { format: formatLabel, details: details.join(', ') })}
      </p>
      {shownErrors.length > 0 ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3">
          <p className="text-sm font-semibold text-red-800">
            {t('appImportPreview.cannotImport', { count: result.failed })}
          </p>
          <ul
            aria-label={t('appImportPreview.problems')}
            className="mt-1 flex list-disc flex-col gap-1 pl-5 text-sm text-red-800"
          >
            {shownErrors.map((error, index) => (
              <li key={index} className="break-words">
                {error.message}
              </li>
            ))}
          </ul>
          {moreErrors > 0 ? (
            <p className="mt-1 text-sm text-red-800">{t('andMore', { more: formatNumber(moreErrors) })}</p>
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
                {t('appImportPreview.recipeDetails', {
                  ingredients: t('counts.ingredient', { count: recipe.ingredientCount }),
                  steps: t('counts.step', { count: recipe.stepCount }),
                })}
                {recipe.hasErrors ? ` · ${t('appImportPreview.recipeCannotImport')}` : ''}
              </span>
            </span>
            {recipe.hasPhoto ? (
              <span className="flex items-center gap-1 text-xs text-stone-600">
                <Camera className="size-4" aria-hidden /> {t('appImportPreview.photo')}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {moreRecipes > 0 ? (
        <p className="text-xs text-stone-600">{t('appImportPreview.moreRecipes', { count: moreRecipes })}</p>
      ) : null}
    </section>
  )
}
