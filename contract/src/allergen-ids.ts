// The canonical ids, in their own module so the vocabulary and the lexicon share one list without a cycle.
/** The EU's 14 regulated allergens, gluten split from wheat so coeliac disease and wheat allergy differ. */
export const ALLERGEN_IDS = [
  'milk',
  'eggs',
  'fish',
  'crustaceans',
  'molluscs',
  'tree-nuts',
  'peanuts',
  'wheat',
  'gluten',
  'soy',
  'sesame',
  'mustard',
  'celery',
  'lupin',
  'sulphites',
] as const
export type AllergenId = (typeof ALLERGEN_IDS)[number]

/** Things a member would rather avoid: filtered too, but a miss is not a safety incident. */
export const SENSITIVITY_IDS = [
  'lactose',
  'gluten',
  'fructose',
  'histamine',
  'caffeine',
  'msg',
  'artificial-sweeteners',
  'food-dyes',
  'preservatives',
  'spicy-foods',
  'citrus',
  'nightshades',
  'fodmaps',
  'high-sodium',
  'sulphites',
] as const
export type SensitivityId = (typeof SENSITIVITY_IDS)[number]

const ALLERGEN_ID_SET: ReadonlySet<string> = new Set(ALLERGEN_IDS)
const SENSITIVITY_ID_SET: ReadonlySet<string> = new Set(SENSITIVITY_IDS)
export const isAllergenId = (id: string): id is AllergenId => ALLERGEN_ID_SET.has(id)
export const isSensitivityId = (id: string): id is SensitivityId => SENSITIVITY_ID_SET.has(id)

/** An id in both lists (gluten, sulphites) names one substance: that allergen found is that sensitivity too. */
export function sharedSensitivityId(id: AllergenId): SensitivityId | undefined {
  return isSensitivityId(id) ? id : undefined
}
