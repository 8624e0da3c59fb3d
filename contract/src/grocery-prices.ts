// Kept free of zod: the server prices lines with it when it builds a list.
import { AISLE_KEYWORD_ENTRIES, findBestKeyword, type GroceryAisleId } from './grocery-aisles'

/** How a price is quoted: by weight, by volume, or by the piece. */
type PriceUnit = 'lb' | 'oz' | 'kg' | 'gallon' | 'l' | 'fl oz' | 'each' | 'dozen' | CountUnit
type CountUnit =
  | 'bunch'
  | 'head'
  | 'can'
  | 'jar'
  | 'package'
  | 'bag'
  | 'box'
  | 'carton'
  | 'bottle'
  | 'stick'
  | 'slice'
  | 'clove'
  | 'sprig'
  | 'ear'
  | 'stalk'
  | 'piece'
  | 'fillet'
  | 'loaf'

interface PriceEntry {
  /** Words that name the ingredient, matched like the aisle words (the head noun wins). */
  words: readonly string[]
  aisle: GroceryAisleId
  /** Typical U.S. retail price in dollars for one `per`. */
  dollars: number
  per: PriceUnit
  /** Grams in one US cup, to price spoon and cup lines; water-like when left out. */
  gPerCup?: number
  /** Grams of one, to price counted lines ('2 onions'). */
  gEach?: number
  /** Grams of one of these units when it differs from the usual ('1 head garlic'). */
  units?: Partial<Record<CountUnit, number>>
  /** 'BLS': the BLS average price series (below); 'shelf': a typical store-brand shelf price. */
  source: 'BLS' | 'shelf'
}

const GRAMS_PER_LB = 453.6
const ML_PER_CUP = 236.6
const WATER_G_PER_CUP = 237
const SPICE = { gPerCup: 100 } as const
const DRIED_HERB = { gPerCup: 40 } as const
const FRESH_HERB = { gPerCup: 20, units: { bunch: 50, sprig: 1 } } as const

// Grams of a unit when the table says nothing more precise: a 15 oz can, a 1 lb package, a stick of butter.
const UNIT_GRAMS: Record<CountUnit, number> = {
  bunch: 100,
  head: 500,
  can: 425,
  jar: 450,
  package: 450,
  bag: 450,
  box: 450,
  carton: 950,
  bottle: 500,
  stick: 113,
  slice: 28,
  clove: 5,
  sprig: 1,
  ear: 150,
  stalk: 40,
  piece: 100,
  fillet: 170,
  loaf: 570,
}
const COUNT_UNIT_ALIASES: Record<string, CountUnit> = {
  tin: 'can',
  pack: 'package',
  container: 'package',
  rib: 'stalk',
  strip: 'slice',
  leaf: 'sprig',
  leaves: 'sprig',
  inch: 'piece',
}
const CANNED_UNITS = new Set(['can', 'tin', 'jar'])
const isCountUnit = (unit: string): unit is CountUnit => Object.hasOwn(UNIT_GRAMS, unit)

/**
 * Typical U.S. retail prices (dollars), rounded. Entries marked 'BLS' follow the U.S. Bureau of Labor Statistics
 * "Average Price Data" (CPI-U, U.S. city average, series APU0000…), 2024 annual averages, rounded from the
 * published series as we know it (no network here to re-check; verify at bls.gov/cpi/data.htm before relying on
 * a figure). Entries marked 'shelf' are foods BLS does not track (spices, sauces, herbs): typical 2024
 * store-brand shelf prices in U.S. supermarkets, rounded. They are national averages, not any store's prices.
 */
