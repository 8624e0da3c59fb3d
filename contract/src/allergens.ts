import {
  ALLERGEN_IDS,
  SENSITIVITY_IDS,
  sharedSensitivityId,
  type AllergenId,
  type SensitivityId,
} from './allergen-ids'

export { ALLERGEN_IDS, SENSITIVITY_IDS, type AllergenId, type SensitivityId }

export interface VocabularyEntry<Id extends string> {
  id: Id
  label: string
  description: string
  /** Lower-case spellings users and older screens use for this entry. */
  aliases: readonly string[]
}

export const ALLERGENS: readonly VocabularyEntry<AllergenId>[] = [
  {
    id: 'milk',
    label: 'Milk',
    description:
      "Cow's, goat's and sheep's milk and everything made from it: butter, cream, cheese, yogurt, whey.",
    aliases: [
      'milk',
      'dairy',
      'dairy products',
      'milk products',
      'cow milk',
      "cow's milk",
      'milk protein',
      'milk/dairy',
    ],
  },
  {
    id: 'eggs',
    label: 'Eggs',
    description: 'Eggs from hens and other birds, and foods made with them such as mayonnaise and meringue.',
    aliases: ['egg', 'eggs', 'hen eggs', 'egg white', 'egg whites', 'egg yolk', 'egg yolks'],
  },
  {
    id: 'fish',
    label: 'Fish',
    description: 'Finned fish such as salmon, tuna, cod and anchovy, including fish sauce.',
    aliases: ['fish', 'finfish', 'fin fish', 'finned fish', 'seafood'],
  },
  {
    id: 'crustaceans',
    label: 'Crustaceans (shrimp, crab, lobster)',
    description: 'Shrimp, prawns, crab, lobster, crayfish and langoustine.',
    aliases: ['crustacean', 'crustaceans', 'crustacean shellfish', 'shellfish', 'shell fish', 'seafood'],
  },
  {
    id: 'molluscs',
    label: 'Molluscs (mussels, clams, squid)',
    description: 'Mussels, clams, oysters, scallops, squid, octopus and snails.',
    aliases: [
      'mollusc',
      'molluscs',
      'mollusk',
      'mollusks',
      'molluscan shellfish',
      'shellfish',
      'shell fish',
      'seafood',
    ],
  },
  {
    id: 'tree-nuts',
    label: 'Tree nuts',
    description:
      'Almonds, cashews, walnuts, pecans, pistachios, hazelnuts, macadamias, Brazil nuts and pine nuts.',
    aliases: ['tree nut', 'tree nuts', 'treenuts', 'nut', 'nuts'],
  },
  {
    id: 'peanuts',
    label: 'Peanuts',
    description: 'Peanuts (groundnuts), peanut butter, peanut oil and peanut sauces.',
    aliases: ['peanut', 'peanuts', 'groundnut', 'groundnuts', 'nut', 'nuts'],
  },
  {
    id: 'wheat',
    label: 'Wheat',
    description:
      'Wheat in any form, including spelt, durum, semolina, couscous, bulgur and most bread and pasta.',
    aliases: ['wheat', 'wheat/gluten', 'gluten/wheat'],
  },
  {
    id: 'gluten',
    label: 'Gluten',
    description:
      'Cereals with gluten, for coeliac disease: wheat, barley, rye, and oats not certified gluten-free.',
    aliases: [
      'gluten',
      'wheat/gluten',
      'gluten/wheat',
      'coeliac',
      'celiac',
      'coeliac disease',
      'celiac disease',
      'cereals containing gluten',
    ],
  },
  {
    id: 'soy',
    label: 'Soy',
    description: 'Soybeans and soy foods: tofu, tempeh, edamame, miso, soy sauce and soy milk.',
    aliases: ['soy', 'soya', 'soybean', 'soybeans', 'soy bean', 'soy beans', 'soya beans'],
  },
  {
    id: 'sesame',
    label: 'Sesame',
    description: 'Sesame seeds and sesame oil, tahini, hummus and za’atar.',
    aliases: ['sesame', 'sesame seed', 'sesame seeds'],
  },
  {
    id: 'mustard',
    label: 'Mustard',
    description: 'Mustard seeds, powder, prepared mustard and mustard oil.',
    aliases: ['mustard', 'mustard seed', 'mustard seeds'],
  },
  {
    id: 'celery',
    label: 'Celery',
    description: 'Celery stalks, leaves and seeds, celeriac and celery salt.',
    aliases: ['celery', 'celeriac'],
  },
  {
    id: 'lupin',
    label: 'Lupin',
    description: 'Lupin beans (lupini) and lupin flour.',
    aliases: ['lupin', 'lupins', 'lupine', 'lupini'],
  },
  {
    id: 'sulphites',
    label: 'Sulphites',
    description: 'Sulphur dioxide and sulphites, found in wine, dried fruit and some vinegars.',
    aliases: ['sulphite', 'sulphites', 'sulfite', 'sulfites', 'sulphur dioxide', 'sulfur dioxide'],
  },
]

