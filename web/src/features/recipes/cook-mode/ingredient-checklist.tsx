import { useTranslation } from 'react-i18next'
import { useSessionState } from './use-session-state'

const isIndexList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => Number.isInteger(item))

/** The recipe's ingredients to tick off while cooking; ticks last for the tab's session, per recipe. */
export const IngredientChecklist = ({
  recipeId,
  ingredients,
}: {
  recipeId: number
  ingredients: string[]
}) => {
  const { t } = useTranslation('recipes')
  const [checked, setChecked] = useSessionState<number[]>(
    `forkcast:cook-mode:${recipeId}:ingredients`,
    [],
    isIndexList,
  )
  if (ingredients.length === 0) return null
  const toggle = (index: number) =>
    setChecked(checked.includes(index) ? checked.filter((item) => item !== index) : [...checked, index])
  const readyCount = ingredients.filter((_, index) => checked.includes(index)).length
  return (
    <section
      aria-labelledby="cook-mode-ingredients"
      className="rounded-2xl bg-white p-4 ring-1 ring-stone-200"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="cook-mode-ingredients" className="text-xl font-semibold">
          {t('cookMode.ingredients')}
        </h2>
        <p className="text-stone-600">
          {t('cookMode.ready', { ready: readyCount, total: ingredients.length })}
        </p>
      </div>
      <ul className="mt-3 flex flex-col gap-1">
        {ingredients.map((ingredient, index) => (
          <li key={index}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-lg hover:bg-stone-50">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-brand-700"
                checked={checked.includes(index)}
                onChange={() => toggle(index)}
              />
              <span className={checked.includes(index) ? 'text-stone-500 line-through' : undefined}>
                {ingredient}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  )
}