export const GROCERY_PRICE_TABLE: readonly PriceEntry[] = [
  // Grains, pasta and bread (BLS: flour, rice, spaghetti and macaroni, white bread per lb).
  { words: ['flour'], aisle: 'baking', dollars: 0.55, per: 'lb', gPerCup: 125, source: 'BLS' },
  { words: ['rice'], aisle: 'grains-pasta', dollars: 1.0, per: 'lb', gPerCup: 185, source: 'BLS' },
  {
    words: [
      'pasta',
      'spaghetti',
      'penne',
      'macaroni',
      'linguine',
      'fettuccine',
      'lasagna',
      'orzo',
      'rigatoni',
    ],
    aisle: 'grains-pasta',
    dollars: 1.35,
    per: 'lb',
    gPerCup: 100,
    source: 'BLS',
  },
  {
    words: ['noodle', 'ramen', 'udon'],
    aisle: 'grains-pasta',
    dollars: 3.0,
    per: 'lb',
    gPerCup: 100,
    source: 'shelf',
  },
  { words: ['quinoa'], aisle: 'grains-pasta', dollars: 5.0, per: 'lb', gPerCup: 170, source: 'shelf' },
  {
    words: ['oats', 'rolled oats'],
    aisle: 'grains-pasta',
    dollars: 2.0,
    per: 'lb',
    gPerCup: 90,
    source: 'shelf',
  },
  {
    words: ['couscous', 'bulgur'],
    aisle: 'grains-pasta',
    dollars: 4.0,
    per: 'lb',
    gPerCup: 175,
    source: 'shelf',
  },
  {
    words: ['cornmeal', 'polenta'],
    aisle: 'grains-pasta',
    dollars: 1.5,
    per: 'lb',
    gPerCup: 150,
    source: 'shelf',
  },
  {
    words: ['breadcrumbs', 'panko'],
    aisle: 'grains-pasta',
    dollars: 6.0,
    per: 'lb',
    gPerCup: 60,
    source: 'shelf',
  },
  { words: ['tortilla'], aisle: 'grains-pasta', dollars: 0.3, per: 'each', gEach: 45, source: 'shelf' },
  {
    words: ['bread', 'sourdough'],
    aisle: 'bakery',
    dollars: 2.0,
    per: 'lb',
    gPerCup: 45,
    gEach: 570,
    units: { slice: 28 },
    source: 'BLS',
  },
  {
    words: ['baguette', 'ciabatta'],
    aisle: 'bakery',
    dollars: 2.5,
    per: 'each',
    gEach: 250,
    source: 'shelf',
  },
  { words: ['bun', 'rolls'], aisle: 'bakery', dollars: 0.4, per: 'each', gEach: 60, source: 'shelf' },
  { words: ['pita', 'naan'], aisle: 'bakery', dollars: 0.75, per: 'each', gEach: 70, source: 'shelf' },
  // Meat and fish (BLS: ground beef, sirloin steak, chuck roast, bacon, pork chops, whole chicken, breasts, legs).
  {
    words: ['ground beef', 'beef mince', 'mince'],
    aisle: 'meat-seafood',
    dollars: 5.5,
    per: 'lb',
    source: 'BLS',
  },
  { words: ['steak', 'sirloin'], aisle: 'meat-seafood', dollars: 11.5, per: 'lb', gEach: 300, source: 'BLS' },
  { words: ['beef', 'chuck', 'brisket'], aisle: 'meat-seafood', dollars: 7.5, per: 'lb', source: 'BLS' },
  { words: ['bacon'], aisle: 'meat-seafood', dollars: 7.0, per: 'lb', units: { slice: 28 }, source: 'BLS' },
  { words: ['pork', 'pork chop'], aisle: 'meat-seafood', dollars: 4.7, per: 'lb', gEach: 200, source: 'BLS' },
  { words: ['ham'], aisle: 'meat-seafood', dollars: 5.0, per: 'lb', units: { slice: 28 }, source: 'BLS' },
  {
    words: ['sausage', 'chorizo'],
    aisle: 'meat-seafood',
    dollars: 5.0,
    per: 'lb',
    gEach: 85,
    source: 'shelf',
  },
  {
    words: ['prosciutto', 'pancetta'],
    aisle: 'meat-seafood',
    dollars: 18.0,
    per: 'lb',
    units: { slice: 15 },
    source: 'shelf',
  },
  { words: ['chicken'], aisle: 'meat-seafood', dollars: 2.0, per: 'lb', gEach: 1800, source: 'BLS' },
  { words: ['chicken breast'], aisle: 'meat-seafood', dollars: 4.1, per: 'lb', gEach: 280, source: 'BLS' },
  {
    words: ['chicken thigh'],
    aisle: 'meat-seafood',
    dollars: 3.0,
    per: 'lb',
    gEach: 120,
    source: 'shelf',
  },
  {
    words: ['chicken leg', 'drumstick', 'chicken drumstick'],
    aisle: 'meat-seafood',
    dollars: 1.85,
    per: 'lb',
    gEach: 150,
    source: 'BLS',
  },
  { words: ['chicken wing'], aisle: 'meat-seafood', dollars: 3.5, per: 'lb', gEach: 90, source: 'shelf' },
  {
    words: ['ground chicken', 'ground turkey', 'turkey'],
    aisle: 'meat-seafood',
    dollars: 5.0,
    per: 'lb',
    source: 'shelf',
  },
  { words: ['lamb'], aisle: 'meat-seafood', dollars: 10.0, per: 'lb', source: 'shelf' },
  { words: ['salmon'], aisle: 'meat-seafood', dollars: 10.0, per: 'lb', gEach: 170, source: 'shelf' },
  {
    words: ['cod', 'tilapia', 'white fish', 'fish'],
    aisle: 'meat-seafood',
    dollars: 8.0,
    per: 'lb',
    gEach: 170,
    source: 'shelf',
  },
  {
    words: ['shrimp', 'prawn'],
    aisle: 'meat-seafood',
    dollars: 9.0,
    per: 'lb',
    gPerCup: 150,
    gEach: 15,
    source: 'shelf',
  },
  { words: ['tuna'], aisle: 'canned-jarred', dollars: 1.3, per: 'can', units: { can: 142 }, source: 'shelf' },
  {
    words: ['anchov'],
    aisle: 'canned-jarred',
    dollars: 3.0,
    per: 'can',
    gEach: 4,
    units: { can: 56 },
    source: 'shelf',
  },
  {
    words: ['tofu'],
    aisle: 'other',
    dollars: 2.5,
    per: 'package',
    gPerCup: 250,
    units: { package: 400 },
    source: 'shelf',
  },
  // Dairy and eggs (BLS: eggs per dozen, whole milk per gallon, butter, cheddar per lb).
  { words: ['egg'], aisle: 'dairy-eggs', dollars: 3.2, per: 'dozen', gEach: 50, source: 'BLS' },
  { words: ['milk'], aisle: 'dairy-eggs', dollars: 4.05, per: 'gallon', gPerCup: 245, source: 'BLS' },
  { words: ['buttermilk'], aisle: 'dairy-eggs', dollars: 2.5, per: 'l', gPerCup: 245, source: 'shelf' },
  { words: ['butter'], aisle: 'dairy-eggs', dollars: 4.7, per: 'lb', gPerCup: 227, source: 'BLS' },
  {
    words: ['cheese', 'cheddar'],
    aisle: 'dairy-eggs',
    dollars: 5.8,
    per: 'lb',
    gPerCup: 113,
    units: { slice: 20 },
    source: 'BLS',
  },
  {
    words: ['parmesan', 'parmigiano', 'pecorino'],
    aisle: 'dairy-eggs',
    dollars: 12.0,
    per: 'lb',
    gPerCup: 100,
    source: 'shelf',
  },
  { words: ['mozzarella'], aisle: 'dairy-eggs', dollars: 5.0, per: 'lb', gPerCup: 113, source: 'shelf' },
  {
    words: ['feta', 'goat cheese'],
    aisle: 'dairy-eggs',
    dollars: 8.0,
    per: 'lb',
    gPerCup: 150,
    source: 'shelf',
  },
  {
    words: ['ricotta', 'cottage cheese'],
    aisle: 'dairy-eggs',
    dollars: 4.0,
    per: 'lb',
    gPerCup: 245,
    source: 'shelf',
  },
  { words: ['cream cheese'], aisle: 'dairy-eggs', dollars: 5.5, per: 'lb', gPerCup: 232, source: 'shelf' },
  {
    words: ['cream', 'heavy cream', 'whipping cream'],
    aisle: 'dairy-eggs',
    dollars: 9.5,
    per: 'l',
    gPerCup: 238,
    source: 'shelf',
  },
  {
    words: ['sour cream', 'creme fraiche'],
    aisle: 'dairy-eggs',
    dollars: 2.5,
    per: 'lb',
    gPerCup: 230,
    source: 'shelf',
  },
  {
    words: ['yogurt', 'yoghurt'],
    aisle: 'dairy-eggs',
    dollars: 2.5,
    per: 'lb',
    gPerCup: 245,
    source: 'shelf',
  },
  // Produce (BLS: bananas, apples, oranges, lemons, potatoes, tomatoes, iceberg lettuce, sweet peppers, broccoli).
  { words: ['banana'], aisle: 'produce', dollars: 0.63, per: 'lb', gEach: 120, source: 'BLS' },
  { words: ['apple'], aisle: 'produce', dollars: 1.8, per: 'lb', gEach: 180, gPerCup: 125, source: 'BLS' },
  { words: ['orange'], aisle: 'produce', dollars: 1.55, per: 'lb', gEach: 180, source: 'BLS' },
  {
    words: ['lemon', 'lemon zest'],
    aisle: 'produce',
    dollars: 2.1,
    per: 'lb',
    gEach: 100,
    gPerCup: 100,
    source: 'BLS',
  },
  {
    words: ['lime', 'lime zest'],
    aisle: 'produce',
    dollars: 0.4,
    per: 'each',
    gEach: 65,
    gPerCup: 100,
    source: 'shelf',
  },
  // A lemon gives about 3 tbsp of juice (45 g), a lime about 2 tbsp.
  {
    words: ['lemon juice'],
    aisle: 'produce',
    dollars: 0.48,
    per: 'each',
    gEach: 45,
    gPerCup: 240,
    source: 'BLS',
  },
  {
    words: ['lime juice'],
    aisle: 'produce',
    dollars: 0.4,
    per: 'each',
    gEach: 30,
    gPerCup: 240,
    source: 'shelf',
  },
  { words: ['potato'], aisle: 'produce', dollars: 1.0, per: 'lb', gEach: 200, gPerCup: 150, source: 'BLS' },
  {
    words: ['sweet potato'],
    aisle: 'produce',
    dollars: 1.3,
    per: 'lb',
    gEach: 250,
    gPerCup: 135,
    source: 'shelf',
  },
  {
    words: ['tomato', 'cherry tomato'],
    aisle: 'produce',
    dollars: 2.1,
    per: 'lb',
    gEach: 150,
    gPerCup: 180,
    source: 'BLS',
  },
  {
    words: ['lettuce', 'romaine'],
    aisle: 'produce',
    dollars: 1.5,
    per: 'lb',
    gEach: 600,
    gPerCup: 50,
    units: { head: 600 },
    source: 'BLS',
  },
  {
    words: ['bell pepper', 'red pepper', 'green pepper', 'sweet pepper'],
    aisle: 'produce',
    dollars: 2.5,
    per: 'lb',
    gEach: 160,
    gPerCup: 150,
    source: 'BLS',
  },
  {
    words: ['broccoli'],
    aisle: 'produce',
    dollars: 2.2,
    per: 'lb',
    gPerCup: 90,
    units: { head: 350 },
    gEach: 350,
    source: 'BLS',
  },
  {
    words: ['onion', 'red onion'],
    aisle: 'produce',
    dollars: 1.5,
    per: 'lb',
    gEach: 150,
    gPerCup: 160,
    source: 'shelf',
  },
  {
    words: ['green onion', 'scallion', 'spring onion'],
    aisle: 'produce',
    dollars: 1.0,
    per: 'bunch',
    gEach: 15,
    gPerCup: 100,
    units: { bunch: 100 },
    source: 'shelf',
  },
  { words: ['shallot'], aisle: 'produce', dollars: 4.0, per: 'lb', gEach: 40, gPerCup: 160, source: 'shelf' },
  { words: ['leek'], aisle: 'produce', dollars: 1.5, per: 'each', gEach: 250, gPerCup: 90, source: 'shelf' },
  {
    words: ['garlic'],
    aisle: 'produce',
    dollars: 0.6,
    per: 'head',
    gEach: 50,
    gPerCup: 136,
    units: { head: 50, clove: 5 },
    source: 'shelf',
  },
  {
    words: ['ginger'],
    aisle: 'produce',
    dollars: 4.0,
    per: 'lb',
    gPerCup: 96,
    gEach: 15,
    units: { piece: 15 },
    source: 'shelf',
  },
  { words: ['carrot'], aisle: 'produce', dollars: 1.0, per: 'lb', gEach: 60, gPerCup: 128, source: 'shelf' },
  {
    words: ['celery'],
    aisle: 'produce',
    dollars: 1.1,
    per: 'lb',
    gEach: 40,
    gPerCup: 100,
    units: { head: 450, bunch: 450 },
    source: 'shelf',
  },
  {
    words: ['cucumber'],
    aisle: 'produce',
    dollars: 0.8,
    per: 'each',
    gEach: 300,
    gPerCup: 120,
    source: 'shelf',
  },
  {
    words: ['zucchini', 'squash', 'courgette'],
    aisle: 'produce',
    dollars: 1.8,
    per: 'lb',
    gEach: 200,
    gPerCup: 125,
    source: 'shelf',
  },
  {
    words: ['eggplant', 'aubergine'],
    aisle: 'produce',
    dollars: 2.0,
    per: 'lb',
    gEach: 450,
    gPerCup: 80,
    source: 'shelf',
  },
  {
    words: ['cauliflower'],
    aisle: 'produce',
    dollars: 3.5,
    per: 'head',
    gEach: 600,
    gPerCup: 100,
    units: { head: 600 },
    source: 'shelf',
  },
  {
    words: ['cabbage'],
    aisle: 'produce',
    dollars: 0.9,
    per: 'lb',
    gEach: 900,
    gPerCup: 90,
    units: { head: 900 },
    source: 'shelf',
  },
  {
    words: ['spinach', 'kale', 'arugula', 'greens'],
    aisle: 'produce',
    dollars: 6.0,
    per: 'lb',
    gPerCup: 30,
    units: { bunch: 250, bag: 280 },
    source: 'shelf',
  },
  { words: ['mushroom'], aisle: 'produce', dollars: 5.0, per: 'lb', gEach: 18, gPerCup: 70, source: 'shelf' },
  {
    words: ['avocado'],
    aisle: 'produce',
    dollars: 1.25,
    per: 'each',
    gEach: 170,
    gPerCup: 150,
    source: 'shelf',
  },
  {
    words: ['jalapeno', 'chili', 'chile', 'serrano'],
    aisle: 'produce',
    dollars: 2.0,
    per: 'lb',
    gEach: 15,
    gPerCup: 90,
    source: 'shelf',
  },
  {
    words: ['corn'],
    aisle: 'produce',
    dollars: 0.6,
    per: 'ear',
    gEach: 150,
    gPerCup: 150,
    units: { ear: 150 },
    source: 'shelf',
  },
  {
    words: ['green beans', 'asparagus'],
    aisle: 'produce',
    dollars: 3.0,
    per: 'lb',
    gPerCup: 110,
    units: { bunch: 450 },
    source: 'shelf',
  },
  {
    words: ['berries', 'blueberr', 'strawberr', 'raspberr'],
    aisle: 'produce',
    dollars: 5.0,
    per: 'lb',
    gPerCup: 150,
    source: 'shelf',
  },
  {
    words: ['mango'],
    aisle: 'produce',
    dollars: 1.0,
    per: 'each',
    gEach: 340,
    gPerCup: 165,
    source: 'shelf',
  },
  {
    words: ['cilantro', 'parsley', 'basil', 'mint', 'dill', 'chives', 'tarragon', 'herbs'],
    aisle: 'produce',
    dollars: 1.5,
    per: 'bunch',
    ...FRESH_HERB,
    source: 'shelf',
  },
  {
    words: ['thyme', 'rosemary', 'sage'],
    aisle: 'produce',
    dollars: 2.5,
    per: 'package',
    gPerCup: 20,
    units: { package: 20, sprig: 0.5, bunch: 20 },
    source: 'shelf',
  },
  // Spices and seasonings (shelf: a 2 oz jar of a ground spice is about $3; dried herbs come in smaller jars).
  {
    words: ['salt', 'kosher salt', 'sea salt'],
    aisle: 'spices',
    dollars: 0.3,
    per: 'lb',
    gPerCup: 290,
    source: 'shelf',
  },
  {
    words: ['black pepper', 'peppercorns', 'white pepper', 'ground pepper'],
    aisle: 'spices',
    dollars: 16.0,
    per: 'lb',
    gPerCup: 110,
    source: 'shelf',
  },
  { words: ['salt and pepper'], aisle: 'spices', dollars: 8.0, per: 'lb', gPerCup: 200, source: 'shelf' },
  {
    words: [
      'cumin',
      'paprika',
      'smoked paprika',
      'chili powder',
      'curry powder',
      'turmeric',
      'coriander',
      'garam masala',
      'five spice',
      'garlic powder',
      'onion powder',
      'ground ginger',
      'seasoning',
      'spice',
    ],
    aisle: 'spices',
    dollars: 24.0,
    per: 'lb',
    ...SPICE,
    source: 'shelf',
  },
  {
    words: ['cinnamon', 'nutmeg', 'allspice', 'cloves'],
    aisle: 'spices',
    dollars: 20.0,
    per: 'lb',
    ...SPICE,
    source: 'shelf',
  },
  {
    words: ['cayenne', 'cayenne pepper', 'pepper flakes', 'chili flakes', 'red pepper flakes'],
    aisle: 'spices',
    dollars: 32.0,
    per: 'lb',
    ...SPICE,
    source: 'shelf',
  },
  {
    words: [
      'oregano',
      'dried thyme',
      'dried basil',
      'dried oregano',
      'dried rosemary',
      'italian seasoning',
      'bay leaf',
      'bay leaves',
      'dried herbs',
    ],
    aisle: 'spices',
    dollars: 64.0,
    per: 'lb',
    ...DRIED_HERB,
    gEach: 0.2,
    source: 'shelf',
  },
  {
    words: ['vanilla', 'vanilla extract'],
    aisle: 'baking',
    dollars: 6.0,
    per: 'fl oz',
    gPerCup: 230,
    source: 'shelf',
  },
  // Baking (BLS: white sugar per lb).
  {
    words: ['sugar', 'granulated sugar'],
    aisle: 'baking',
    dollars: 0.95,
    per: 'lb',
    gPerCup: 200,
    source: 'BLS',
  },
  {
    words: ['brown sugar', 'powdered sugar'],
    aisle: 'baking',
    dollars: 1.5,
    per: 'lb',
    gPerCup: 210,
    source: 'shelf',
  },
  { words: ['baking powder'], aisle: 'baking', dollars: 6.0, per: 'lb', gPerCup: 220, source: 'shelf' },
  { words: ['baking soda'], aisle: 'baking', dollars: 1.3, per: 'lb', gPerCup: 220, source: 'shelf' },
  {
    words: ['yeast'],
    aisle: 'baking',
    dollars: 32.0,
    per: 'lb',
    gPerCup: 150,
    units: { package: 7 },
    source: 'shelf',
  },
  { words: ['cornstarch'], aisle: 'baking', dollars: 2.0, per: 'lb', gPerCup: 128, source: 'shelf' },
  { words: ['cocoa'], aisle: 'baking', dollars: 8.0, per: 'lb', gPerCup: 85, source: 'shelf' },
  {
    words: ['chocolate', 'chocolate chips'],
    aisle: 'baking',
    dollars: 5.0,
    per: 'lb',
    gPerCup: 170,
    source: 'shelf',
  },
  { words: ['honey'], aisle: 'baking', dollars: 7.0, per: 'lb', gPerCup: 340, source: 'shelf' },
  { words: ['maple syrup'], aisle: 'baking', dollars: 9.0, per: 'lb', gPerCup: 315, source: 'shelf' },
  // Oils, sauces and condiments.
  { words: ['olive oil'], aisle: 'oils-condiments', dollars: 12.0, per: 'l', gPerCup: 216, source: 'shelf' },
  {
    words: ['oil', 'vegetable oil', 'canola oil'],
    aisle: 'oils-condiments',
    dollars: 3.0,
    per: 'l',
    gPerCup: 218,
    source: 'shelf',
  },
  { words: ['sesame oil'], aisle: 'oils-condiments', dollars: 20.0, per: 'l', gPerCup: 218, source: 'shelf' },
  { words: ['vinegar'], aisle: 'oils-condiments', dollars: 4.0, per: 'l', gPerCup: 240, source: 'shelf' },
  {
    words: ['soy sauce', 'tamari', 'fish sauce'],
    aisle: 'oils-condiments',
    dollars: 7.0,
    per: 'l',
    gPerCup: 255,
    source: 'shelf',
  },
  {
    words: [
      'oyster sauce',
      'hoisin',
      'sriracha',
      'hot sauce',
      'worcestershire',
      'sauce',
      'gochujang',
      'curry paste',
      'miso',
    ],
    aisle: 'oils-condiments',
    dollars: 10.0,
    per: 'l',
    gPerCup: 270,
    source: 'shelf',
  },
  {
    words: ['ketchup', 'mustard', 'mayonnaise', 'mayo'],
    aisle: 'oils-condiments',
    dollars: 3.0,
    per: 'lb',
    gPerCup: 230,
    source: 'shelf',
  },
  { words: ['tahini'], aisle: 'oils-condiments', dollars: 10.0, per: 'lb', gPerCup: 240, source: 'shelf' },
  // Canned and jarred.
  {
    words: ['tomato paste'],
    aisle: 'canned-jarred',
    dollars: 1.0,
    per: 'can',
    gPerCup: 260,
    units: { can: 170 },
    source: 'shelf',
  },
  {
    words: ['canned tomatoes', 'crushed tomatoes', 'diced tomatoes', 'tomato sauce', 'passata', 'marinara'],
    aisle: 'canned-jarred',
    dollars: 1.4,
    per: 'can',
    gPerCup: 245,
    units: { can: 411 },
    source: 'shelf',
  },
  {
    words: ['coconut milk', 'coconut cream'],
    aisle: 'canned-jarred',
    dollars: 2.5,
    per: 'can',
    gPerCup: 240,
    units: { can: 400 },
    source: 'shelf',
  },
  {
    words: ['broth', 'stock', 'bouillon'],
    aisle: 'canned-jarred',
    dollars: 2.5,
    per: 'carton',
    gPerCup: 240,
    units: { carton: 946, can: 411 },
    source: 'shelf',
  },
  {
    words: ['beans', 'black beans', 'kidney beans', 'chickpeas', 'cannellini', 'pinto beans'],
    aisle: 'canned-jarred',
    dollars: 1.1,
    per: 'can',
    gPerCup: 170,
    units: { can: 439 },
    source: 'shelf',
  },
  { words: ['lentils'], aisle: 'canned-jarred', dollars: 1.8, per: 'lb', gPerCup: 190, source: 'shelf' },
  {
    words: ['olives', 'capers'],
    aisle: 'canned-jarred',
    dollars: 10.0,
    per: 'lb',
    gPerCup: 135,
    gEach: 4,
    source: 'shelf',
  },
  {
    words: ['salsa', 'pickles'],
    aisle: 'canned-jarred',
    dollars: 4.0,
    per: 'lb',
    gPerCup: 250,
    source: 'shelf',
  },
  // Nuts and snacks (BLS: peanut butter per lb).
  { words: ['peanut butter'], aisle: 'nuts-snacks', dollars: 3.3, per: 'lb', gPerCup: 258, source: 'BLS' },
  {
    words: ['peanuts', 'almonds', 'cashews', 'walnuts', 'pecans', 'pistachios'],
    aisle: 'nuts-snacks',
    dollars: 8.0,
    per: 'lb',
    gPerCup: 140,
    source: 'shelf',
  },
  { words: ['pine nuts'], aisle: 'nuts-snacks', dollars: 30.0, per: 'lb', gPerCup: 135, source: 'shelf' },
  { words: ['sesame seeds'], aisle: 'nuts-snacks', dollars: 8.0, per: 'lb', gPerCup: 144, source: 'shelf' },
  { words: ['raisins'], aisle: 'nuts-snacks', dollars: 4.0, per: 'lb', gPerCup: 165, source: 'shelf' },
  // Drinks and the rest (BLS: ground coffee per lb).
  { words: ['coffee'], aisle: 'beverages', dollars: 7.0, per: 'lb', gPerCup: 85, source: 'BLS' },
  {
    words: ['wine', 'white wine', 'red wine'],
    aisle: 'beverages',
    dollars: 13.0,
    per: 'l',
    gPerCup: 235,
    source: 'shelf',
  },
  { words: ['beer'], aisle: 'beverages', dollars: 4.2, per: 'l', gPerCup: 237, source: 'shelf' },
  { words: ['mirin', 'sake'], aisle: 'beverages', dollars: 17.0, per: 'l', gPerCup: 240, source: 'shelf' },
  {
    words: ['juice', 'orange juice'],
    aisle: 'beverages',
    dollars: 2.5,
    per: 'l',
    gPerCup: 245,
    source: 'shelf',
  },
  { words: ['frozen peas', 'peas'], aisle: 'frozen', dollars: 1.6, per: 'lb', gPerCup: 145, source: 'shelf' },
  { words: ['ice cream'], aisle: 'frozen', dollars: 4.5, per: 'l', gPerCup: 140, source: 'shelf' },
  { words: ['water', 'ice'], aisle: 'other', dollars: 0, per: 'l', source: 'shelf' },
]

