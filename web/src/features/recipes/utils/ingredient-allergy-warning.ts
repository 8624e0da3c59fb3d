import type { TFunction } from 'i18next'
import { detectAllergens } from '@forkcast/contract/allergen-lexicon'
import type { GroupAllergies } from '@forkcast/contract/recipes.schemas'
import { catalogText, type CatalogText } from '@/lib/catalog-text'
import { recipesT } from './format-recipe'

/**
 * "Sofia is allergic to peanuts" for an ingredient that holds (or often holds) a member's allergen, by the
 * same lexicon the server derives recipe allergens with; null when it is safe for everyone.
 */
export function warnIngredient(
  ingredient: string,
  allergies: GroupAllergies | undefined,
  t: TFunction<'recipes'> = recipesT(),
  words: CatalogText = catalogText,
): string | null {
  if (!allergies || allergies.members.length === 0) return null
  const detected = detectAllergens(ingredient)
  const found = new Set([...detected.allergens, ...detected.mayContain])
  const lines = allergies.members.flatMap((member) => {
    const hits = member.allergens
      .filter((id) => found.has(id))
      .map((id) => words.allergenLabel(id).toLowerCase())
    return hits.length > 0
      ? [
          t('ingredientWarning.allergicTo', {
            name: member.name,
            allergens: hits.join(` ${t('ingredientWarning.and')} `),
          }),
        ]
      : []
  })
  return lines.length > 0 ? lines.join('; ') : null
}
