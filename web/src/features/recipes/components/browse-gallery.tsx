import { useTranslation } from 'react-i18next'
import { CUISINES } from '@forkcast/contract/cuisines'
import { RECIPE_DIFFICULTIES, type RecipeDifficulty } from '@forkcast/contract/recipes.constants'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { useCatalogText } from '@/lib/catalog-text'
import { cn } from '@/lib/cn'
import { useBrowseRecipes } from '../api/browse-recipes'
import { BROWSE_TIME_LIMITS, hasBrowseFilters, type BrowseFilters } from '../utils/browse-filters'
import { Select } from './form-controls'
import { HiddenNote } from './hidden-note'
import { RecipeGrid } from './recipe-grid'
import { SaveRecipeButton } from './save-recipe-button'
import { ViewRecipeLink } from './view-recipe-link'

interface BrowseGalleryProps {
  filters: BrowseFilters
  groupId: number
  /** Called with only what changed; the page keeps the filters in the address. */
  onChange: (patch: Partial<BrowseFilters>) => void
  onClear: () => void
}

const chipClass = (isActive: boolean) =>
  cn(
    'shrink-0 rounded-full px-3 py-1.5 text-sm font-medium ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    isActive
      ? 'bg-brand-700 text-white ring-brand-700'
      : 'bg-white text-stone-700 ring-stone-200 hover:bg-stone-100',
  )

const TIME_CHOICES = [...BROWSE_TIME_LIMITS, null]

/** Browse: every recipe by cuisine, filtered by time, difficulty and safety, a page at a time. */
export const BrowseGallery = ({ filters, groupId, onChange, onClear }: BrowseGalleryProps) => {
  const { t } = useTranslation('recipes')
  const words = useCatalogText()
  const browse = useBrowseRecipes(filters, groupId)
  return (
    <section aria-labelledby="browse-heading" className="flex flex-col gap-4">
      <h2 id="browse-heading" className="text-xl font-semibold">
        {t('browseGallery.heading')}
      </h2>
      <div
        role="group"
        aria-label={t('browseGallery.cuisine')}
        className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap"
      >
        <button
          type="button"
          aria-pressed={filters.foodType === null}
          className={chipClass(filters.foodType === null)}
          onClick={() => onChange({ foodType: null })}
        >
          {t('browseGallery.allCuisines')}
        </button>
        {CUISINES.map((cuisine) => (
          <button
            key={cuisine.id}
            type="button"
            aria-pressed={filters.foodType === cuisine.id}
            className={chipClass(filters.foodType === cuisine.id)}
            onClick={() => onChange({ foodType: cuisine.id })}
          >
            {words.cuisineLabel(cuisine.id)}
          </button>
        ))}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div role="group" aria-label={t('browseGallery.time')} className="flex flex-wrap gap-2">
          {TIME_CHOICES.map((limit) => (
            <button
              key={limit ?? 'any'}
              type="button"
              aria-pressed={filters.maxMinutes === limit}
              className={chipClass(filters.maxMinutes === limit)}
              onClick={() => onChange({ maxMinutes: limit })}
            >
              {limit === null ? t('browseGallery.anyTime') : t('browseGallery.upTo', { minutes: limit })}
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor="browse-difficulty">{t('browseGallery.difficulty')}</Label>
          <Select
            id="browse-difficulty"
            value={filters.difficulty ?? ''}
            onChange={(event) =>
              onChange({
                difficulty: RECIPE_DIFFICULTIES.find((level) => level === event.target.value) ?? null,
              })
            }
          >
            <option value="">{t('browseGallery.anyDifficulty')}</option>
            {RECIPE_DIFFICULTIES.map((level: RecipeDifficulty) => (
              <option key={level} value={level}>
                {words.difficulty(level)}
              </option>
            ))}
          </Select>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-stone-700">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={filters.safe}
            onChange={(event) => onChange({ safe: event.target.checked })}
          />
          {t('browseGallery.safeForFamily')}
        </label>
      </div>
      {filters.safe ? null : <p className="text-sm text-amber-900">{t('browseGallery.showingEverything')}</p>}
      {browse.isPending ? <Spinner className="py-10" label={t('browseGallery.loading')} /> : null}
      {browse.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4"
        >
          <p className="text-sm text-red-800">{t('browseGallery.loadFailed')}</p>
          <Button variant="secondary" size="sm" onClick={browse.retry}>
            {t('shared.tryAgain')}
          </Button>
        </div>
      ) : null}
      {!browse.isPending && !browse.isError ? <HiddenNote hidden={browse.hidden} /> : null}
      {!browse.isPending && !browse.isError && browse.recipes.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-stone-200 bg-white p-6">
          <p role="status" className="text-stone-700">
            {t('browseGallery.noMatch')}
          </p>
          {hasBrowseFilters(filters) ? (
            <Button variant="secondary" size="sm" onClick={onClear}>
              {t('browseGallery.clearFilters')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {browse.recipes.length > 0 ? (
        <>
          <RecipeGrid
            recipes={browse.recipes}
            label={t('browseGallery.resultsLabel')}
            renderActions={(recipe) => (
              <>
                <ViewRecipeLink recipeId={recipe.id} groupId={groupId} />
                <SaveRecipeButton recipe={recipe} label={t('shared.save')} size="sm" />
              </>
            )}
          />
          <div className="flex flex-col items-center gap-2 py-4">
            {browse.isLoadMoreError ? (
              <p role="alert" className="text-sm text-red-800">
                {t('shared.loadMoreFailed')}
              </p>
            ) : null}
            {browse.isLoadingMore ? <Spinner label={t('shared.loadingMore')} /> : null}
            {browse.isLoadMoreError ? (
              <Button variant="secondary" onClick={browse.retry}>
                {t('shared.tryAgain')}
              </Button>
            ) : browse.hasMore && !browse.isLoadingMore ? (
              <Button variant="secondary" onClick={() => onChange({ pages: filters.pages + 1 })}>
                {t('shared.loadMore')}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  )
}