const gramsPerCup = (entry: PriceEntry) => entry.gPerCup ?? WATER_G_PER_CUP
const unitGrams = (entry: PriceEntry, unit: CountUnit) => entry.units?.[unit] ?? UNIT_GRAMS[unit]

/** Grams in one `per` of an entry, so every price reads as dollars per gram; null when it cannot be known. */
function gramsPerPriceUnit(entry: PriceEntry): number | null {
  const perMl = gramsPerCup(entry) / ML_PER_CUP
  switch (entry.per) {
    case 'lb':
      return GRAMS_PER_LB
    case 'oz':
      return 28.35
    case 'kg':
      return 1000
    case 'gallon':
      return 3785 * perMl
    case 'l':
      return 1000 * perMl
    case 'fl oz':
      return 29.57 * perMl
    case 'each':
      return entry.gEach ?? null
    case 'dozen':
      return entry.gEach === undefined ? null : 12 * entry.gEach
    default:
      return unitGrams(entry, entry.per)
  }
}

const PRICED = GROCERY_PRICE_TABLE.map((entry) => ({
  entry,
  dollarsPerGram: entry.dollars / gramsPerPriceUnit(entry)!,
}))
const TABLE_KEYWORDS = PRICED.flatMap((priced) => priced.entry.words.map((word) => ({ word, priced })))