export const SENSITIVITIES: readonly VocabularyEntry<SensitivityId>[] = [
  {
    id: 'lactose',
    label: 'Lactose',
    description: 'Lactose intolerance: milk, cream, soft cheese and other dairy.',
    aliases: ['lactose', 'lactose intolerance', 'dairy', 'dairy products', 'milk'],
  },
  {
    id: 'gluten',
    label: 'Gluten',
    description: 'Gluten sensitivity: wheat, barley, rye and oats.',
    aliases: ['gluten', 'wheat/gluten', 'gluten/wheat', 'gluten sensitivity', 'gluten intolerance'],
  },
  {
    id: 'fructose',
    label: 'Fructose',
    description: 'Fructose malabsorption: honey, agave, apples, pears, mango.',
    aliases: ['fructose', 'fructose intolerance', 'fructose malabsorption'],
  },
  {
    id: 'histamine',
    label: 'Histamine',
    description: 'Histamine intolerance: aged cheese, wine, cured meat and fermented foods.',
    aliases: ['histamine', 'histamine intolerance'],
  },
  {
    id: 'caffeine',
    label: 'Caffeine',
    description: 'Coffee, tea, matcha, cocoa and chocolate.',
    aliases: ['caffeine'],
  },
  {
    id: 'msg',
    label: 'MSG',
    description: 'Monosodium glutamate and ingredients rich in added glutamate.',
    aliases: ['msg', 'monosodium glutamate', 'glutamate'],
  },
  {
    id: 'artificial-sweeteners',
    label: 'Artificial sweeteners',
    description: 'Aspartame, sucralose, saccharin and other sugar substitutes.',
    aliases: ['artificial sweeteners', 'artificial sweetener', 'sweeteners', 'sugar substitutes'],
  },
  {
    id: 'food-dyes',
    label: 'Food dyes',
    description: 'Artificial food colouring such as Red 40 and tartrazine.',
    aliases: [
      'food dyes',
      'food dye',
      'food coloring',
      'food colorings',
      'food colouring',
      'food colourings',
      'artificial colors',
      'artificial colours',
      'dyes',
    ],
  },
  {
    id: 'preservatives',
    label: 'Preservatives',
    description: 'Added preservatives such as nitrites, benzoates and sorbates.',
    aliases: ['preservatives', 'preservative'],
  },
  {
    id: 'spicy-foods',
    label: 'Spicy foods',
    description: 'Chili heat: fresh and dried chiles, hot sauces and spicy pastes.',
    aliases: ['spicy foods', 'spicy food', 'spicy', 'hot and spicy'],
  },
  {
    id: 'citrus',
    label: 'Citrus',
    description: 'Lemon, lime, orange, grapefruit and other citrus fruit.',
    aliases: ['citrus', 'citrus fruit', 'citrus fruits'],
  },
  {
    id: 'nightshades',
    label: 'Nightshades',
    description: 'Tomatoes, potatoes, eggplant, peppers, chiles and paprika.',
    aliases: ['nightshades', 'nightshade', 'nightshade vegetables'],
  },
  {
    id: 'fodmaps',
    label: 'FODMAPs',
    description: 'Fermentable carbohydrates: garlic, onion, wheat, beans, honey and some fruit.',
    aliases: ['fodmaps', 'fodmap', 'high fodmap', 'low fodmap', 'ibs'],
  },
  {
    id: 'high-sodium',
    label: 'High sodium',
    description: 'Salty ingredients such as soy sauce, fish sauce, cured meat, olives and capers.',
    aliases: ['high sodium', 'sodium', 'salt', 'high salt', 'salty foods', 'low sodium'],
  },
  {
    id: 'sulphites',
    label: 'Sulfites',
    description: 'Sulfite sensitivity: wine, dried fruit and vinegar.',
    aliases: ['sulfites', 'sulfite', 'sulphites', 'sulphite'],
  },
]

