import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import type { SeasonalRecipe } from '@forkcast/contract/discovery.schemas'
import type { RecipeMood, RecipeSeason } from '@forkcast/contract/recipes.constants'
import { buttonVariants } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useSeasonalRecipes } from '@/features/discovery/api/get-seasonal-recipes'
import { SeasonCards } from '@/features/discovery/components/season-cards'
import { SeasonalRecipeDetail } from '@/features/discovery/components/seasonal-recipe-detail'
import { SeasonalRecipePicker } from '@/features/discovery/components/seasonal-recipe-picker'
import { SeasonalTips } from '@/features/discovery/components/seasonal-tips'
import { useSaveRecipe } from '@/features/recipes/api/recipe-mutations'
import { HiddenNote } from '@/features/recipes/components/hidden-note'
import { notify } from '@/lib/toast'
import { PageLayout } from '../page-layout'

/** Spec 2 seasonal recipes: four seasons, a mood picker, the selected recipe, Close Recipe and Save. */
export const SeasonalRecipesPage = () => {
  const navigate = useNavigate()
  const [season, setSeason] = useState<RecipeSeason | null>(null)
  const [mood, setMood] = useState<RecipeMood | null>(null)
  const [selected, setSelected] = useState<SeasonalRecipe | null>(null)
  const { data, isPending, isError, isPlaceholderData, refetch, isRefetching } = useSeasonalRecipes({
    season,
    mood,
  })
  const saveRecipe = useSaveRecipe()

  const chooseSeason = (next: RecipeSeason) => {
    setSeason(next)
    setMood(null)
    setSelected(null)
  }
  const save = (recipe: SeasonalRecipe) =>
    saveRecipe.mutate(recipe.id, {
      onSuccess: () => {
        notify({ title: 'Recipe Saved', description: 'Recipe has been saved to your collection' })
        void navigate(paths.recipeManager.getHref())
      },
    })

  return (
    <PageLayout>
      <div className="flex flex-col gap-6">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-3xl font-bold">Seasonal Recipe Collection</h1>
            <p className="text-stone-600">Cook with the season, and pick a mood for tonight.</p>
          </div>
          <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            Home
          </Link>
        </header>
        {isPending ? (
          <Spinner className="py-16" label="Loading seasonal recipes..." />
        ) : isError ? (
          <LoadError
            title="We could not load seasonal recipes"
            isRetrying={isRefetching}
            onRetry={() => void refetch()}
          />
        ) : (
          <>
            <SeasonCards selected={data.season} current={data.currentSeason} onSelect={chooseSeason} />
            {selected ? (
              <SeasonalRecipeDetail
                recipe={selected}
                onClose={() => setSelected(null)}
                onSave={() => save(selected)}
                isSaving={saveRecipe.isPending}
              />
            ) : null}
            <section aria-labelledby="seasonal-picker" className="flex flex-col gap-3">
              <h2 id="seasonal-picker" className="text-xl font-semibold">
                Pick a recipe
              </h2>
              <HiddenNote hidden={data.hidden} />
              <SeasonalRecipePicker
                moods={data.moods}
                mood={mood}
                onMoodChange={(next) => {
                  setMood(next)
                  setSelected(null)
                }}
                recipes={data.recipes}
                selectedId={selected?.id ?? null}
                onSelect={setSelected}
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
