/** The cuisines a user may exclude on the Food Preferences page: every cuisine except breakfast and dessert. */
export const EXCLUDABLE_CUISINE_IDS = [
  'italian',
  'chinese',
  'mexican',
  'indian',
  'american',
  'japanese',
  'thai',
  'mediterranean',
  'korean',
  'french',
  'middle-eastern',
  'vietnamese',
  'seafood',
  'vegetarian',
  'vegan',
  'spanish',
  'greek',
] as const

/** Every cuisine a group can vote on, in display order. */
export const CUISINE_IDS = [...EXCLUDABLE_CUISINE_IDS, 'breakfast', 'dessert'] as const

export type CuisineId = (typeof CUISINE_IDS)[number]

export type ExcludableCuisineId = (typeof EXCLUDABLE_CUISINE_IDS)[number]

export interface CuisineInfo {
  id: CuisineId
  /** Display name, e.g. 'Middle Eastern'. */
  label: string
  /** One inviting sentence for a voting card (at most 90 characters). */
  description: string
  /** Three short tags shown on the card. */
  tags: [string, string, string]
  /** What excluding this cuisine means on the preferences page (at most 80 characters). */
  excludeDescription: string
}

export const CUISINES: readonly CuisineInfo[] = [
  {
    id: 'italian',
    label: 'Italian',
    description: 'Fresh pasta, slow sauces and wood-fired pizza.',
    tags: ['Pasta', 'Pizza', 'Comfort'],
    excludeDescription: 'Pasta, pizza, risotto and other Italian dishes',
  },
  {
    id: 'chinese',
    label: 'Chinese',
    description: 'Sizzling stir-fries, plump dumplings and slurpable noodles.',
    tags: ['Dumplings', 'Noodles', 'Stir-fry'],
    excludeDescription: 'Dumplings, stir-fries, noodles and other Chinese dishes',
  },
  {
    id: 'mexican',
    label: 'Mexican',
    description: 'Tacos, burritos and bright salsas with a squeeze of lime.',
    tags: ['Tacos', 'Spicy', 'Fresh'],
    excludeDescription: 'Tacos, burritos, enchiladas and other Mexican dishes',
  },
  {
    id: 'indian',
    label: 'Indian',
    description: 'Fragrant curries, warm naan and slow-simmered dal.',
    tags: ['Curry', 'Spiced', 'Naan'],
    excludeDescription: 'Curries, biryani, dal and other Indian dishes',
  },
  {
    id: 'american',
    label: 'American',
    description: 'Juicy burgers, crispy fries and smoky barbecue classics.',
    tags: ['Burgers', 'BBQ', 'Classic'],
    excludeDescription: 'Burgers, hot dogs, barbecue and other American classics',
  },
  {
    id: 'japanese',
    label: 'Japanese',
    description: 'Sushi, steaming bowls of ramen and crisp tempura.',
    tags: ['Sushi', 'Ramen', 'Light'],
    excludeDescription: 'Sushi, ramen, teriyaki and other Japanese dishes',
  },
  {
    id: 'thai',
    label: 'Thai',
    description: 'Sweet, sour and spicy: pad thai, green curry and fresh herbs.',
    tags: ['Noodles', 'Curry', 'Spicy'],
    excludeDescription: 'Pad thai, curries, satay and other Thai dishes',
  },
  {
    id: 'mediterranean',
    label: 'Mediterranean',
    description: 'Sun-soaked salads, grilled fish, olives and creamy hummus.',
    tags: ['Fresh', 'Grilled', 'Healthy'],
    excludeDescription: 'Greek salads, grilled fish, mezze and other Mediterranean food',
  },
  {
    id: 'korean',
    label: 'Korean',
    description: 'Sizzling barbecue, colorful bibimbap bowls and tangy kimchi.',
    tags: ['BBQ', 'Rice bowls', 'Spicy'],
    excludeDescription: 'Korean BBQ, bibimbap, kimchi and other Korean dishes',
  },
  {
    id: 'french',
    label: 'French',
    description: 'Buttery pastries, rich stews and cozy bistro classics.',
    tags: ['Bistro', 'Rich', 'Pastry'],
    excludeDescription: 'Quiche, stews, crêpes and other French dishes',
  },
  {
    id: 'middle-eastern',
    label: 'Middle Eastern',
    description: 'Warm flatbreads, crispy falafel and smoky grilled kebabs.',
    tags: ['Mezze', 'Grilled', 'Flatbread'],
    excludeDescription: 'Falafel, shawarma, kebabs and other Middle Eastern dishes',
  },
  {
    id: 'vietnamese',
    label: 'Vietnamese',
    description: 'Fragrant pho, crunchy banh mi and fresh herby rolls.',
    tags: ['Pho', 'Fresh', 'Herbs'],
    excludeDescription: 'Pho, banh mi, spring rolls and other Vietnamese dishes',
  },
  {
    id: 'seafood',
    label: 'Seafood',
    description: 'Grilled fish, juicy shrimp and golden fish and chips.',
    tags: ['Fish', 'Shellfish', 'Grilled'],
    excludeDescription: 'Fish, shrimp, shellfish and other seafood dishes',
  },
  {
    id: 'vegetarian',
    label: 'Vegetarian',
    description: 'Hearty meat-free dishes with cheese, eggs and plenty of greens.',
    tags: ['Meat-free', 'Veggie', 'Hearty'],
    excludeDescription: 'Veggie burgers, cheesy bakes and other meat-free picks',
  },
  {
    id: 'vegan',
    label: 'Vegan',
    description: 'Colorful plant-based bowls, curries and tacos, nothing from animals.',
    tags: ['Plant-based', 'Bowls', 'Fresh'],
    excludeDescription: 'Plant-based bowls, tofu dishes and other fully vegan picks',
  },
  {
    id: 'spanish',
    label: 'Spanish',
    description: 'Saffron paella, garlicky tapas and smoky paprika from sunny Spain.',
    tags: ['Tapas', 'Paella', 'Smoky'],
    excludeDescription: 'Paella, tapas, tortilla and other Spanish dishes',
  },
  {
    id: 'greek',
    label: 'Greek',
    description: 'Golden spanakopita, lemony souvlaki and feta with everything.',
    tags: ['Feta', 'Lemon', 'Grilled'],
    excludeDescription: 'Souvlaki, moussaka, spanakopita and other Greek dishes',
  },
  {
    id: 'breakfast',
    label: 'Breakfast',
    description: 'Fluffy pancakes, eggs any style and breakfast for dinner.',
    tags: ['Pancakes', 'Eggs', 'Brunch'],
    excludeDescription: 'Pancakes, eggs, waffles and other breakfast favorites',
  },
  {
    id: 'dessert',
    label: 'Dessert & Baking',
    description: 'Layer cakes, warm cookies and fruit tarts for a sweet finish.',
    tags: ['Cakes', 'Baking', 'Sweet'],
    excludeDescription: 'Cakes, cookies, pastries and other sweet treats',
  },
]