/** A picker choice: `values` are the canonical ids selecting it stores, `value` the first of them. */
export interface VocabularyOption<Id extends string = string> {
  value: Id
  label: string
  values: readonly Id[]
}

function toOption<Id extends string>(label: string, ...values: [Id, ...Id[]]): VocabularyOption<Id> {
  return { value: values[0], label, values }
}

/** Onboarding wizard 1, allergy step. */
export const ONBOARDING_V1_OPTIONS: readonly VocabularyOption<AllergenId>[] = [
  toOption('Dairy', 'milk'),
  toOption('Gluten', 'gluten'),
  toOption('Nuts (tree nuts & peanuts)', 'tree-nuts', 'peanuts'),
  toOption('Eggs', 'eggs'),
  toOption('Soy', 'soy'),
  toOption('Shellfish', 'crustaceans', 'molluscs'),
  toOption('Fish', 'fish'),
]

/** Onboarding wizard 1, sensitivity step ('Avoid X'); options with no sensitivity id store allergen ids. */
export const ONBOARDING_V1_SENSITIVITY_OPTIONS: readonly VocabularyOption<SensitivityId | AllergenId>[] = [
  toOption('Avoid dairy', 'lactose'),
  toOption('Avoid gluten', 'gluten'),
  toOption('Avoid nuts', 'tree-nuts', 'peanuts'),
  toOption('Avoid eggs', 'eggs'),
  toOption('Avoid soy', 'soy'),
  toOption('Avoid shellfish', 'crustaceans', 'molluscs'),
  toOption('Avoid fish', 'fish'),
]

export const ONBOARDING_V2_ALLERGY_OPTIONS: readonly VocabularyOption<AllergenId>[] = [
  toOption('Peanuts', 'peanuts'),
  toOption('Tree Nuts', 'tree-nuts'),
  toOption('Milk', 'milk'),
  toOption('Eggs', 'eggs'),
  toOption('Fish', 'fish'),
  toOption('Shellfish', 'crustaceans', 'molluscs'),
  toOption('Soy', 'soy'),
  toOption('Wheat/Gluten', 'wheat', 'gluten'),
  toOption('Sesame', 'sesame'),
]

export const ONBOARDING_V2_SENSITIVITY_OPTIONS: readonly VocabularyOption<SensitivityId>[] = [
  toOption('Lactose', 'lactose'),
  toOption('Gluten', 'gluten'),
  toOption('Caffeine', 'caffeine'),
  toOption('Spicy Foods', 'spicy-foods'),
  toOption('High Sodium', 'high-sodium'),
  toOption('Artificial Sweeteners', 'artificial-sweeteners'),
  toOption('MSG', 'msg'),
  toOption('Sulfites', 'sulphites'),
  toOption('Food Dyes', 'food-dyes'),
]

