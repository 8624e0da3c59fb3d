import { useMemo, type ReactNode } from 'react'
import { ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { scaleIngredientLine, type UnitSystem } from '@forkcast/contract/recipe-scaling'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { DifficultyMeter } from '@/components/ui/difficulty-meter'
import { useCatalogText } from '@/lib/catalog-text'
import { useRecipeServings } from '../hooks/use-recipe-servings'
import { totalMinutesOf } from '@forkcast/contract/recipe-time'
import { formatMinutes, formatServings } from '../utils/format-recipe'
import { AllergenCheckNotice } from './allergen-check-notice'
import { AllergenFacts } from './allergen-facts'
import { AllergenWarnings } from './allergen-warnings'
import { RecipeRating } from './recipe-rating'
import { ServingsScaler, UnitSystemSwitch } from './servings-scaler'

interface RecipeDetailProps {
  recipe: Recipe
  /** False inside a dialog, whose own title already names the recipe. */
  showTitle?: boolean
  actions?: ReactNode
  /** The reader's US / Metric choice and how to change it; left out, amounts keep the recipe's own units. */
  unitSystem?: { value: UnitSystem; onChange: (system: UnitSystem) => void; isSaving?: boolean }
}

const SOURCE_KEYS = {
  imported: 'recipeDetail.source.imported',
  'user-saved': 'recipeDetail.source.saved',
  catalog: 'recipeDetail.source.catalog',
  generated: 'recipeDetail.source.generated',
} as const

const sourceKey = (sourceType: Recipe['sourceType']) =>
  sourceType in SOURCE_KEYS
    ? SOURCE_KEYS[sourceType as keyof typeof SOURCE_KEYS]
    : 'recipeDetail.source.custom'

/** Everything about one recipe: facts, warnings, ingredients with count and numbered steps with count. */
export const RecipeDetail = ({ recipe, showTitle = true, actions, unitSystem }: RecipeDetailProps) => {
  const { t } = useTranslation('recipes')
  const words = useCatalogText()
  const { servings, baseServings, factor, setServings } = useRecipeServings(recipe.servings)
  const system = unitSystem?.value ?? null
  const ingredients = useMemo(
    () => recipe.ingredients.map((line) => scaleIngredientLine(line, { factor, system })),
    [recipe.ingredients, factor, system],
  )
  return (
    <article className="flex flex-col gap-5">
      <header className="flex flex-col gap-2">
        {showTitle ? <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{recipe.title}</h1> : null}
        <div className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
          {/* The meter is the recipe's one difficulty badge: its word, skill points and its own time. */}
          <DifficultyMeter difficulty={recipe.difficulty} minutes={totalMinutesOf(recipe)} />
          <span>{words.cuisineLabel(recipe.cuisine)}</span>
          <span aria-hidden>·</span>
          <span>{t(sourceKey(recipe.sourceType))}</span>
        </div>
        {recipe.description ? <p className="text-stone-700">{recipe.description}</p> : null}
      </header>

      <AllergenWarnings
        warnings={recipe.warnings}
        mayContain={recipe.mayContain}
        isUnchecked={recipe.allergenCheck?.status === 'not-checked'}
      />
      <AllergenCheckNotice recipe={recipe} />
      <AllergenFacts recipe={recipe} />

      <dl className="grid grid-cols-3 gap-2 rounded-xl bg-stone-50 p-3 text-center text-sm">
        <div>
          <dt className="text-stone-500">{t('recipeDetail.prepTime')}</dt>
          <dd className="font-semibold text-stone-900">{formatMinutes(recipe.prepTimeMinutes, words)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">{t('recipeDetail.cookTime')}</dt>
          <dd className="font-semibold text-stone-900">{formatMinutes(recipe.cookTimeMinutes, words)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">{t('recipeDetail.servings')}</dt>
          <dd className="font-semibold text-stone-900">{formatServings(servings, recipe.yields)}</dd>
        </div>
      </dl>

      <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
        <span>{t('recipeDetail.communityRating')}</span>
        <RecipeRating averageRating={recipe.averageRating} totalRatings={recipe.totalRatings} showCount />
      </p>

      {actions ? <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">{actions}</div> : null}

      <section aria-labelledby={`ingredients-${recipe.id}`}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`ingredients-${recipe.id}`} className="text-lg font-semibold text-stone-900">
            {t('recipeDetail.ingredientsHeading', { number: recipe.ingredients.length })}
          </h2>
          <div className="flex flex-wrap items-center gap-4 print:hidden">
            {baseServings !== null && servings !== null ? (
              <ServingsScaler servings={servings} onChange={setServings} />
            ) : null}
            {unitSystem ? (
              <UnitSystemSwitch
                value={unitSystem.value}
                onChange={unitSystem.onChange}
                isSaving={unitSystem.isSaving}
              />
            ) : null}
          </div>
        </div>
        {baseServings !== null && servings !== baseServings ? (
          <p className="mt-1 text-sm text-stone-600">
            {t('recipeDetail.scaledAmounts', { count: servings ?? 0, base: baseServings })}
          </p>
        ) : null}
        <ul className="mt-2 flex flex-col gap-1.5 text-stone-800">
          {ingredients.map((ingredient, index) => (
            <li key={index} className="flex gap-2">
              <span className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" aria-hidden />
              <span>{ingredient}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`instructions-${recipe.id}`}>
        <h2 id={`instructions-${recipe.id}`} className="text-lg font-semibold text-stone-900">
          {t('recipeDetail.instructionsHeading', { count: recipe.instructions.length })}
        </h2>
        <ol className="mt-2 flex flex-col gap-3 text-stone-800">
          {recipe.instructions.map((step, index) => (
            <li key={index} className="flex gap-3">
              <span
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
                aria-hidden
              >
                {index + 1}
              </span>
              <span className="pt-0.5">
                <span className="sr-only">{t('recipeDetail.stepPrefix', { number: index + 1 })} </span>
                {step}
              </span>
            </li>
          ))}
        </ol>
      </section>

      {recipe.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('recipeDetail.tags')}>
          {recipe.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs text-stone-700">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      {recipe.notes ? (
        <section>
          <h2 className="text-lg font-semibold text-stone-900">{t('recipeDetail.notes')}</h2>
          <p className="mt-1 whitespace-pre-line text-stone-700">{recipe.notes}</p>
        </section>
      ) : null}
      {recipe.sourceUrl ? (
        <a
          href={recipe.sourceUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm text-brand-700 underline-offset-4 hover:underline"
        >
          {recipe.siteName
            ? t('recipeDetail.originalRecipeOn', { site: recipe.siteName })
            : t('recipeDetail.originalRecipe')}{' '}
          <ExternalLink className="size-3.5" aria-hidden />
        </a>
      ) : null}
    </article>
  )
}