/** The table's entry for an ingredient name, or null; the word nearest the end wins, as for aisles. */
const findPriced = (name: string) => {
  const text = name.toLowerCase()
  const fromTable = findBestKeyword(text, TABLE_KEYWORDS)
  const fromAisles = findBestKeyword(text, AISLE_KEYWORD_ENTRIES)
  // An aisle word nearer the end ('chicken broth' is broth) means the table does not know this thing.
  if (
    fromAisles &&
    (!fromTable ||
      fromAisles.end > fromTable.end ||
      (fromAisles.end === fromTable.end && fromAisles.length > fromTable.length))
  )
    return { aisle: fromAisles.match.aisle, priced: null }
  return fromTable ? { aisle: fromTable.match.priced.entry.aisle, priced: fromTable.match.priced } : null
}

/** The aisle for an ingredient name, from the price table and then the aisle words; 'other' when nothing matches. */
export const findGroceryAisle = (name: string): GroceryAisleId => findPriced(name)?.aisle ?? 'other'

/** One merged line to price: `amount` is ml for volume, g for mass, else a count of `countUnit` (or of the thing). */
export interface PriceLine {
  name: string
  dimension: 'volume' | 'mass' | 'count'
  amount: number | null
  countUnit: string | null
}

export interface LinePrice {
  /** Cents; 0 for what costs nothing (water). */
  cents: number
  /** True when the table does not know the ingredient or the amount, so the figure is a rough default. */
  isRoughGuess: boolean
  /** Where the line is found in a store, from the same table. */
  aisle: GroceryAisleId
}

