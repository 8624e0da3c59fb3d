import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DIFFICULTY_LEVELS } from '@forkcast/contract/discovery.constants'
import type { Hidden } from '@forkcast/contract/recipes.schemas'
import type { CookingSkillLevel } from '@forkcast/contract/users.constants'
import { Button, buttonVariants } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useCatalogText } from '@/lib/catalog-text'
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
  const { t } = useTranslation('discovery')
  const catalog = useCatalogText()
  const { data, isPending, isError, refetch, isRefetching } = useLevelRecipes(level, groupId)
  const info = DIFFICULTY_LEVELS.find((entry) => entry.id === level)
  return (
    <section aria-labelledby="level-recipes" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="level-recipes" className="text-xl font-semibold">
            {t('levelRecipes.heading', { level: info ? catalog.skillLevel(info.id) : level })}
          </h2>
          <p className="text-sm text-stone-600">
            {t('levelRecipes.intro', { difficulty: info ? catalog.difficulty(info.difficulty) : '' })}
          </p>
        </div>
        <Link to={paths.recipes.getHref()} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          {t('levelRecipes.showAll')}
        </Link>
      </div>
      {data ? hiddenNote?.(data.hidden) : null}
      {isPending ? (
        <Spinner className="py-8" label={t('levelRecipes.loading')} />
      ) : isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-3 text-sm text-red-800"
        >
          {t('levelRecipes.loadError')}
          <Button size="sm" variant="secondary" disabled={isRefetching} onClick={() => void refetch()}>
            {t('levelRecipes.tryAgain')}
          </Button>
        </div>
      ) : data.recipes.length === 0 ? (
        <p className="rounded-xl bg-stone-100 p-3 text-sm text-stone-700">{t('levelRecipes.empty')}</p>
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
