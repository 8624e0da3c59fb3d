import { ExternalLink } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useImportedRecipes } from '../api/get-imported-recipes'

/** The caller's imported recipes, newest first, each linking to its page. */
export const ImportedRecipeList = () => {
  const { data: recipes, isPending, isError, refetch } = useImportedRecipes()
  if (isPending) return <Spinner label="Loading your imported recipes..." className="py-6" />
  if (isError) {
    return (
      <div className="flex flex-col items-start gap-2 text-sm text-stone-700" role="alert">
        <p>Your imported recipes could not be loaded.</p>
        <Button size="sm" variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  if (recipes.length === 0) {
    return (
      <p className="text-sm text-stone-600">
        No imported recipes yet. Paste a recipe address above to start.
      </p>
    )
  }
  return (
    <ul aria-label="Imported recipes" className="divide-y divide-stone-200">
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
              {recipe.cuisine} · {recipe.ingredients.length} ingredients · {recipe.instructions.length} steps
            </p>
          </div>
          {recipe.sourceUrl ? (
            <a
              href={recipe.sourceUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex items-center gap-1 text-xs text-stone-600 underline-offset-4 hover:underline"
            >
              {recipe.siteName ?? 'Source'} <ExternalLink className="size-3" aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : (
            <span className="text-xs text-stone-500">Pasted</span>
          )}
        </li>
      ))}
    </ul>
  )
}
