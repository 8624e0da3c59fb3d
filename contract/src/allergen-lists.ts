// Reading stored allergy lists needs the allergen lexicon for free text; it lives apart from the vocabulary so
// screens that only show labels do not load the lexicon.
import { detectAllergens } from './allergen-lexicon'
import {
  ALLERGEN_IDS,
  resolveAllergen,
  resolveSensitivity,
  SENSITIVITY_IDS,
  sortByOrder,
  splitAllergenTriggers,
  type AllergenId,
  type SensitivityId,
  type SensitivityTriggers,
} from './allergens'

/** Every allergen a stored allergy list stands for; free text like 'almonds' is read with the lexicon. */
export function allergensOfList(entries: readonly string[]): AllergenId[] {
  const found = new Set<AllergenId>()
  for (const entry of entries) {
    const ids = resolveAllergen(entry)
    for (const id of ids.length > 0 ? ids : detectAllergens(entry).allergens) found.add(id)
  }
  return sortByOrder(found, ALLERGEN_IDS)
}

/** What a sensitivity list avoids; free text adds lexicon allergens only, as 'onion' is not every FODMAP. */
export function sensitivityTriggersOfList(entries: readonly string[]): SensitivityTriggers {
  const sensitivities = new Set<SensitivityId>()
  const allergens = new Set<AllergenId>()
  for (const entry of entries) {
    let triggers = resolveSensitivity(entry)
    if (triggers.sensitivities.length === 0 && triggers.allergens.length === 0) {
      triggers = splitAllergenTriggers(detectAllergens(entry).allergens)
    }
    for (const id of triggers.sensitivities) sensitivities.add(id)
    for (const id of triggers.allergens) allergens.add(id)
  }
  return {
    sensitivities: sortByOrder(sensitivities, SENSITIVITY_IDS),
    allergens: sortByOrder(allergens, ALLERGEN_IDS),
  }
}
