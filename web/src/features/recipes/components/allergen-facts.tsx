import { useTranslation } from 'react-i18next'
import type { AllergenId } from '@forkcast/contract/allergens'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { useCatalogText, type CatalogText } from '@/lib/catalog-text'

interface AllergenFactsProps {
  recipe: Pick<Recipe, 'id' | 'allergens' | 'mayContain' | 'allergenReasons'>
  /** One line without reasons, for cards. */
  isCompact?: boolean
}

const nameOf = (words: CatalogText) => (id: AllergenId) => words.allergenLabel(id).toLowerCase()

/** May-contain allergens grouped by the lexicon note that explains them: "wheat, gluten (miso is …)". */
function groupByReason(recipe: AllergenFactsProps['recipe'], words: CatalogText): string[] {
  const groups = new Map<string, AllergenId[]>()
  for (const id of recipe.mayContain) {
    const note =
      recipe.allergenReasons.find((reason) => reason.allergen === id && reason.level === 'often')?.note ?? ''
    groups.set(note, [...(groups.get(note) ?? []), id])
  }
  return [...groups].map(([note, ids]) => {
    const names = ids.map(nameOf(words)).join(', ')
    // The lexicon's notes are the app's words (not the recipe's): said in the reader's language.
    return note === '' ? names : `${names} (${words.message(note)})`
  })
}

/** Every allergen of the recipe at both levels, for everyone: what it contains and what it may contain, and why. */
export const AllergenFacts = ({ recipe, isCompact = false }: AllergenFactsProps) => {
  const { t } = useTranslation('recipes')
  const words = useCatalogText()
  if (recipe.allergens.length === 0 && recipe.mayContain.length === 0) return null
  const contains = recipe.allergens.map(nameOf(words)).join(', ')
  if (isCompact) {
    const possible = recipe.mayContain.map(nameOf(words)).join(', ')
    return (
      <p className="text-xs text-stone-600" data-testid="recipe-card-allergens">
        {contains ? t('allergenFacts.contains', { allergens: contains }) : null}
        {contains && possible ? ' · ' : null}
        {possible ? t('allergenFacts.mayContain', { allergens: possible }) : null}
      </p>
    )
  }
  return (
    <section
      aria-labelledby={`allergens-${recipe.id}`}
      className="flex flex-col gap-1 rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm"
    >
      <h2 id={`allergens-${recipe.id}`} className="font-semibold text-stone-900">
        {t('allergenFacts.heading')}
      </h2>
      {contains ? (
        <p className="text-stone-800">{t('allergenFacts.contains', { allergens: contains })}</p>
      ) : null}
      {recipe.mayContain.length > 0 ? (
        <p className="text-stone-800">
          {t('allergenFacts.mayContain', { allergens: groupByReason(recipe, words).join('; ') })}
        </p>
      ) : null}
      <p className="text-xs text-stone-500">{t('allergenFacts.readFromIngredients')}</p>
    </section>
  )
}
