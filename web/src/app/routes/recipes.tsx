import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import type { User } from '@forkcast/contract/users.schemas'
import { COOKING_SKILL_LEVELS } from '@forkcast/contract/users.constants'
import { paths } from '@/config/paths'
import { LevelRecipes } from '@/features/discovery/components/level-recipes'
import { BrowseGallery } from '@/features/recipes/components/browse-gallery'
import { HiddenNote } from '@/features/recipes/components/hidden-note'
import { DiscoveryChoices } from '@/features/recipes/components/discovery-choices'
import { RecipeCollection } from '@/features/recipes/components/recipe-collection'
import { RecipeForm } from '@/features/recipes/components/recipe-form'
import { RecipeSearchForm } from '@/features/recipes/components/recipe-search-form'
import { RecipeSuggestions } from '@/features/recipes/components/recipe-suggestions'
import { RecipeViewsNav, type RecipeView } from '@/features/recipes/components/recipe-views-nav'
import { SearchResults } from '@/features/recipes/components/search-results'
import { UpgradePrompt, isUpgradeError } from '@/components/upgrade-prompt'
import {
  BROWSE_PARAM_KEYS,
  readBrowseFilters,
  writeBrowseFilters,
  type BrowseFilters,
} from '@/features/recipes/utils/browse-filters'
import { readRecipeBrowseParams } from '@/features/recipes/utils/recipe-context'
import { SOLO_GROUP } from '@/lib/decision-group'
import { PageLayout } from '../page-layout'
import { useAudienceGroupId } from '../use-decision-group'

// A plan limit is an offer to upgrade, not an error.
const upgradeNotice = (error: unknown) => (isUpgradeError(error) ? <UpgradePrompt error={error} /> : null)

const VIEWS: readonly RecipeView[] = ['suggestions', 'custom', 'saved']
const isRecipeView = (value: string | null): value is RecipeView => VIEWS.includes(value as RecipeView)

/**
 * Spec 2 recipe manager: Browse (search, suggestions and a gallery by cuisine), Create and My Recipes; Import
 * has its own page.
 * The view, the search and the filters live in the address, so Back, reload and sharing a link all work.
 */
export const RecipesPage = ({ user }: { user: User }) => {
  const { t } = useTranslation('app')
  const navigate = useNavigate()
  const [searchParams, setSearchParams] = useSearchParams()
  const { cuisine, ingredients } = readRecipeBrowseParams(searchParams)
  const groupId = useAudienceGroupId(user)
  // The difficulty guide's matching system: ?level= filters to one level, so the link can be shared.
  const level = COOKING_SKILL_LEVELS.find((entry) => entry === searchParams.get('level')) ?? null
  const ingredientsKey = ingredients.join(',')
  const requestedView = searchParams.get('view')
  const view: RecipeView = isRecipeView(requestedView) ? requestedView : 'suggestions'
  const searchQuery = searchParams.get('q')

  const updateParams = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(searchParams)
    change(next)
    setSearchParams(next)
  }
  // Spec 4: ingredients arriving in the address open suggestions (links to /recipes?ingredients= carry no view).
  const setView = (next: RecipeView) =>
    updateParams((params) => (next === 'suggestions' ? params.delete('view') : params.set('view', next)))
  const search = (query: string) =>
    updateParams((params) => {
      params.set('q', query)
      // Spec 4: submitting a search clears the chosen cuisine.
      params.delete('cuisine')
    })
  const clearSearch = () => updateParams((params) => params.delete('q'))
  const browseFilters = readBrowseFilters(searchParams)
  // Filters and pages change the list in place: the address remembers them, the scroll stays where it is.
  const changeBrowse = (patch: Partial<BrowseFilters>) =>
    setSearchParams(writeBrowseFilters(searchParams, patch), { replace: true, preventScrollReset: true })
  const clearBrowse = () => {
    const next = new URLSearchParams(searchParams)
    for (const key of BROWSE_PARAM_KEYS) next.delete(key)
    setSearchParams(next, { replace: true, preventScrollReset: true })
  }
  // Spec 2 'Browse Cuisines': the user alone decides. Cooking boards now vote on recipes (decision 037), so
  // browsing and choosing another cuisine go to the board of cuisines, whose result leads on to the dishes.
  const browseCuisines = () => void navigate(paths.elimination.getHref('cuisine', SOLO_GROUP.id))
  const chooseDifferentCuisine = () => void navigate(paths.elimination.getHref('cuisine', groupId))
  const startOver = () => void navigate(paths.recipes.getHref())

  return (
    <PageLayout>
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-3">
          <h1 className="text-3xl font-bold">{t('recipes.title')}</h1>
          <RecipeViewsNav view={view} onChange={setView} />
        </header>
        {view === 'suggestions' ? (
          <div className="flex flex-col gap-6">
            <RecipeSearchForm
              key={searchQuery ?? ''}
              initialText={searchQuery ?? ''}
              isActive={searchQuery !== null}
              onSearch={search}
              onClear={clearSearch}
            />
            {searchQuery !== null ? (
              <SearchResults query={searchQuery} groupId={groupId} failureNotice={upgradeNotice} />
            ) : level ? (
              <LevelRecipes
                level={level}
                groupId={groupId}
                hiddenNote={(hidden) => <HiddenNote hidden={hidden} />}
              />
            ) : cuisine || ingredients.length > 0 ? (
              <RecipeSuggestions
                key={`${cuisine?.id ?? 'all'}|${ingredientsKey}|${groupId}`}
                cuisine={cuisine}
                ingredients={ingredients}
                groupId={groupId}
                onChooseDifferentCuisine={chooseDifferentCuisine}
                onStartOver={startOver}
                failureNotice={upgradeNotice}
              />
            ) : (
              <>
                <DiscoveryChoices
                  onBrowseCuisines={browseCuisines}
                  onSelectIngredients={() => void navigate(paths.ingredientSelection.getHref())}
                />
                <BrowseGallery
                  filters={browseFilters}
                  groupId={groupId}
                  onChange={changeBrowse}
                  onClear={clearBrowse}
                />
              </>
            )}
          </div>
        ) : null}
        {view === 'custom' ? (
          <section aria-labelledby="create-heading" className="flex max-w-2xl flex-col gap-4">
            <h2 id="create-heading" className="text-xl font-semibold">
              {t('recipes.createHeading')}
            </h2>
            <RecipeForm onSaved={() => setView('saved')} />
          </section>
        ) : null}
        {view === 'saved' ? (
          <section aria-labelledby="saved-heading" className="flex flex-col gap-4">
            <h2 id="saved-heading" className="text-xl font-semibold">
              {t('recipes.myRecipes')}
            </h2>
            <RecipeCollection groupId={groupId} onCreate={() => setView('custom')} />
          </section>
        ) : null}
      </div>
    </PageLayout>
  )
}
