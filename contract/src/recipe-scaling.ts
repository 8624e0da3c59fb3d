import { convertUnit, parseIngredient, unitsOfMeasure, type UnitOfMeasureDefinitions } from 'parse-ingredient'

/** How amounts are shown: US kitchen measures (cups, oz) or metric (ml, g). */
export const UNIT_SYSTEMS = ['us', 'metric'] as const
export type UnitSystem = (typeof UNIT_SYSTEMS)[number]

/** The servings stepper's bounds. */
export const MIN_SCALED_SERVINGS = 1
export const MAX_SCALED_SERVINGS = 99

// Spellings parse-ingredient does not know; a known id keeps its definition and gains alternates.
const withAlternates = (id: string, alternates: readonly string[]) => {
  const known = unitsOfMeasure[id]!
  return { ...known, alternates: [...(known.alternates ?? []), ...alternates] }
}
const EXTRA_UNITS: UnitOfMeasureDefinitions = {
  centiliter: {
    short: 'cl',
    plural: 'centiliters',
    alternates: ['cl.', 'centilitre', 'centilitres'],
    type: 'volume',
    conversionFactor: 10,
  },
  liter: withAlternates('liter', ['litre', 'litres', 'ltr']),
  milliliter: withAlternates('milliliter', ['millilitre', 'millilitres', 'mls']),
  deciliter: withAlternates('deciliter', ['decilitre', 'decilitres']),
  kilogram: withAlternates('kilogram', ['kilo', 'kilos', 'kgs']),
  gram: withAlternates('gram', ['gr', 'grammes', 'gramme']),
  tablespoon: withAlternates('tablespoon', ['tbs', 'tbl']),
}
const UNITS: UnitOfMeasureDefinitions = { ...unitsOfMeasure, ...EXTRA_UNITS }

// Every spelling of a unit, for a unit the parser left at the end of a line ('flour, 3 kg' → '3 kg').
const UNIT_ALIASES = new Map<string, string>(
  Object.entries(UNITS).flatMap(([id, unit]) =>
    [id, unit.short, unit.plural, ...(unit.alternates ?? [])]
      .filter((spelling) => spelling.length > 1)
      .map((spelling) => [spelling.toLowerCase(), id] as [string, string]),
  ),
)

type Kind = 'volume' | 'mass'
export interface MeasureUnit {
  kind: Kind
  system: UnitSystem
}
const MEASURE_UNITS: Record<string, MeasureUnit> = {
  milliliter: { kind: 'volume', system: 'metric' },
  centiliter: { kind: 'volume', system: 'metric' },
  deciliter: { kind: 'volume', system: 'metric' },
  liter: { kind: 'volume', system: 'metric' },
  milligram: { kind: 'mass', system: 'metric' },
  gram: { kind: 'mass', system: 'metric' },
  kilogram: { kind: 'mass', system: 'metric' },
  teaspoon: { kind: 'volume', system: 'us' },
  tablespoon: { kind: 'volume', system: 'us' },
  cup: { kind: 'volume', system: 'us' },
  'fluid ounce': { kind: 'volume', system: 'us' },
  pint: { kind: 'volume', system: 'us' },
  quart: { kind: 'volume', system: 'us' },
  gallon: { kind: 'volume', system: 'us' },
  ounce: { kind: 'mass', system: 'us' },
  pound: { kind: 'mass', system: 'us' },
}
/** Options for every parseIngredient call, so the shopping list and recipe pages know the same units. */
export const INGREDIENT_PARSE_OPTIONS = { additionalUOMs: EXTRA_UNITS } as const

/** Whether a parse-ingredient unit id measures volume or mass, and in which system; null for counts and pinches. */
export const measureUnitOf = (unitId: string | null): MeasureUnit | null =>
  (unitId && MEASURE_UNITS[unitId]) || null

/** An amount in a volume or mass unit as ml or g ('cup' 1 → 236.6). */
export const toBaseAmount = (value: number, unitId: string): number => {
  const measure = MEASURE_UNITS[unitId]
  if (!measure) return value
  return (
    convertUnit(value, unitId, measure.kind === 'volume' ? 'milliliter' : 'gram', INGREDIENT_PARSE_OPTIONS) ??
    value
  )
}

// Spoons are how metric cookbooks measure small amounts too, so they stay spoons in either system.
const SPOONS = new Set(['teaspoon', 'tablespoon'])

