import { parseIngredient } from 'parse-ingredient'
import { GROCERY_AISLE_IDS, type GroceryAisleId } from '@forkcast/contract/grocery-aisles'
import { estimateLinePrice } from '@forkcast/contract/grocery-prices'
import {
  formatKitchenNumber as formatAmount,
  formatMass as formatMassAmount,
  formatVolume as formatVolumeAmount,
  INGREDIENT_PARSE_OPTIONS,
  measureUnitOf,
  toBaseAmount,
} from '@forkcast/contract/recipe-scaling'
import { PREPARATION_WORDS as SHARED_PREPARATION_WORDS } from '../../lib/recipe-derivation'

/** One ingredient line of one recipe, as it goes into a grocery list. */
export interface GroceryLineInput {
  line: string
  recipeTitle: string
  /** Servings wanted divided by the servings the recipe makes. */
  scale: number
}

/** One line of the merged list. `amount` is in `unit`: ml for volume, g for mass, else the count unit. */
export interface MergedGroceryItem {
  key: string
  name: string
  amount: number | null
  unit: string | null
  quantity: string
  category: GroceryAisleId
  /** Cents at typical U.S. prices for the amount (see contract/grocery-prices). */
  estimatedCost: number
  /** The table did not know the ingredient or could not weigh the amount: a flat default. */
  isRoughEstimate: boolean
  recipeTitles: string[]
}

// Recipe pages and the list show amounts the same way; the list adds eighths, as totals land on them.
const EIGHTHS = { eighths: true }
export const formatKitchenNumber = (value: number) => formatAmount(value, EIGHTHS)
export const formatVolume = (ml: number, isUs: boolean) => formatVolumeAmount(ml, isUs, EIGHTHS)
export const formatMass = (grams: number, isUs: boolean) => formatMassAmount(grams, isUs, EIGHTHS)

type Dimension = 'volume' | 'mass' | 'count'

// Size words describe the thing counted ('2 large eggs' are 2 eggs).
const SIZE_UNITS = new Set(['large', 'medium', 'small'])
const COUNT_MULTIPLIERS: Record<string, number> = { dozen: 12 }

// Words that describe preparation, not what to buy.
// For a grocery line, how much and how warm go too.
const PREPARATION_WORDS = new Set([
  ...SHARED_PREPARATION_WORDS,
  'beaten',
  'cooked',
  'uncooked',
  'level',
  'about',
  'optional',
  'room-temperature',
  'cold',
  'warm',
  'hot',
  'lightly',
  'well',
  'plus',
  'more',
])
const TRAILING_PHRASES =
  /\b(to taste|for serving|for garnish|for the [a-z ]+|as needed|if needed|or more|plus more.*)$/
const UNCOUNTABLE_ENDINGS = ['us', 'ss', 'ous', 'sis']
const UNCOUNTABLE_WORDS = new Set(['molasses', 'grits', 'swiss', 'series', 'species', 'hummus', 'couscous'])

/** 'tomatoes' → 'tomato', 'berries' → 'berry', 'eggs' → 'egg'; 'asparagus' and 'molasses' stay. */
export const singularize = (word: string): string => {
  if (
    word.length <= 3 ||
    UNCOUNTABLE_WORDS.has(word) ||
    UNCOUNTABLE_ENDINGS.some((ending) => word.endsWith(ending))
  )
    return word
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.endsWith('oes') || /(ch|sh|x)es$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('ves') && !word.endsWith('olives')) return `${word.slice(0, -3)}f`
  if (word.endsWith('s')) return word.slice(0, -1)
  return word
}

