import { useState, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { RefreshCw } from 'lucide-react'
import type { CuisineInfo } from '@forkcast/contract/cuisines'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useCatalogText } from '@/lib/catalog-text'
import { describeMutationError, notifyMutationError } from '@/lib/mutation-errors'
import { notify } from '@/lib/toast'
import { suggestionsQueryOptions, useSuggestions, type SuggestionRequest } from '../api/generate-recipes'
import { ingredientName } from '../utils/ingredient-categories'
import { HiddenNote } from './hidden-note'
import { RecipeGrid } from './recipe-grid'
import { SaveRecipeButton } from './save-recipe-button'
import { ViewRecipeLink } from './view-recipe-link'

interface RecipeSuggestionsProps {
  cuisine: CuisineInfo | null
  ingredients: string[]
  groupId: number
  onChooseDifferentCuisine: () => void
  onStartOver: () => void
  /** What to show instead of the error for a failure the page explains itself (e.g. a plan limit). */
  failureNotice?: (error: unknown) => ReactNode
}

/** Spec 2 suggestions: generated recipes with Save and View Recipe, which opens the recipe's own page. */
export const RecipeSuggestions = ({
  cuisine,
  ingredients,
  groupId,
  onChooseDifferentCuisine,
  onStartOver,
  failureNotice,
}: RecipeSuggestionsProps) => {
  const { t } = useTranslation('recipes')
  const words = useCatalogText()
  const generateFailed = t('suggestions.generateFailed')
  const queryClient = useQueryClient()
  // The round is in the address (?round=), so Back from a recipe shows the same suggestions.
  const [searchParams, setSearchParams] = useSearchParams()
  const round = Math.max(0, Math.trunc(Number(searchParams.get('round'))) || 0)
  const setRound = (next: number) => {
    const params = new URLSearchParams(searchParams)
    params.set('round', String(next))
    // Replaced, not pushed: Back leaves the suggestions rather than stepping through earlier rounds.
    setSearchParams(params, { replace: true })
  }
  const [isGenerating, setGenerating] = useState(false)
  const [generateError, setGenerateError] = useState<unknown>(null)
  const request: SuggestionRequest = { cuisineId: cuisine?.id ?? null, ingredients, groupId, round }
  const suggestions = useSuggestions(request)

  const generateNew = async () => {
    setGenerating(true)
    setGenerateError(null)
    try {
      await queryClient.fetchQuery(suggestionsQueryOptions({ ...request, round: round + 1 }))
      setRound(round + 1)
      notify({
        title: t('suggestions.generatedTitle'),
        description: t('suggestions.generatedDescription'),
      })
    } catch (error) {
      if (failureNotice?.(error)) setGenerateError(error)
      else notifyMutationError(t('suggestions.errorTitle'), error, generateFailed)
    } finally {
      setGenerating(false)
    }
  }

  const heading = cuisine
    ? t('suggestions.headingCuisine', { cuisine: words.cuisineLabel(cuisine.id) })
    : t('suggestions.headingIngredients')
  return (
    <section aria-labelledby="suggestions-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="suggestions-heading" className="text-xl font-semibold">
          {heading}
        </h2>
        {ingredients.length > 0 ? (
          <p className="text-sm text-stone-700">
            {t('suggestions.using', {
              ingredients: ingredients.map((name) => ingredientName(name, t)).join(', '),
            })}
          </p>
        ) : null}
        <p className="text-sm text-stone-600">
          {groupId > 0 ? t('suggestions.explanationGroup') : t('suggestions.explanation')}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button disabled={isGenerating || suggestions.isPending} onClick={() => void generateNew()}>
          <RefreshCw aria-hidden className={isGenerating ? 'animate-spin' : undefined} />
          {isGenerating ? t('suggestions.generating') : t('suggestions.generate')}
        </Button>
        {cuisine ? (
          <Button variant="secondary" onClick={onChooseDifferentCuisine}>
            {t('suggestions.chooseDifferentCuisine')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onStartOver}>
          {t('suggestions.startOver')}
        </Button>
      </div>
      {suggestions.isPending ? <Spinner className="py-10" label={t('suggestions.finding')} /> : null}
      {generateError ? failureNotice?.(generateError) : null}
      {suggestions.isError && failureNotice?.(suggestions.error) ? failureNotice(suggestions.error) : null}
      {suggestions.isError && !failureNotice?.(suggestions.error) ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4"
        >
          <p className="text-sm text-red-800">{describeMutationError(suggestions.error, generateFailed)}</p>
          <Button variant="secondary" size="sm" onClick={() => void suggestions.refetch()}>
            {t('shared.tryAgain')}
          </Button>
        </div>
      ) : null}
      <HiddenNote hidden={suggestions.data?.hidden} />
      {suggestions.data?.recipes.length === 0 && !suggestions.data.hidden?.count ? (
        <p className="rounded-xl bg-stone-50 p-6 text-center text-stone-700" role="status">
          {t('suggestions.noneSafe')}
        </p>
      ) : null}
      {suggestions.data && suggestions.data.recipes.length > 0 ? (
        <RecipeGrid
          recipes={suggestions.data.recipes}
          label={t('suggestions.gridLabel')}
          renderActions={(recipe) => (
            <>
              <ViewRecipeLink recipeId={recipe.id} groupId={groupId} />
              <SaveRecipeButton recipe={recipe} label={t('shared.save')} size="sm" />
            </>
          )}
        />
      ) : null}
    </section>
  )
}