/** The amount at the start of an ingredient line, as parse-ingredient reads it. */
export interface IngredientQuantity {
  quantity: number
  /** The upper end of a range ('2-3 cloves'), else null. */
  quantity2: number | null
  /** parse-ingredient's unit id ('cup', 'gram', 'clove'), or null for plain counts ('2 eggs'). */
  unitId: string | null
  /** The unit as written ('Tbsp.', 'cups'), or null. */
  unitText: string | null
  /** What follows the amount and unit, as written. */
  rest: string
  /** Whether a range was written with 'to' ('2 to 3') rather than a dash. */
  rangeWithTo: boolean
}

// Lines that start with an amount; 'Juice of 1 lemon', 'a pinch of salt' and 'salt to taste' do not.
const STARTS_WITH_AMOUNT = /^[\d½⅓⅔¼¾⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚]/

/** Reads the leading amount of an ingredient line; null when the line has none (it stays as written). */
export function parseIngredientQuantity(line: string): IngredientQuantity | null {
  const text = line.trim()
  if (!STARTS_WITH_AMOUNT.test(text)) return null
  const [parsed] = parseIngredient(text, { ...INGREDIENT_PARSE_OPTIONS, allowLeadingOf: true })
  if (!parsed || parsed.isGroupHeader || parsed.quantity === null) return null
  let { quantity, quantity2 } = parsed
  // '1-1/2 cups' is one and a half, not a range from 1 down to ½.
  if (quantity2 !== null && quantity2 < 1 && quantity2 < quantity) {
    quantity += quantity2
    quantity2 = null
  }
  let unitId = parsed.unitOfMeasureID
  let unitText = parsed.unitOfMeasure
  let rest = parsed.description
  if (!unitId) {
    const [first = '', ...others] = rest.split(' ')
    const id = UNIT_ALIASES.get(first.toLowerCase().replace(/\.$/, ''))
    if (id && MEASURE_UNITS[id]) {
      unitId = id
      unitText = first
      rest = others.join(' ')
    }
  }
  const amountText = text.slice(0, text.length - parsed.description.length)
  return {
    quantity,
    quantity2,
    unitId,
    unitText,
    rest,
    rangeWithTo: /\d\s*to\s*[\d½⅓⅔¼¾⅛]/i.test(amountText),
  }
}

const KITCHEN_FRACTIONS: ReadonlyArray<[number, string]> = [
  [0, ''],
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [1, ''],
]
// A shopping list adds measures up (2 tbsp and ¼ cup make ⅜ cup), so it shows eighths too.
const EIGHTHS: ReadonlyArray<[number, string]> = [
  [3 / 8, '⅜'],
  [5 / 8, '⅝'],
  [7 / 8, '⅞'],
]
const WITH_EIGHTHS = [...KITCHEN_FRACTIONS, ...EIGHTHS].sort((a, b) => a[0] - b[0])

export interface AmountFormat {
  /** Also ⅜ ⅝ ⅞, for totals on a shopping list. */
  eighths?: boolean
}