/** The ingredient as shown on the list: no amounts, brackets, preparation or trailing advice. */
export const cleanIngredientName = (description: string): string => {
  const text = description
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .split(/[,;]/)[0]!
    .replace(TRAILING_PHRASES, '')
    .replace(/^(of|a|an)\s+/, '')
    .replace(/[^a-z0-9\-'& ]+/g, ' ')
  const words = text.split(/\s+/).filter((word) => word !== '' && !PREPARATION_WORDS.has(word))
  return words
    .join(' ')
    .replace(/^(of|and|or)\s+|\s+(of|and|or)$/g, '')
    .trim()
}

// Kinds of the same thing a shopper buys once: 'kosher salt' is salt, 'extra-virgin olive oil' is olive oil.
const VARIETY_WORDS = new Set([
  'kosher',
  'sea',
  'table',
  'fine',
  'coarse',
  'extra-virgin',
  'virgin',
  'extra',
  'all-purpose',
  'plain',
  'granulated',
  'whole',
  'unsalted',
  'salted',
  'low-sodium',
  'reduced-sodium',
  'boneless',
  'skinless',
  'ripe',
  'organic',
  'good-quality',
  'good',
  'quality',
  'dried',
  'flat-leaf',
  'italian',
  'yellow',
  'white',
])
const PINCH_UNITS = new Set(['pinch', 'dash', 'drop'])
// '1 (14 oz) can coconut milk': the container word comes after the bracket, where the parser does not look.
const CONTAINER_WORDS = ['can', 'jar', 'package', 'bag', 'box', 'carton', 'bottle', 'tin']
// Pieces the parser leaves in the name ('2 stalks celery'): counted as the unit, so celery is the thing bought.
const PIECE_WORDS: Record<string, string> = {
  stalk: 'stalk',
  stalks: 'stalk',
  rib: 'rib',
  ribs: 'rib',
  slice: 'slice',
  slices: 'slice',
  strip: 'strip',
  strips: 'strip',
  fillet: 'fillet',
  fillets: 'fillet',
  loaf: 'loaf',
  loaves: 'loaf',
}

/** What lines must share to be merged: the cleaned name without variety words, every word singular. */
const toNameKey = (name: string) => {
  const words = name.split(' ')
  const kept = words.filter((word) => !VARIETY_WORDS.has(word))
  return (kept.length > 0 ? kept : words).map(singularize).join(' ')
}

interface ParsedLine {
  name: string
  nameKey: string
  dimension: Dimension
  /** Volume: ml; mass: g; count: the number of `countUnit`. Null when the line gave no amount. */
  amount: number | null
  /** For counts: the unit counted ('clove', 'can'), or null for plain things ('2 eggs'). */
  countUnit: string | null
  /** For volume and mass: whether the recipe measured in US units, for showing the total the same way. */
  isUsMeasure: boolean
}

/** Reads one ingredient line; null for blank lines and group headers ('For the sauce:'). */
function parseGroceryLine(line: string, scale = 1): ParsedLine | null {
  // 'Juice of 1 lemon' is bought as a lemon.
  const [parsed] = parseIngredient(
    line.replace(/^\s*(?:the\s+)?(?:juice|zest)\s+(?:and\s+zest\s+)?of\s+/i, ''),
    INGREDIENT_PARSE_OPTIONS,
  )
  if (!parsed || parsed.isGroupHeader) return null
  let name = cleanIngredientName(parsed.description)
  let unitId = parsed.unitOfMeasureID
  const container = CONTAINER_WORDS.find((word) => name.startsWith(`${word} `))
  if (!unitId && container) {
    unitId = container
    name = name.slice(container.length + 1)
  }
  const pieceWord = name.split(' ')[0] ?? ''
  if (!unitId && Object.hasOwn(PIECE_WORDS, pieceWord) && name.includes(' ')) {
    unitId = PIECE_WORDS[pieceWord]!
    name = name.slice(pieceWord.length + 1).replace(/^of\s+/, '')
  }
  if (name === '') return null
  // A range ('2-3 eggs') buys the upper amount; a pinch is not something to buy by amount.
  const quantity = unitId && PINCH_UNITS.has(unitId) ? null : (parsed.quantity2 ?? parsed.quantity)
  const base = { name, nameKey: toNameKey(name) }
  const measure = measureUnitOf(unitId)
  if (measure && unitId) {
    return {
      ...base,
      dimension: measure.kind,
      amount: quantity === null ? null : toBaseAmount(quantity * scale, unitId),
      countUnit: null,
      isUsMeasure: measure.system === 'us',
    }
  }
  const isPlainCount = !unitId || SIZE_UNITS.has(unitId) || PINCH_UNITS.has(unitId)
  const multiplier = (unitId && COUNT_MULTIPLIERS[unitId]) || 1
  return {
    ...base,
    dimension: 'count',
    amount: quantity === null ? null : quantity * scale * multiplier,
    countUnit: isPlainCount || multiplier !== 1 ? null : unitId,
    isUsMeasure: false,
  }
}

/** A shown amount of one or less reads singular: '1 cup', '½ cup', '2 cups'. */
const isPluralAmount = (shown: string) => /^\d+/.test(shown) && !/^(0|1)( |$)/.test(shown)
const plural = (shown: string, singular: string) =>
  isPluralAmount(shown) ? `${singular}${/(ch|sh|x|s)$/.test(singular) ? 'es' : 's'}` : singular
const ES_PLURALS = new Set(['tomato', 'potato', 'mango'])

/** 'onion' → 'onions' for '2 onion'; a name that is already plural stays. */
const pluralizeName = (name: string) => {
  const words = name.split(' ')
  const last = words.at(-1) ?? ''
  if (singularize(last) !== last || UNCOUNTABLE_WORDS.has(last)) return name
  const pluralLast = /[^aeiou]y$/.test(last)
    ? `${last.slice(0, -1)}ies`
    : /(ch|sh|x|s)$/.test(last) || ES_PLURALS.has(last)
      ? `${last}es`
      : `${last}s`
  return [...words.slice(0, -1), pluralLast].join(' ')
}

const roundTo = (value: number, digits: number) => Number(value.toFixed(digits))

const formatCount = (amount: number, unit: string | null) => {
  const shown = Number.isInteger(amount) ? String(amount) : formatKitchenNumber(amount)
  return unit ? `${shown} ${plural(shown, unit)}` : shown
}

interface Accumulator {
  key: string
  name: string
  nameKey: string
  dimension: Dimension
  countUnit: string | null
  amount: number | null
  usVotes: number
  recipeTitles: string[]
}

const groupKey = (line: ParsedLine) =>
  `${line.nameKey}|${line.dimension === 'count' ? `count:${line.countUnit ?? ''}` : line.dimension}`

/** The aisle, typical price and whether the price is a rough default, for one line as the list stores it. */
function describeGroceryLine(line: {
  name: string
  dimension: Dimension
  amount: number | null
  countUnit: string | null
}) {
  const price = estimateLinePrice(line)
  return {
    category: price.aisle,
    estimatedCost: price.cents,
    isRoughEstimate: price.isRoughGuess,
  }
}

/**
 * The same for a stored row: generated rows keep their amount in ml, g or a count unit; a member's own line has
 * only the words they typed ('2 lb', 'chicken thighs'), read the way a recipe line is.
 */
export function describeStoredGroceryItem(row: {
  name: string
  amount: number | null
  unit: string | null
  quantity: string
  isManual: boolean
}) {
  if (row.isManual) {
    const parsed = parseGroceryLine(`${row.quantity} ${row.name}`.trim())
    return describeGroceryLine(
      parsed ?? { name: row.name, dimension: 'count', amount: null, countUnit: null },
    )
  }
  const dimension: Dimension = row.unit === 'ml' ? 'volume' : row.unit === 'g' ? 'mass' : 'count'
  return describeGroceryLine({
    name: row.name,
    dimension,
    amount: row.amount,
    countUnit: dimension === 'count' ? row.unit : null,
  })
}

function toItem(entry: Accumulator): MergedGroceryItem {
  const amount = entry.amount
  let quantity = ''
  if (amount !== null) {
    if (entry.dimension === 'volume') quantity = formatVolume(amount, entry.usVotes >= 0)
    else if (entry.dimension === 'mass') quantity = formatMass(amount, entry.usVotes >= 0)
    else quantity = formatCount(roundTo(amount, 2), entry.countUnit)
  }
  const isPluralCount =
    entry.dimension === 'count' && entry.countUnit === null && amount !== null && amount > 1
  return {
    key: entry.key,
    name: isPluralCount ? pluralizeName(entry.name) : entry.name,
    amount: amount === null ? null : roundTo(amount, 3),
    unit: entry.dimension === 'volume' ? 'ml' : entry.dimension === 'mass' ? 'g' : entry.countUnit,
    quantity,
    ...describeGroceryLine(entry),
    recipeTitles: entry.recipeTitles,
  }
}

const AISLE_ORDER = new Map<string, number>(GROCERY_AISLE_IDS.map((id, index) => [id, index]))

/**
 * Merges ingredient lines into a grocery list. Lines with the same ingredient merge when their amounts can be
 * added: within volume (converted through ml), within mass (through g), or as counts of the same thing. What
 * cannot be converted stays apart (2 cloves garlic and 1 tsp garlic powder; 1 cup sugar and 100 g sugar).
 * A line with no amount ('salt to taste') joins a measured line of the same ingredient when there is one.
 */
export function mergeGroceryLines(lines: readonly GroceryLineInput[]): MergedGroceryItem[] {
  const entries = new Map<string, Accumulator>()
  const unmeasured: Array<{ parsed: ParsedLine; input: GroceryLineInput }> = []
  for (const input of lines) {
    const parsed = parseGroceryLine(input.line, input.scale)
    if (!parsed) continue
    if (parsed.amount === null) {
      unmeasured.push({ parsed, input })
      continue
    }
    const key = groupKey(parsed)
    const entry = entries.get(key) ?? {
      key,
      name: parsed.name,
      nameKey: parsed.nameKey,
      dimension: parsed.dimension,
      countUnit: parsed.countUnit,
      amount: 0,
      usVotes: 0,
      recipeTitles: [],
    }
    entry.amount = (entry.amount ?? 0) + parsed.amount
    // The most general wording names the line: 'salt' rather than 'kosher salt'.
    if (parsed.name.split(' ').length < entry.name.split(' ').length) entry.name = parsed.name
    if (parsed.dimension !== 'count') entry.usVotes += parsed.isUsMeasure ? 1 : -1
    if (!entry.recipeTitles.includes(input.recipeTitle)) entry.recipeTitles.push(input.recipeTitle)
    entries.set(key, entry)
  }
  for (const { parsed, input } of unmeasured) {
    const measured = [...entries.values()].find((entry) => entry.nameKey === parsed.nameKey)
    const key = measured?.key ?? `${parsed.nameKey}|unmeasured`
    const entry = measured ??
      entries.get(key) ?? {
        key,
        name: parsed.name,
        nameKey: parsed.nameKey,
        dimension: 'count' as const,
        countUnit: null,
        amount: null,
        usVotes: 0,
        recipeTitles: [],
      }
    if (parsed.name.split(' ').length < entry.name.split(' ').length) entry.name = parsed.name
    if (!entry.recipeTitles.includes(input.recipeTitle)) entry.recipeTitles.push(input.recipeTitle)
    entries.set(key, entry)
  }
  return [...entries.values()]
    .map(toItem)
    .sort(
      (a, b) =>
        (AISLE_ORDER.get(a.category) ?? 99) - (AISLE_ORDER.get(b.category) ?? 99) ||
        a.name.localeCompare(b.name),
    )
}
