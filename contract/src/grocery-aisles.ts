// Kept free of zod: the grocery page and the server's merger both read it.

/** The store aisles a grocery list is grouped by, in walking order. One list for server and web. */
export const GROCERY_AISLES = [
  { id: 'produce', label: 'Produce' },
  { id: 'meat-seafood', label: 'Meat & Seafood' },
  { id: 'dairy-eggs', label: 'Dairy & Eggs' },
  { id: 'bakery', label: 'Bakery' },
  { id: 'grains-pasta', label: 'Grains & Pasta' },
  { id: 'canned-jarred', label: 'Canned & Jarred' },
  { id: 'baking', label: 'Baking' },
  { id: 'spices', label: 'Spices & Seasonings' },
  { id: 'oils-condiments', label: 'Oils, Sauces & Condiments' },
  { id: 'frozen', label: 'Frozen' },
  { id: 'nuts-snacks', label: 'Nuts & Snacks' },
  { id: 'beverages', label: 'Beverages' },
  { id: 'other', label: 'Other' },
] as const
export type GroceryAisleId = (typeof GROCERY_AISLES)[number]['id']
export const GROCERY_AISLE_IDS = GROCERY_AISLES.map((aisle) => aisle.id) as [
  GroceryAisleId,
  ...GroceryAisleId[],
]

/**
 * Words that place an ingredient the price table (grocery-prices) does not know in an aisle, matched at the
 * start of a word ('egg' finds 'eggs'). The word nearest the end of the name wins (the head noun: 'chicken broth' is broth), then the longest
 * ('coconut milk' over 'milk', 'eggplant' over 'egg').
 */
