import type { ReactNode } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-client'
import { useRecipeSearch } from '../api/search-recipes'
import { HiddenNote } from './hidden-note'
import { RecipeGrid } from './recipe-grid'
import { SaveRecipeButton } from './save-recipe-button'
import { ViewRecipeLink } from './view-recipe-link'

const describeFailure = (error: unknown, t: TFunction<'recipes'>) =>
  error instanceof ApiError
    ? t('searchResults.failedWith', {
        status: error.status,
        message: error.serverMessage ?? error.bodyText,
      })
    : t('searchResults.failed')

/** Results of a submitted search, each opening its own page; never a recipe unsafe for the group. */
export const SearchResults = ({
  query,
  groupId,
  failureNotice,
}: {
  query: string
  groupId: number
  /** What to show instead of the error for a failure the page explains itself (e.g. a plan limit). */
  failureNotice?: (error: unknown) => ReactNode
}) => {
  const { t } = useTranslation('recipes')
  const search = useRecipeSearch({ query, groupId })

  if (search.isPending) return <Spinner className="py-10" label={t('searchResults.searching')} />
  if (search.isError) {
    const notice = failureNotice?.(search.error)
    if (notice) return notice
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4"
      >
        <p className="font-semibold text-red-900">{t('searchResults.failed')}</p>
        <p className="text-sm text-red-800">{describeFailure(search.error, t)}</p>
        <Button variant="secondary" size="sm" onClick={() => void search.refetch()}>
          {t('shared.tryAgain')}
        </Button>
      </div>
    )
  }
  const { recipes, hidden } = search.data
  if (recipes.length === 0) {
    // When the allergy filter hid every match, saying so beats a bare 'nothing found'.
    if (hidden && hidden.count > 0) return <HiddenNote hidden={hidden} />
    return (
      <p className="rounded-xl bg-stone-50 p-6 text-center text-stone-700" role="status">
        {t('searchResults.noneFound', { query })}
      </p>
    )
  }
  return (
    <section aria-labelledby="search-results-heading" className="flex flex-col gap-3">
      <h2 id="search-results-heading" className="text-lg font-semibold">
        {t('searchResults.heading', { count: recipes.length, query })}
      </h2>
      <HiddenNote hidden={hidden} />
      <RecipeGrid
        recipes={recipes}
        label={t('searchResults.gridLabel')}
        renderActions={(recipe) => (
          <>
            <ViewRecipeLink recipeId={recipe.id} groupId={groupId} />
            <SaveRecipeButton recipe={recipe} label={t('shared.save')} size="sm" />
          </>
        )}
      />
    </section>
  )
}
