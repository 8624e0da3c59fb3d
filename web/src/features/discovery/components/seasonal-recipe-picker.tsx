import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { SeasonalRecipe } from '@forkcast/contract/discovery.schemas'
import type { RecipeMood } from '@forkcast/contract/recipes.constants'
import { paths } from '@/config/paths'
import { useCatalogText } from '@/lib/catalog-text'
import { cn } from '@/lib/cn'

interface SeasonalRecipePickerProps {
  moods: readonly RecipeMood[]
  mood: RecipeMood | null
  onMoodChange: (mood: RecipeMood | null) => void
  recipes: readonly SeasonalRecipe[]
  /** The list still shows the previous season or mood while the new one loads. */
  isUpdating: boolean
}

const chipClass = (isActive: boolean) =>
  cn(
    'rounded-full px-3 py-1.5 text-sm font-medium ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    isActive
      ? 'bg-brand-700 text-white ring-brand-700'
      : 'bg-white text-stone-700 ring-stone-200 hover:bg-stone-100',
  )

/** Mood filter (the moods this season's recipes have) and the recipes, each opening its own page. */
export const SeasonalRecipePicker = ({
  moods,
  mood,
  onMoodChange,
  recipes,
  isUpdating,
}: SeasonalRecipePickerProps) => {
  const { t } = useTranslation('discovery')
  const catalog = useCatalogText()
  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={t('seasonalPicker.moodLabel')} className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={mood === null}
          className={chipClass(mood === null)}
          onClick={() => onMoodChange(null)}
        >
          {t('seasonalPicker.anyMood')}
        </button>
        {moods.map((entry) => (
          <button
            key={entry}
            type="button"
            aria-pressed={mood === entry}
            className={chipClass(mood === entry)}
            onClick={() => onMoodChange(entry)}
          >
            {catalog.mood(entry)}
          </button>
        ))}
      </div>
      {recipes.length === 0 ? (
        <p className="rounded-xl bg-stone-100 p-3 text-sm text-stone-700">{t('seasonalPicker.empty')}</p>
      ) : (
        <ul
          aria-busy={isUpdating}
          className={cn('grid gap-3 sm:grid-cols-2 lg:grid-cols-3', isUpdating && 'opacity-60')}
        >
          {recipes.map((recipe) => (
            <li key={recipe.id} className="min-w-0">
              <Link
                to={paths.recipe.getHref(recipe.id)}
                className="flex h-full w-full flex-col gap-1 rounded-2xl border border-stone-200 bg-white p-3 text-left shadow-sm hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <span className="font-semibold text-stone-900">{recipe.title}</span>
                <span className="text-xs text-stone-600">
                  {[
                    catalog.difficulty(recipe.difficulty),
                    recipe.prepTime === null ? null : catalog.minutes(recipe.prepTime),
                    recipe.mood ? catalog.mood(recipe.mood) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <span className="line-clamp-2 text-sm text-stone-700">{recipe.description}</span>
                {recipe.tags.length > 0 ? (
                  <span className="mt-1 flex flex-wrap gap-1">
                    {recipe.tags.slice(0, 4).map((tag) => (
                      <span
                        key={tag}
                        className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700"
                      >
                        {tag}
                      </span>
                    ))}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
