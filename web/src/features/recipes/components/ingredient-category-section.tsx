import { Check, TriangleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { ingredientName } from '../utils/ingredient-categories'

interface IngredientCategorySectionProps {
  label: string
  ingredients: readonly string[]
  isSelected: (ingredient: string) => boolean
  onToggle: (ingredient: string) => void
  /** A warning shown beside a ticked ingredient ("Sofia is allergic to peanuts"), or null. */
  warningFor?: (ingredient: string) => string | null
}

/** One category's ingredients as toggle buttons. */
export const IngredientCategorySection = ({
  label,
  ingredients,
  isSelected,
  onToggle,
  warningFor,
}: IngredientCategorySectionProps) => {
  const { t } = useTranslation('recipes')
  return (
    <section aria-label={label} className="flex flex-col gap-2">
      <h2 className="text-base font-semibold text-stone-900">{label}</h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {ingredients.map((ingredient) => {
          const selected = isSelected(ingredient)
          const warning = selected ? (warningFor?.(ingredient) ?? null) : null
          const warningId = `allergy-warning-${label}-${ingredient}`.replace(/[^a-zA-Z0-9-]/g, '-')
          return (
            <li key={ingredient}>
              <button
                type="button"
                aria-pressed={selected}
                aria-describedby={warning ? warningId : undefined}
                onClick={() => onToggle(ingredient)}
                className={cn(
                  'flex min-h-11 w-full items-center gap-2 rounded-xl border px-3 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  selected
                    ? 'border-brand-600 bg-brand-50 font-semibold text-brand-900'
                    : 'border-stone-200 bg-white text-stone-800 hover:bg-stone-50',
                )}
              >
                <span
                  className={cn(
                    'flex size-5 shrink-0 items-center justify-center rounded-md border',
                    selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300',
                  )}
                  aria-hidden
                >
                  {selected ? <Check className="size-3.5" /> : null}
                </span>
                {ingredientName(ingredient, t)}
              </button>
              {warning ? (
                <p id={warningId} role="alert" className="mt-1 flex items-start gap-1 text-xs text-red-800">
                  <TriangleAlert aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                  {warning}
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
