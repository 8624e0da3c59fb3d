import { Star, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import {
  DIFFICULTY_DEMO_RECIPES,
  DIFFICULTY_LEVELS,
  type DifficultyDemoRecipe,
} from '@forkcast/contract/discovery.constants'
import { Card } from '@/components/ui/card'
import { DifficultyMeter } from '@/components/ui/difficulty-meter'
import { useCatalogText } from '@/lib/catalog-text'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'

interface DifficultyDemoRecipesProps {
  selectedId: string | null
  onSelect: (recipe: DifficultyDemoRecipe) => void
}

const levelOf = (recipe: DifficultyDemoRecipe) =>
  DIFFICULTY_LEVELS.find((level) => level.id === recipe.difficulty) ?? DIFFICULTY_LEVELS[0]

/** The three sample recipes; picking one shows its difficulty analysis. */
export const DifficultyDemoRecipes = ({ selectedId, onSelect }: DifficultyDemoRecipesProps) => {
  const { t } = useTranslation('discovery')
  const selected = DIFFICULTY_DEMO_RECIPES.find((recipe) => recipe.id === selectedId) ?? null
  return (
    <section aria-labelledby="demo-recipes" className="flex flex-col gap-3">
      <h2 id="demo-recipes" className="text-lg font-semibold">
        {t('demoRecipes.heading')}
      </h2>
      <ul className="grid gap-3 md:grid-cols-3">
        {DIFFICULTY_DEMO_RECIPES.map((recipe) => {
          const level = levelOf(recipe)
          return (
            <li key={recipe.id}>
              <button
                type="button"
                aria-pressed={recipe.id === selectedId}
                onClick={() => onSelect(recipe)}
                className={cn(
                  'flex h-full w-full flex-col gap-2 rounded-2xl border bg-white p-4 text-left shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  recipe.id === selectedId
                    ? 'border-brand-600 ring-2 ring-brand-200'
                    : 'border-stone-200 hover:bg-stone-50',
                )}
              >
                <span className="font-semibold">{recipe.title}</span>
                {level ? (
                  <DifficultyMeter
                    difficulty={level.difficulty}
                    minutes={recipe.prepTime + recipe.cookTime}
                    className="text-xs"
                  />
                ) : null}
                <span className="text-sm text-stone-700">{recipe.description}</span>
                <span className="flex flex-wrap gap-3 text-xs text-stone-600">
                  <span>{t('demoRecipes.prep', { minutes: recipe.prepTime })}</span>
                  <span>{t('demoRecipes.cook', { minutes: recipe.cookTime })}</span>
                  <span className="inline-flex items-center gap-1">
                    <Users className="size-3.5" aria-hidden />{' '}
                    {t('demoRecipes.serves', { servings: recipe.servings })}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />{' '}
                    {formatNumber(recipe.rating)}
                  </span>
                </span>
              </button>
            </li>
          )
        })}
      </ul>
      {selected ? <DifficultyAnalysis recipe={selected} /> : null}
    </section>
  )
}

const DifficultyAnalysis = ({ recipe }: { recipe: DifficultyDemoRecipe }) => {
  const { t } = useTranslation('discovery')
  const catalog = useCatalogText()
  const level = levelOf(recipe)
  return (
    <Card className="flex flex-col gap-3 p-4" role="region" aria-labelledby="difficulty-analysis">
      <h3 id="difficulty-analysis" className="font-semibold">
        {t('demoRecipes.analysisHeading', { title: recipe.title })}
      </h3>
      {level ? (
        <p className="text-sm text-stone-700">
          {t('demoRecipes.analysis', {
            difficulty: catalog.difficulty(level.difficulty),
            points: level.skillPoints,
            time: catalog.minutes(recipe.prepTime + recipe.cookTime),
          })}{' '}
          {catalog.difficultyLevel(level).description}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold">{t('demoRecipes.skillRequirements')}</h4>
          <ul className="mt-1 list-inside list-disc text-sm text-stone-700">
            {recipe.skillRequirements.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-sm font-semibold">{t('demoRecipes.learningPoints')}</h4>
          <ul className="mt-1 list-inside list-disc text-sm text-stone-700">
            {recipe.learningPoints.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </Card>
  )
}