const AISLE_KEYWORDS: Readonly<Record<GroceryAisleId, readonly string[]>> = {
  'canned-jarred': [
    'coconut milk',
    'tomato paste',
    'crushed tomatoes',
    'diced tomatoes',
    'tomato sauce',
    'canned',
    'broth',
    'stock',
    'beans',
    'chickpeas',
    'lentils',
    'olives',
    'capers',
    'salsa',
    'passata',
    'pickles',
  ],
  spices: [
    'garlic powder',
    'onion powder',
    'chili powder',
    'curry powder',
    'pepper flakes',
    'salt',
    'salt and pepper',
    'black pepper',
    'white pepper',
    'peppercorns',
    'cumin',
    'paprika',
    'turmeric',
    'cinnamon',
    'oregano',
    'dried thyme',
    'rosemary',
    'nutmeg',
    'cardamom',
    'garam masala',
    'bay leaf',
    'bay leaves',
    'chili flakes',
    'five spice',
    'seasoning',
    'vanilla',
    'ground ginger',
    'cayenne',
  ],
  'nuts-snacks': [
    'peanut butter',
    'peanuts',
    'almonds',
    'walnuts',
    'cashews',
    'pecans',
    'pistachios',
    'pine nuts',
    'sesame seeds',
    'raisins',
    'chips',
    'crackers',
  ],
  baking: [
    'flour',
    'sugar',
    'baking powder',
    'baking soda',
    'yeast',
    'cocoa',
    'chocolate',
    'cornstarch',
    'honey',
    'maple syrup',
    'molasses',
    'gelatin',
  ],
  'oils-condiments': [
    'oil',
    'vinegar',
    'soy sauce',
    'fish sauce',
    'oyster sauce',
    'hoisin',
    'sriracha',
    'ketchup',
    'mustard',
    'mayonnaise',
    'mayo',
    'miso',
    'gochujang',
    'tahini',
    'hot sauce',
    'worcestershire',
    'curry paste',
    'sauce',
  ],
  frozen: ['frozen', 'ice cream'],
  'dairy-eggs': [
    'milk',
    'butter',
    'cream',
    'cheese',
    'yogurt',
    'yoghurt',
    'egg',
    'parmesan',
    'mozzarella',
    'ricotta',
    'feta',
    'ghee',
    'buttermilk',
    'creme fraiche',
    'paneer',
  ],
  'meat-seafood': [
    'chicken',
    'beef',
    'pork',
    'lamb',
    'turkey',
    'bacon',
    'sausage',
    'ham',
    'prosciutto',
    'pancetta',
    'chorizo',
    'shrimp',
    'prawn',
    'salmon',
    'tuna',
    'cod',
    'fish',
    'scallop',
    'crab',
    'mussel',
    'clam',
    'squid',
    'anchov',
    'steak',
    'mince',
  ],
  'grains-pasta': [
    'rice',
    'pasta',
    'spaghetti',
    'penne',
    'linguine',
    'fettuccine',
    'macaroni',
    'noodle',
    'quinoa',
    'couscous',
    'oats',
    'barley',
    'bulgur',
    'polenta',
    'cornmeal',
    'breadcrumbs',
    'panko',
    'tortilla',
    'lasagna',
    'orzo',
    'ramen',
    'udon',
  ],
  bakery: [
    'bread',
    'baguette',
    'bun',
    'rolls',
    'pita',
    'naan',
    'croissant',
    'brioche',
    'ciabatta',
    'sourdough',
  ],
  beverages: ['wine', 'beer', 'juice', 'coffee', 'tea', 'sake', 'mirin', 'soda water'],
  produce: [
    'garlic',
    'onion',
    'shallot',
    'scallion',
    'leek',
    'tomato',
    'potato',
    'carrot',
    'celery',
    'pepper',
    'bell pepper',
    'chili',
    'chile',
    'jalapeno',
    'lettuce',
    'spinach',
    'kale',
    'cabbage',
    'broccoli',
    'cauliflower',
    'zucchini',
    'squash',
    'pumpkin',
    'eggplant',
    'aubergine',
    'cucumber',
    'mushroom',
    'corn',
    'peas',
    'green beans',
    'asparagus',
    'avocado',
    'lemon',
    'lime',
    'lemon juice',
    'lime juice',
    'orange',
    'apple',
    'banana',
    'berries',
    'strawberr',
    'blueberr',
    'mango',
    'pineapple',
    'ginger',
    'herbs',
    'parsley',
    'cilantro',
    'basil',
    'mint',
    'dill',
    'chives',
    'lemongrass',
    'sprouts',
    'radish',
    'beet',
    'arugula',
    'thyme',
    'greens',
  ],
  other: [],
}

/** Every aisle word with its aisle, for matching a name against the words (see grocery-prices). */
export const AISLE_KEYWORD_ENTRIES = Object.entries(AISLE_KEYWORDS).flatMap(([aisle, words]) =>
  words.map((word) => ({ aisle: aisle as GroceryAisleId, word })),
)

const isLetter = (char: string | undefined) => char !== undefined && char >= 'a' && char <= 'z'

/** Where the word holding a match of `word` at a word start ends, or -1 when there is none. */
const findWordEnd = (text: string, word: string): number => {
  let from = text.indexOf(word)
  while (from !== -1) {
    if (!isLetter(text[from - 1])) {
      let end = from + word.length
      while (isLetter(text[end])) end += 1
      return end
    }
    from = text.indexOf(word, from + 1)
  }
  return -1
}

/**
 * The entry whose word names a lower-case text: the word nearest the end wins (the head noun), then the longest.
 * Null when no word matches.
 */
export function findBestKeyword<T extends { word: string }>(
  text: string,
  entries: readonly T[],
): { match: T; end: number; length: number } | null {
  let best: { match: T; end: number; length: number } | null = null
  for (const entry of entries) {
    const end = findWordEnd(text, entry.word)
    if (end === -1) continue
    if (!best || end > best.end || (end === best.end && entry.word.length > best.length))
      best = { match: entry, end, length: entry.word.length }
  }
  return best
}

export const getGroceryAisleLabel = (id: string): string =>
  GROCERY_AISLES.find((aisle) => aisle.id === id)?.label ?? 'Other'
