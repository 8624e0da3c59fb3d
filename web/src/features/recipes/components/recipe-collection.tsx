import { useEffect, useRef, useState } from 'react'
import { Pencil, Trash2, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { Button, buttonVariants } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { formatNumber } from '@/lib/format'
import { notify } from '@/lib/toast'
import { useUserRecipes } from '../api/get-user-recipes'
import { hasCollectionFilters, type CollectionFilters } from '../utils/collection-filters'
import { useDeleteRecipe, useUnsaveRecipe } from '../api/recipe-mutations'
import { EmptyCollection } from './empty-collection'
import { RecipeFormDialog } from './recipe-form-dialog'
import { RecipeGrid } from './recipe-grid'

interface RecipeCollectionProps {
  groupId: number
  onCreate: () => void
  /** Search and filters (My Recipes keeps them in the address); none shows the whole collection. */
  filters?: CollectionFilters
  onClearFilters?: () => void
}

const NO_FILTERS: CollectionFilters = {}

/** Calls onVisible when the element scrolls into view (infinite scroll); browsers without the API use the button. */
function useWhenVisible(onVisible: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null)
  const callback = useRef(onVisible)
  callback.current = onVisible
  useEffect(() => {
    const element = ref.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current()
      },
      { rootMargin: '400px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [enabled])
  return ref
}

/** My Recipes: saved recipes and the user's own; own recipes can be edited and deleted (after asking). */
export const RecipeCollection = ({
  groupId,
  onCreate,
  filters = NO_FILTERS,
  onClearFilters,
}: RecipeCollectionProps) => {
  const { t } = useTranslation('recipes')
  const collection = useUserRecipes(groupId, filters)
  const canLoadMore =
    collection.hasNextPage && !collection.isFetchingNextPage && !collection.isFetchNextPageError
  const sentinel = useWhenVisible(() => {
    if (canLoadMore) void collection.fetchNextPage()
  }, canLoadMore)
  const deleteRecipe = useDeleteRecipe()
  const unsaveRecipe = useUnsaveRecipe()
  const [editing, setEditing] = useState<Recipe | undefined>()
  const [deleting, setDeleting] = useState<Recipe | null>(null)

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      await deleteRecipe.mutateAsync(deleting.id)
      notify({
        title: t('collection.deletedTitle'),
        description: t('collection.deletedDescription', { title: deleting.title }),
      })
      setDeleting(null)
    } catch {
      // The query client's mutation cache has already said what the server answered.
    }
  }
  const remove = async (recipe: Recipe) => {
    try {
      await unsaveRecipe.mutateAsync(recipe.id)
      notify({
        title: t('collection.removedTitle'),
        description: t('collection.removedDescription', { title: recipe.title }),
      })
    } catch {
      // The query client's mutation cache has already said what the server answered.
    }
  }

  if (collection.isPending) return <Spinner className="py-10" label={t('collection.loading')} />
  if (collection.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4"
      >
        <p className="text-sm text-red-800">{t('collection.loadFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void collection.refetch()}>
          {t('shared.tryAgain')}
        </Button>
      </div>
    )
  }
  const recipes = collection.data.pages.flatMap((page) => page.items)
  const total = collection.data.pages.at(-1)?.total ?? 0
  if (recipes.length === 0 && !hasCollectionFilters(filters)) return <EmptyCollection onCreate={onCreate} />
  if (recipes.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl border border-stone-200 bg-white p-6">
        <p role="status" className="text-stone-700">
          {t('collection.noMatch')}
        </p>
        {onClearFilters ? (
          <Button variant="secondary" size="sm" onClick={onClearFilters}>
            {t('collection.clearFilters')}
          </Button>
        ) : null}
      </div>
    )
  }
  return (
    <>
      <p role="status" className="text-sm text-stone-600">
        {t('collection.showing', { shown: formatNumber(recipes.length), total: formatNumber(total) })}
      </p>
      <RecipeGrid
        recipes={recipes}
        label={t('collection.gridLabel')}
        renderActions={(recipe) => (
          <>
            <Link
              to={paths.recipe.getHref(recipe.id, groupId)}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              {t('shared.viewRecipe')}
            </Link>
            {recipe.isOwner ? (
              <>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setEditing(recipe)}
                  aria-label={t('collection.editRecipe', { title: recipe.title })}
                >
                  <Pencil aria-hidden /> {t('collection.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setDeleting(recipe)}
                  aria-label={t('collection.deleteRecipe', { title: recipe.title })}
                >
                  <Trash2 aria-hidden /> {t('collection.delete')}
                </Button>
              </>
            ) : (
              <Button
                size="sm"
                variant="ghost"
                disabled={unsaveRecipe.isPending}
                onClick={() => void remove(recipe)}
                aria-label={t('collection.removeRecipe', { title: recipe.title })}
              >
                <X aria-hidden /> {t('collection.remove')}
              </Button>
            )}
          </>
        )}
      />
      <div ref={sentinel} className="flex flex-col items-center gap-2 py-4">
        {collection.isFetchNextPageError ? (
          <p role="alert" className="text-sm text-red-800">
            {t('shared.loadMoreFailed')}
          </p>
        ) : null}
        {collection.isFetchingNextPage ? <Spinner label={t('shared.loadingMore')} /> : null}
        {collection.hasNextPage && !collection.isFetchingNextPage ? (
          <Button variant="secondary" onClick={() => void collection.fetchNextPage()}>
            {collection.isFetchNextPageError ? t('shared.tryAgain') : t('shared.loadMore')}
          </Button>
        ) : null}
      </div>
      <RecipeFormDialog
        open={editing !== undefined}
        recipe={editing}
        onOpenChange={(open) => (open ? undefined : setEditing(undefined))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('collection.deleteTitle')}
        description={
          deleting
            ? t('collection.deleteDescription', { title: deleting.title })
            : t('collection.deleteDescriptionUntitled')
        }
        confirmLabel={t('collection.deleteConfirm')}
        pendingLabel={t('collection.deleting')}
        isPending={deleteRecipe.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </>
  )
}
