import { ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useCatalogText } from '@/lib/catalog-text'
import { useImportedRecipes } from '../api/get-imported-recipes'

/** The caller's imported recipes, newest first, each linking to its page. */
export const ImportedRecipeList = () => {
  const { t } = useTranslation('imports')
  const words = useCatalogText()
  const { data: recipes, isPending, isError, refetch } = useImportedRecipes()
  if (isPending) return <Spinner label={t('importedList.loading')} className="py-6" />
  if (isError) {
    return (
      <div className="flex flex-col items-start gap-2 text-sm text-stone-700" role="alert">
        <p>{t('importedList.loadError')}</p>
        <Button size="sm" variant="secondary" onClick={() => void refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    )
  }
  if (recipes.length === 0) {
    return <p className="text-sm text-stone-600">{t('importedList.empty')}</p>
  }
  return (
    <ul aria-label={t('importedList.label')} className="divide-y divide-stone-200">
      {recipes.map((recipe) => (
        <li key={recipe.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-3">
          <div className="min-w-0">
            <Link
              to={paths.recipe.getHref(recipe.id)}
              className="break-words font-medium text-brand-800 underline-offset-4 hover:underline"
            >
              {recipe.title}
            </Link>
            <p className="text-xs text-stone-500">
              {t('importedList.details', {
                cuisine: words.cuisineLabel(recipe.cuisine),
                ingredients: t('counts.ingredient', { count: recipe.ingredients.length }),
                steps: t('counts.step', { count: recipe.instructions.length }),
              })}
            </p>
          </div>
          {recipe.sourceUrl ? (
            <a
              href={recipe.sourceUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex items-center gap-1 text-xs text-stone-600 underline-offset-4 hover:underline"
            >
              {recipe.siteName ?? t('importedList.source')} <ExternalLink className="size-3" aria-hidden />
              <span className="sr-only">{t('importedList.opensInNewTab')}</span>
            </a>
          ) : (
            <span className="text-xs text-stone-500">{t('importedList.pasted')}</span>
          )}
        </li>
      ))}
    </ul>
  )
}
