import { useEffect, useRef, useState } from 'react'
import { Pencil, Trash2, X } from 'lucide-react'
import { Link } from 'react-router'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { Button, buttonVariants } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
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
const formatCount = (count: number) => count.toLocaleString('en-US')

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
      notify({ title: 'Recipe Deleted', description: `${deleting.title} was removed from your recipes.` })
      setDeleting(null)
    } catch {
      // The query client's mutation cache has already said what the server answered.
    }
  }
  const remove = async (recipe: Recipe) => {
    try {
      await unsaveRecipe.mutateAsync(recipe.id)
      notify({ title: 'Recipe Removed', description: `${recipe.title} is no longer in your collection.` })
    } catch {
      // The query client's mutation cache has already said what the server answered.
    }
  }

  if (collection.isPending) return <Spinner className="py-10" label="Loading your recipes..." />
  if (collection.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4"
      >
        <p className="text-sm text-red-800">We could not load your recipes.</p>
        <Button variant="secondary" size="sm" onClick={() => void collection.refetch()}>
          Try again
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
          No recipes in your collection match this search.
        </p>
        {onClearFilters ? (
          <Button variant="secondary" size="sm" onClick={onClearFilters}>
            Clear search and filters
          </Button>
        ) : null}
      </div>
    )
  }
  return (
    <>
      <p role="status" className="text-sm text-stone-600">
        Showing {formatCount(recipes.length)} of {formatCount(total)}
      </p>
      <RecipeGrid
        recipes={recipes}
        label="My recipes"
        renderActions={(recipe) => (
          <>
            <Link
              to={paths.recipe.getHref(recipe.id, groupId)}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              View Recipe
            </Link>
            {recipe.isOwner ? (
              <>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setEditing(recipe)}
                  aria-label={`Edit ${recipe.title}`}
                >
                  <Pencil aria-hidden /> Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setDeleting(recipe)}
                  aria-label={`Delete ${recipe.title}`}
                >
                  <Trash2 aria-hidden /> Delete
                </Button>
              </>
            ) : (
              <Button
                size="sm"
                variant="ghost"
                disabled={unsaveRecipe.isPending}
                onClick={() => void remove(recipe)}
                aria-label={`Remove ${recipe.title} from my recipes`}
              >
                <X aria-hidden /> Remove
              </Button>
            )}
          </>
        )}
      />
      <div ref={sentinel} className="flex flex-col items-center gap-2 py-4">
        {collection.isFetchNextPageError ? (
          <p role="alert" className="text-sm text-red-800">
            We could not load more recipes.
          </p>
        ) : null}
        {collection.isFetchingNextPage ? <Spinner label="Loading more recipes..." /> : null}
        {collection.hasNextPage && !collection.isFetchingNextPage ? (
          <Button variant="secondary" onClick={() => void collection.fetchNextPage()}>
            {collection.isFetchNextPageError ? 'Try again' : 'Load more'}
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
        title="Delete this recipe?"
        description={`${deleting?.title ?? 'This recipe'} will be deleted for good. This cannot be undone.`}
        confirmLabel="Delete Recipe"
        pendingLabel="Deleting..."
        isPending={deleteRecipe.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </>
  )
}