/** A line of an ingredient the table does not know: a spoonful of something, or one item of something. */
export const UNKNOWN_SMALL_LINE_CENTS = 25
export const UNKNOWN_LINE_CENTS = 200
const SMALL_MEASURE = 15
// Words that count pieces when the parser left them in the name ('2 stalks celery').
const PIECE_WORD =
  /^(stalks?|ribs?|slices?|strips?|sprigs?|leaves|leaf|pieces?|fillets?|heads?|bunch(?:es)?|cans?|jars?)\s/

const toCountUnit = (unit: string | null): CountUnit | null => {
  if (!unit) return null
  for (const form of [unit, unit.replace(/s$/, ''), unit.replace(/es$/, '')]) {
    const candidate = Object.hasOwn(COUNT_UNIT_ALIASES, form) ? COUNT_UNIT_ALIASES[form]! : form
    if (isCountUnit(candidate)) return candidate
  }
  return null
}

const isSmallMeasure = (line: PriceLine) =>
  line.amount !== null && line.dimension !== 'count' && line.amount <= SMALL_MEASURE

/**
 * Estimates what one grocery line costs at typical U.S. prices: the amount becomes grams (through the
 * ingredient's grams per cup or per piece) and grams are priced from the table. Unknown ingredients, and
 * amounts the table cannot weigh, get a flat default marked as a rough guess.
 */