/** The allergies page. Its 'Shellfish' sits beside 'Molluscs', so it means crustaceans and is labelled so. */
export const COMMON_ALLERGEN_OPTIONS: readonly VocabularyOption<AllergenId>[] = [
  toOption('Milk', 'milk'),
  toOption('Eggs', 'eggs'),
  toOption('Fish', 'fish'),
  toOption('Crustaceans (shrimp, crab, lobster)', 'crustaceans'),
  toOption('Tree nuts', 'tree-nuts'),
  toOption('Peanuts', 'peanuts'),
  toOption('Wheat', 'wheat', 'gluten'),
  toOption('Soybeans', 'soy'),
  toOption('Sesame', 'sesame'),
  toOption('Mustard', 'mustard'),
  toOption('Celery', 'celery'),
  toOption('Lupin', 'lupin'),
  toOption('Molluscs (mussels, clams, squid)', 'molluscs'),
  toOption('Sulphites', 'sulphites'),
]

export const COMMON_SENSITIVITY_OPTIONS: readonly VocabularyOption<SensitivityId>[] = [
  toOption('Gluten', 'gluten'),
  toOption('Lactose', 'lactose'),
  toOption('Fructose', 'fructose'),
  toOption('Histamine', 'histamine'),
  toOption('Caffeine', 'caffeine'),
  toOption('MSG', 'msg'),
  toOption('Artificial sweeteners', 'artificial-sweeteners'),
  toOption('Food coloring', 'food-dyes'),
  toOption('Preservatives', 'preservatives'),
  toOption('Spicy foods', 'spicy-foods'),
  toOption('Citrus', 'citrus'),
  toOption('Nightshades', 'nightshades'),
  toOption('FODMAPs', 'fodmaps'),
]

export interface SensitivityTriggers {
  sensitivities: SensitivityId[]
  /** Allergens to avoid as a preference, e.g. wizard 1's 'Avoid nuts': filtered, but not safety-critical. */
  allergens: AllergenId[]
}

// In a sensitivity list these allergens mean their intolerance ('dairy' is lactose); shared ids mean themselves.
const SENSITIVITY_OF_ALLERGEN: Partial<Record<AllergenId, SensitivityId>> = { milk: 'lactose' }

function toKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[-_]+/g, ' ')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .trim()
}

// Tried in order, so an exact spelling always wins over a loosened one.
function listKeyVariants(text: string): string[] {
  const key = toKey(text)
  const bare = key
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const core = bare
    .replace(/^(?:avoid|no|allergic to|allergy to|intolerant to)\s+/, '')
    .replace(/\s+(?:free|allergy|allergies|intolerance|intolerant|sensitivity|sensitivities)$/, '')
  const other = core.endsWith('s') ? core.slice(0, -1) : `${core}s`
  return [key, bare, core, other]
}

function buildIndex<Id extends string>(entries: readonly VocabularyEntry<Id>[]): Map<string, Id[]> {
  const index = new Map<string, Id[]>()
  for (const entry of entries) {
    for (const name of [entry.id, entry.label, ...entry.aliases]) {
      const key = toKey(name)
      const ids = index.get(key) ?? []
      if (!ids.includes(entry.id)) ids.push(entry.id)
      index.set(key, ids)
    }
  }
  return index
}

const ALLERGEN_INDEX = buildIndex(ALLERGENS)
const SENSITIVITY_INDEX = buildIndex(SENSITIVITIES)
const ALLERGEN_BY_ID = new Map(ALLERGENS.map((entry) => [entry.id, entry]))
const SENSITIVITY_BY_ID = new Map(SENSITIVITIES.map((entry) => [entry.id, entry]))

function lookUp<Id extends string>(index: Map<string, Id[]>, text: string): Id[] {
  for (const key of listKeyVariants(text)) {
    const ids = index.get(key)
    if (ids) return ids
  }
  return []
}

/** The ids found, in the vocabulary's order. */
export function sortByOrder<Id extends string>(ids: Iterable<Id>, order: readonly Id[]): Id[] {
  const wanted = new Set(ids)
  return order.filter((id) => wanted.has(id))
}