/** 1.25 → '1 ¼', 0.34 → '⅓': the nearest of ⅛ ¼ ⅓ ½ ⅔ ¾, as cooks write amounts. Never shows 0. */
export const formatKitchenNumber = (value: number, { eighths = false }: AmountFormat = {}): string => {
  let whole = Math.floor(value)
  const rest = value - whole
  const fractions = eighths ? WITH_EIGHTHS : KITCHEN_FRACTIONS
  let best = fractions[0]!
  for (const candidate of fractions)
    if (Math.abs(candidate[0] - rest) < Math.abs(best[0] - rest)) best = candidate
  if (best[0] === 1) whole += 1
  if (whole === 0) return best[1] || '⅛'
  return best[1] ? `${whole} ${best[1]}` : String(whole)
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step
const trimNumber = (value: number) => String(Number(value.toFixed(2)))

/** 237 → 240, 59 → 60, 7 → 7, 2.4 → 2.5: metric amounts rounded as a cook would write them. */
export const roundMetric = (value: number): number => {
  if (value < 10) return Math.max(0.5, roundTo(value, 0.5))
  if (value < 20) return Math.round(value)
  if (value < 100) return roundTo(value, 5)
  return roundTo(value, 10)
}

interface ShownUnit {
  unit: string
  /** From ml or g to this unit. */
  per: number
  /** Kitchen fractions for cups and spoons, decimals for the rest. */
  show: (value: number) => string
}

const ML = { tsp: 4.9289216, tbsp: 14.786765, cup: 236.58824 }
const G_PER_OZ = 28.349523
const metricShow = (value: number) => trimNumber(roundMetric(value))
// Above a kilo or a litre, to the nearest 50 g or ml: '1.25 kg', '1.5 l'.
const largeMetricShow = (value: number) => trimNumber(roundTo(value, 0.05))

/** The unit a volume (ml) or mass (g) reads best in, chosen by the largest amount shown. */
function chooseUnit(kind: Kind, base: number, system: UnitSystem, format: AmountFormat): ShownUnit {
  const kitchen = (value: number) => formatKitchenNumber(value, format)
  if (system === 'metric') {
    const large = roundMetric(base) >= 1000
    if (kind === 'volume')
      return large
        ? { unit: 'l', per: 1000, show: largeMetricShow }
        : { unit: 'ml', per: 1, show: metricShow }
    return large ? { unit: 'kg', per: 1000, show: largeMetricShow } : { unit: 'g', per: 1, show: metricShow }
  }
  if (kind === 'volume') {
    // A hair under the boundary still counts: 4 tbsp is ¼ cup, 3 tsp is 1 tbsp.
    if (base / ML.cup >= 0.249) return { unit: 'cup', per: ML.cup, show: kitchen }
    if (base / ML.tbsp >= 0.99) return { unit: 'tbsp', per: ML.tbsp, show: kitchen }
    return { unit: 'tsp', per: ML.tsp, show: kitchen }
  }
  const ounces = base / G_PER_OZ
  if (ounces >= 15.95)
    return { unit: 'lb', per: G_PER_OZ * 16, show: (value) => trimNumber(Number(value.toFixed(1))) }
  return { unit: 'oz', per: G_PER_OZ, show: (value) => trimNumber(Math.max(0.5, Number(value.toFixed(1)))) }
}

/** A shown amount of one or less reads singular: '1 cup', '½ cup'; '1 ¼ cups', '2 cups'. */
const isPluralAmount = (shown: string) => !/^(1|0(\.\d+)?|[⅛¼⅓⅜½⅝⅔¾⅞])$/.test(shown)

const showAmount = (
  kind: Kind,
  low: number,
  high: number | null,
  system: UnitSystem,
  { joiner = '-', ...format }: AmountFormat & { joiner?: string } = {},
) => {
  const unit = chooseUnit(kind, high ?? low, system, format)
  const lowShown = unit.show(low / unit.per)
  const shown = high === null ? lowShown : `${lowShown}${joiner}${unit.show(high / unit.per)}`
  const last = high === null ? lowShown : unit.show(high / unit.per)
  return `${shown} ${unit.unit === 'cup' && isPluralAmount(last) ? 'cups' : unit.unit}`
}

/** A volume in ml as a cook reads it: tsp, tbsp or cups in US measure; ml or l in metric. */
export const formatVolume = (ml: number, isUs: boolean, format: AmountFormat = {}) =>
  showAmount('volume', ml, null, isUs ? 'us' : 'metric', format)

/** A mass in g: oz or lb in US measure; g or kg in metric. */
export const formatMass = (grams: number, isUs: boolean, format: AmountFormat = {}) =>
  showAmount('mass', grams, null, isUs ? 'us' : 'metric', format)

/** One ingredient word in the number it now needs: 'egg' → 'eggs' after 2, 'onions' → 'onion' after 1. */
function inflect(word: string, plural: boolean): string {
  if (!/^[a-z]+$/.test(word) || word.length < 3) return word
  const isPlural = word.endsWith('s') && !word.endsWith('ss')
  if (plural === isPlural) return word
  if (plural) {
    if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`
    if (/(ch|sh|x|s)$/.test(word) || /(tomato|potato|mango)$/.test(word)) return `${word}es`
    return `${word}s`
  }
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (/(ches|shes|xes|oes)$/.test(word)) return word.slice(0, -2)
  return word.slice(0, -1)
}

// Only a lone noun ('2 eggs', '1 onion, chopped') changes number; 'red bell pepper' is left alone.
const inflectRest = (rest: string, plural: boolean) => {
  const match = /^([A-Za-z]+)(\s*(?:[,(].*)?)$/.exec(rest)
  return match ? `${inflect(match[1]!, plural)}${match[2]}` : rest
}

/** The unit word for a kept unit: long names follow the amount ('1 cup', '2 cups'); abbreviations stay. */
function keptUnitText(unitId: string, unitText: string, plural: boolean) {
  const unit = UNITS[unitId]
  const written = unitText.toLowerCase()
  if (!unit || (written !== unitId && written !== unit.plural.toLowerCase())) return unitText
  return plural ? unit.plural : unitId
}

export interface ScaleOptions {
  /** Servings wanted divided by the servings the recipe makes; 1 keeps the amounts. */
  factor?: number
  /** The system to show measures in; left out, each line keeps the recipe's own. */
  system?: UnitSystem | null
}

/**
 * One ingredient line for other servings and another unit system, written as a cook would:
 * '1 ½ cups flour' ×2 → '3 cups flour'; in metric '710 ml flour'. A line without a leading amount
 * ('salt to taste', 'a pinch of nutmeg') comes back unchanged, and so does a line nothing changes.
 */
export function scaleIngredientLine(line: string, { factor = 1, system = null }: ScaleOptions = {}): string {
  const parsed = parseIngredientQuantity(line)
  if (!parsed || !(factor > 0)) return line
  const measure = parsed.unitId ? MEASURE_UNITS[parsed.unitId] : undefined
  const isSpoon = parsed.unitId !== null && SPOONS.has(parsed.unitId)
  const converts = measure !== undefined && system !== null && measure.system !== system && !isSpoon
  if (factor === 1 && !converts) return line
  const low = parsed.quantity * factor
  const high = parsed.quantity2 === null ? null : parsed.quantity2 * factor
  const joiner = parsed.rangeWithTo ? ' to ' : '-'
  const leading = /^\s*/.exec(line)![0]
  const rest = parsed.rest
  // Metric amounts are re-chosen after scaling (1500 g reads 1.5 kg); US ones keep the cook's unit.
  if (measure && parsed.unitId && (converts || (measure.system === 'metric' && system !== 'us'))) {
    const toBase = (value: number) => toBaseAmount(value, parsed.unitId!)
    const target = converts ? system! : measure.system
    const amount = showAmount(measure.kind, toBase(low), high === null ? null : toBase(high), target, {
      joiner,
    })
    return `${leading}${amount}${rest ? ` ${rest}` : ''}`
  }
  const showCount = (value: number) => formatKitchenNumber(value)
  const shown = high === null ? showCount(low) : `${showCount(low)}${joiner}${showCount(high)}`
  const plural = isPluralAmount(high === null ? shown : showCount(high))
  const unitText =
    parsed.unitId && parsed.unitText ? keptUnitText(parsed.unitId, parsed.unitText, plural) : null
  // Size words ('2 large eggs') describe the thing counted, so the noun after them changes number too.
  const countsRest = !parsed.unitId || UNITS[parsed.unitId]?.type === 'other'
  const restShown = countsRest ? inflectRest(rest, plural) : rest
  return `${leading}${shown}${unitText ? ` ${unitText}` : ''}${restShown ? ` ${restShown}` : ''}`
}

/** The recipe's servings as a whole number, or null when unknown: 4, '4', 'Serves 4-6' → 4. */
export function parseServings(servings: number | string | null | undefined): number | null {
  if (typeof servings === 'number')
    return Number.isFinite(servings) && servings >= 1 ? Math.round(servings) : null
  const match = typeof servings === 'string' ? /\d+/.exec(servings) : null
  const value = match ? Number(match[0]) : 0
  return value >= 1 ? value : null
}

/** Servings wanted over servings made; 1 when the recipe does not say how many it serves. */
export const servingsFactor = (baseServings: number | null, servings: number): number =>
  baseServings && baseServings > 0 ? servings / baseServings : 1

/** Clamps a stepper or URL value into 1–99, or null when it is not a number. */
export function clampServings(value: unknown): number | null {
  const number =
    typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : NaN
  if (!Number.isFinite(number)) return null
  return Math.min(MAX_SCALED_SERVINGS, Math.max(MIN_SCALED_SERVINGS, Math.round(number)))
}
