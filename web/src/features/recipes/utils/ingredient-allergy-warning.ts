import { ALLERGENS } from '@forkcast/contract/allergens'
import { detectAllergens } from '@forkcast/contract/allergen-lexicon'
import type { GroupAllergies } from '@forkcast/contract/recipes.schemas'

const LABELS = new Map(ALLERGENS.map((entry) => [entry.id, entry.label.toLowerCase()]))

/**
 * "Sofia is allergic to peanuts" for an ingredient that holds (or often holds) a member's allergen, by the
 * same lexicon the server derives recipe allergens with; null when it is safe for everyone.
 */
export function warnIngredient(ingredient: string, allergies: GroupAllergies | undefined): string | null {
  if (!allergies || allergies.members.length === 0) return null
  const detected = detectAllergens(ingredient)
  const found = new Set([...detected.allergens, ...detected.mayContain])
  const lines = allergies.members.flatMap((member) => {
    const hits = member.allergens.filter((id) => found.has(id)).map((id) => LABELS.get(id) ?? id)
    return hits.length > 0 ? [`${member.name} is allergic to ${hits.join(' and ')}`] : []
  })
  return lines.length > 0 ? lines.join('; ') : null
}
