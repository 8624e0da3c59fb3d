import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { DIFFICULTY_LEVELS } from '@forkcast/contract/discovery.constants'
import type { Hidden } from '@forkcast/contract/recipes.schemas'
import type { CookingSkillLevel } from '@forkcast/contract/users.constants'
import { Button, buttonVariants } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useLevelRecipes } from '../api/get-level-recipes'
import { RecommendationCard } from './recommendation-card'

/** /recipes?level=…: recipes of one level, within the user's usual prep time first. */
export const LevelRecipes = ({
  level,
  groupId,
  hiddenNote,
}: {
  level: CookingSkillLevel
  groupId: number
  /** How the page says what the allergy filter left out of this level. */
  hiddenNote?: (hidden: Hidden) => ReactNode
}) => {
  const { data, isPending, isError, refetch, isRefetching } = useLevelRecipes(level, groupId)
  const info = DIFFICULTY_LEVELS.find((entry) => entry.id === level)
  return (
    <section aria-labelledby="level-recipes" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="level-recipes" className="text-xl font-semibold">
            {info?.label ?? level} recipes
          </h2>
          <p className="text-sm text-stone-600">
            {info?.difficulty ?? ''} recipes, those within your usual prep time first.
          </p>
        </div>
        <Link to={paths.recipes.getHref()} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          Show all recipes
        </Link>
      </div>
      {data ? hiddenNote?.(data.hidden) : null}
      {isPending ? (
        <Spinner className="py-8" label="Loading recipes..." />
      ) : isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-3 text-sm text-red-800"
        >
          We could not load these recipes.
          <Button size="sm" variant="secondary" disabled={isRefetching} onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : data.recipes.length === 0 ? (
        <p className="rounded-xl bg-stone-100 p-3 text-sm text-stone-700">
          No recipes at this level are safe for you yet.
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.recipes.map((recipe) => (
            <li key={recipe.id} className="min-w-0">
              <RecommendationCard recommendation={recipe} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