/** Allergens that stand for a sensitivity (milk for lactose) as that sensitivity; the rest as allergens. */
export function splitAllergenTriggers(allergens: readonly AllergenId[]): SensitivityTriggers {
  const sensitivities = new Set<SensitivityId>()
  const rest: AllergenId[] = []
  for (const allergen of allergens) {
    const sensitivity = SENSITIVITY_OF_ALLERGEN[allergen] ?? sharedSensitivityId(allergen)
    if (sensitivity) sensitivities.add(sensitivity)
    else rest.push(allergen)
  }
  return { sensitivities: sortByOrder(sensitivities, SENSITIVITY_IDS), allergens: rest }
}

/** The canonical allergens a name stands for ('nuts' is two); wheat brings gluten; unknown text gives []. */
export function resolveAllergen(text: string): AllergenId[] {
  const ids = new Set(lookUp(ALLERGEN_INDEX, text))
  if (ids.has('wheat')) ids.add('gluten')
  return sortByOrder(ids, ALLERGEN_IDS)
}

/** A sensitivity name, or an allergen name used as one (wizard 1's 'nuts'), as canonical triggers. */
export function resolveSensitivity(text: string): SensitivityTriggers {
  const sensitivities = lookUp(SENSITIVITY_INDEX, text)
  if (sensitivities.length > 0)
    return { sensitivities: sortByOrder(sensitivities, SENSITIVITY_IDS), allergens: [] }
  return splitAllergenTriggers(resolveAllergen(text))
}

function normalizeList(
  entries: readonly string[],
  resolve: (text: string) => readonly string[],
  order: readonly string[],
): string[] {
  const canonical = new Set<string>()
  const freeText: string[] = []
  const seenFreeText = new Set<string>()
  for (const entry of entries) {
    const text = entry.trim().replace(/\s+/g, ' ')
    if (text === '') continue
    const ids = resolve(text)
    if (ids.length > 0) {
      for (const id of ids) canonical.add(id)
      continue
    }
    const folded = text.toLowerCase()
    if (seenFreeText.has(folded)) continue
    seenFreeText.add(folded)
    freeText.push(text)
  }
  return [...order.filter((id) => canonical.has(id)), ...freeText]
}

/** The stored form of an allergy list: canonical ids in ALLERGEN_IDS order, then other text as typed. */
export function normalizeAllergyList(entries: readonly string[]): string[] {
  return normalizeList(entries, resolveAllergen, ALLERGEN_IDS)
}

const SENSITIVITY_LIST_ORDER: readonly string[] = [...new Set<string>([...SENSITIVITY_IDS, ...ALLERGEN_IDS])]

/** The stored form of a sensitivity list: sensitivity ids, then allergen ids ('nuts'), then other text. */
export function normalizeSensitivityList(entries: readonly string[]): string[] {
  return normalizeList(
    entries,
    (text) => {
      const { sensitivities, allergens } = resolveSensitivity(text)
      return [...sensitivities, ...allergens]
    },
    SENSITIVITY_LIST_ORDER,
  )
}

function showText(entry: string): string {
  return entry.trim().replace(/\s+/g, ' ')
}

/** How a stored allergy entry reads on screen: its canonical label, or the free text itself. */
export function labelForAllergy(entry: string): string {
  const ids = lookUp(ALLERGEN_INDEX, entry)
  const only = ids.length === 1 ? ids[0] : undefined
  return (only && ALLERGEN_BY_ID.get(only)?.label) ?? showText(entry)
}

/** How a stored sensitivity entry reads on screen: a sensitivity or allergen label, or the free text. */
export function labelForSensitivity(entry: string): string {
  const sensitivities = lookUp(SENSITIVITY_INDEX, entry)
  if (sensitivities.length > 0) {
    const only = sensitivities.length === 1 ? sensitivities[0] : undefined
    return (only && SENSITIVITY_BY_ID.get(only)?.label) ?? showText(entry)
  }
  return labelForAllergy(entry)
}