const normalize = (text: string): string => text.trim().toLowerCase()

/** The cuisine with this id (case-insensitive), or null. */
export function getCuisine(id: string): CuisineInfo | null {
  const wanted = normalize(id)
  return CUISINES.find((cuisine) => cuisine.id === wanted) ?? null
}

/** The cuisine whose id or label matches `text` case-insensitively ('Middle Eastern', 'middle-eastern'), or null. */
export function findCuisine(text: string): CuisineInfo | null {
  const wanted = normalize(text)
  if (wanted === '') return null
  return CUISINES.find((cuisine) => cuisine.id === wanted || normalize(cuisine.label) === wanted) ?? null
}

/** How many illustrations each cuisine has (`<id>-1.svg` … `<id>-3.svg`). */
export const CUISINE_IMAGE_COUNT = 3

/** Public path of one illustration; `variant` is 1-based and clamped to 1..CUISINE_IMAGE_COUNT. */
export function getCuisineImagePath(id: CuisineId, variant: number): string {
  const whole = Number.isFinite(variant) ? Math.trunc(variant) : 1
  const n = Math.min(Math.max(whole, 1), CUISINE_IMAGE_COUNT)
  return `/images/cuisines/${id}-${n}.svg`
}

/** FNV-1a 32-bit hash of a string's UTF-16 code units, as an unsigned integer. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** A whole-number form of a session seed; fractional seeds (e.g. `Math.random()`) are scaled to 32 bits. */
function toWholeSeed(seed: number): number {
  if (!Number.isFinite(seed)) return 0
  return Number.isInteger(seed) ? seed : Math.floor(seed * 0x100000000)
}

/**
 * The illustration for a cuisine card: a per-session random seed plus a hash of the cuisine id, modulo
 * CUISINE_IMAGE_COUNT. Deterministic for a given seed; null when `optionId` is not a cuisine id or label.
 */
export function pickCuisineImage(optionId: string, sessionSeed: number): string | null {
  const cuisine = findCuisine(optionId)
  if (!cuisine) return null
  const offset =
    ((toWholeSeed(sessionSeed) % CUISINE_IMAGE_COUNT) + CUISINE_IMAGE_COUNT) % CUISINE_IMAGE_COUNT
  const index = (hashString(cuisine.id) + offset) % CUISINE_IMAGE_COUNT
  return getCuisineImagePath(cuisine.id, index + 1)
}