export function estimateLinePrice(line: PriceLine): LinePrice {
  const { aisle, ...price } = priceLine(line)
  return { ...price, aisle }
}

/** The name the table is asked about: a can of tomatoes is canned tomatoes, a teaspoon of pepper is black pepper. */
const lookupName = (line: PriceLine, isCanned: boolean) => {
  if (isCanned) return `canned ${line.name}`
  if (line.dimension !== 'count' && /^(ground )?pepper$/.test(line.name.toLowerCase())) return 'black pepper'
  return line.name
}

function priceLine(line: PriceLine): LinePrice {
  const isCanned = line.countUnit !== null && CANNED_UNITS.has(line.countUnit)
  const found = findPriced(lookupName(line, isCanned))
  const aisle: GroceryAisleId = isCanned ? 'canned-jarred' : (found?.aisle ?? 'other')
  const guess = {
    cents: isSmallMeasure(line) ? UNKNOWN_SMALL_LINE_CENTS : UNKNOWN_LINE_CENTS,
    isRoughGuess: true,
    aisle,
  }
  if (!found?.priced) return guess
  const { entry, dollarsPerGram } = found.priced
  const toCents = (grams: number, isRoughGuess = false) => {
    const cents = grams * dollarsPerGram * 100
    return { cents: cents > 0 ? Math.max(1, Math.round(cents)) : 0, isRoughGuess, aisle }
  }
  // No amount ('salt to taste'): one piece, or a tablespoon's worth.
  if (line.amount === null)
    return toCents(entry.gEach ?? (gramsPerCup(entry) / ML_PER_CUP) * SMALL_MEASURE, true)
  if (line.dimension === 'mass') return toCents(line.amount)
  if (line.dimension === 'volume') return toCents((line.amount * gramsPerCup(entry)) / ML_PER_CUP)
  const pieceWord = line.countUnit ? null : PIECE_WORD.exec(line.name.toLowerCase())?.[1]
  const unit = toCountUnit(line.countUnit ?? pieceWord ?? null)
  if (unit) return toCents(line.amount * unitGrams(entry, unit))
  if (line.countUnit) return { ...guess, cents: Math.round(guess.cents * Math.max(1, line.amount)) }
  if (entry.gEach !== undefined) return toCents(line.amount * entry.gEach)
  // A count of something sold by weight with no usual size ('2 beef'): a pound each is a guess.
  return toCents(line.amount * GRAMS_PER_LB, true)
}
