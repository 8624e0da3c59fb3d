import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import {
  RECIPE_MOODS,
  RECIPE_SEASONS,
  type RecipeMood,
  type RecipeSeason,
} from '@forkcast/contract/recipes.constants'
import { buttonVariants } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useSeasonalRecipes } from '@/features/discovery/api/get-seasonal-recipes'
import { SeasonCards } from '@/features/discovery/components/season-cards'
import { SeasonalRecipePicker } from '@/features/discovery/components/seasonal-recipe-picker'
import { SeasonalTips } from '@/features/discovery/components/seasonal-tips'
import { HiddenNote } from '@/features/recipes/components/hidden-note'
import { PageLayout } from '../page-layout'

/**
 * Spec 2 seasonal recipes: four seasons and a mood picker; a recipe opens on its own page. The season and
 * mood are in the address, so Back from a recipe shows the same list.
 */
export const SeasonalRecipesPage = () => {
  const { t } = useTranslation('app')
  const [searchParams, setSearchParams] = useSearchParams()
  const season = RECIPE_SEASONS.find((entry) => entry === searchParams.get('season')) ?? null
  const mood = RECIPE_MOODS.find((entry) => entry === searchParams.get('mood')) ?? null
  const { data, isPending, isError, isPlaceholderData, refetch, isRefetching } = useSeasonalRecipes({
    season,
    mood,
  })

  const choose = (next: { season: RecipeSeason | null; mood: RecipeMood | null }) => {
    const params = new URLSearchParams(searchParams)
    for (const key of ['season', 'mood'] as const) {
      const value = next[key]
      if (value) params.set(key, value)
      else params.delete(key)
    }
    // The list changes in place: the scroll stays where it is.
    setSearchParams(params, { replace: true, preventScrollReset: true })
  }

  return (
    <PageLayout>
      <div className="flex flex-col gap-6">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-3xl font-bold">{t('seasonalRecipes.title')}</h1>
            <p className="text-stone-600">{t('seasonalRecipes.intro')}</p>
          </div>
          <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            {t('shared.home')}
          </Link>
        </header>
        {isPending ? (
          <Spinner className="py-16" label={t('seasonalRecipes.loading')} />
        ) : isError ? (
          <LoadError
            title={t('seasonalRecipes.loadFailed')}
            isRetrying={isRefetching}
            onRetry={() => void refetch()}
          />
        ) : (
          <>
            <SeasonCards
              selected={data.season}
              current={data.currentSeason}
              onSelect={(next) => choose({ season: next, mood: null })}
            />
            <section aria-labelledby="seasonal-picker" className="flex flex-col gap-3">
              <h2 id="seasonal-picker" className="text-xl font-semibold">
                {t('seasonalRecipes.pick')}
              </h2>
              <HiddenNote hidden={data.hidden} />
              <SeasonalRecipePicker
                moods={data.moods}
                mood={mood}
                onMoodChange={(next) => choose({ season, mood: next })}
                recipes={data.recipes}
                isUpdating={isPlaceholderData}
              />
            </section>
            <SeasonalTips />
          </>
        )}
      </div>
    </PageLayout>
  )
}
