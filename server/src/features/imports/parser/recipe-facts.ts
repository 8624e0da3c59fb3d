import { parseDurationMinutes } from './durations'
import { deriveTotalMinutes } from './schema-recipe'
import type { RecipeNutrition } from './types'
import { normalizeYield } from './yields'

export interface RecipeFacts {
  prepTimeMinutes: number | null
  cookTimeMinutes: number | null
  totalTimeMinutes: number | null
  yields: string | null
}

type TimeKind = 'prep' | 'cook' | 'total'

const MAX_FACT_LENGTH = 120
const MAX_SEGMENT_LENGTH = 60

/** Labels of the time facts pages show near the top, in the languages the section labels know. */
const TIME_LABELS: Record<TimeKind, string> = {
  total: String.raw`total(?:\s+time)?|ready\s+in|gesamtzeit|gesamt|temps\s+total|tiempo\s+total|tempo\s+total[ea]?|totale\s+tijd|totale\s+bereidingstijd|συνολικός\s+χρόνος|συνολικα`,
  prep: String.raw`prep(?:aration)?(?:\s+time)?|active\s+time|hands[-\s]on\s+time|zubereitungszeit|vorbereitungszeit|arbeitszeit|vorbereitung|temps\s+de\s+préparation|préparation|tiempo\s+de\s+preparaci[oó]n|preparaci[oó]n|tempo\s+di\s+preparazione|preparazione|tempo\s+de\s+preparo|voorbereidingstijd|bereidingstijd|voorbereiding|χρόνος\s+προετοιμασίας|προετοιμασία`,
  cook: String.raw`cook(?:ing)?(?:\s+time)?|bak(?:e|ing)(?:\s+time)?|kochzeit|backzeit|garzeit|koch-?\s*/?\s*backzeit|temps\s+de\s+cuisson|cuisson|tiempo\s+de\s+cocci[oó]n|cocci[oó]n|tempo\s+di\s+cottura|cottura|tempo\s+de\s+cozimento|kooktijd|oventijd|baktijd|χρόνος\s+μαγειρέματος|χρόνος\s+ψησίματος|μαγείρεμα|ψήσιμο`,
}
const YIELD_LABEL = String.raw`serves|servings?|yields?|makes|portions?|porties|portionen|personen|raciones|porciones|personas|porzioni|dosi\s+per|pour|für|voor|para|ergibt|rendimento|rende|μερίδες`
const ANY_LABEL = `${TIME_LABELS.total}|${TIME_LABELS.prep}|${TIME_LABELS.cook}|${YIELD_LABEL}`

const TIME_FACT = new RegExp(
  String.raw`^(?:(${TIME_LABELS.total})|(${TIME_LABELS.prep})|(${TIME_LABELS.cook}))(?!\p{L})\s*:?\s*(\d.{0,39}|(?:about|approx\.?|ca\.?)\s+\d.{0,30})$`,
  'iu',
)
// A yield's value starts with its count, so 'Pour the batter into 2 tins' is not a yield.
const YIELD_FACT = new RegExp(
  String.raw`^(?:${YIELD_LABEL})(?!\p{L})\s*:?\s*((?:about\s+|approx\.?\s+|ca\.?\s+)?[\d½¼¾].{0,39})$`,
  'iu',
)
/**
 * One line may hold several facts: 'Serves 4 · Total time 55 minutes', 'Serves 4. Prep 10 minutes, cook
 * 15 minutes'. A comma or full stop splits only when a fact label follows, so '1 hour, 10 minutes' stays.
 */
const SEGMENT_BREAK = new RegExp(String.raw`\s*(?:[·•|]|[.,;]\s+(?=(?:${ANY_LABEL})\b))\s*`, 'iu')

const splitSegments = (line: string): string[] =>
  line
    .split(SEGMENT_BREAK)
    .map((segment) => segment.trim())
    .filter((segment) => segment.length > 0 && segment.length <= MAX_SEGMENT_LENGTH)

const readTimeFact = (segment: string): { kind: TimeKind; minutes: number } | null => {
  const match = TIME_FACT.exec(segment)
  if (match === null) return null
  const minutes = parseDurationMinutes((match[4] ?? '').replace(/[.;]$/, ''))
  if (minutes === null) return null
  const kind: TimeKind = match[1] !== undefined ? 'total' : match[2] !== undefined ? 'prep' : 'cook'
  return { kind, minutes }
}

const readYieldFact = (segment: string): string | null => {
  if (!YIELD_FACT.test(segment)) return null
  return normalizeYield(segment)
}

/** Picks up 'Prep time: 15 minutes' and 'Serves 4' lines that pages and pasted recipes show near the top. */
export const readRecipeFacts = (lines: Iterable<string>): RecipeFacts => {
  const times: Record<TimeKind, number | null> = { prep: null, cook: null, total: null }
  let yields: string | null = null
  for (const line of lines) {
    if (line.length > MAX_FACT_LENGTH || !/\d/.test(line)) continue
    for (const segment of splitSegments(line)) {
      const time = readTimeFact(segment)
      if (time !== null) {
        times[time.kind] ??= time.minutes
        continue
      }
      yields ??= readYieldFact(segment)
    }
  }
  return {
    prepTimeMinutes: times.prep,
    cookTimeMinutes: times.cook,
    totalTimeMinutes: deriveTotalMinutes(times.prep, times.cook, times.total),
    yields,
  }
}

/** Whether a line holds only time or servings facts rather than part of the recipe text. */
export const isRecipeFactLine = (line: string): boolean => {
  if (line.length > MAX_FACT_LENGTH || !/\d/.test(line)) return false
  const segments = splitSegments(line)
  return (
    segments.length > 0 &&
    segments.every((segment) => readTimeFact(segment) !== null || readYieldFact(segment) !== null)
  )
}

const MAX_NUTRITION_LINE = 120
const NUMBER_PART = String.raw`(\d+(?:[.,]\d+)?)`
const NUTRITION_PATTERNS: Record<keyof RecipeNutrition, RegExp[]> = {
  calories: [
    new RegExp(
      String.raw`\b(?:calories|kalorien|calorías|calorie|energy|energie|kcal)\s*:?\s*${NUMBER_PART}`,
      'iu',
    ),
    new RegExp(String.raw`${NUMBER_PART}\s*(?:kcal|calories|cal)\b`, 'iu'),
  ],
  protein: [
    new RegExp(
      String.raw`\b(?:protein|proteins|eiweiß|eiwit|protéines|proteínas)\s*:?\s*${NUMBER_PART}\s*g`,
      'iu',
    ),
    new RegExp(String.raw`${NUMBER_PART}\s*g\s+(?:of\s+)?protein`, 'iu'),
  ],
  carbs: [
    new RegExp(
      String.raw`\b(?:carbohydrates?|carbs|kohlenhydrate|koolhydraten|glucides|carbohidratos)\s*:?\s*${NUMBER_PART}\s*g`,
      'iu',
    ),
    new RegExp(String.raw`${NUMBER_PART}\s*g\s+(?:of\s+)?carb(?:ohydrate)?s?`, 'iu'),
  ],
  // 'Saturated fat' is a part of the fat, not the total.
  fat: [
    new RegExp(
      String.raw`(?<!saturated\s|trans\s|unsaturated\s)\b(?:total\s+)?(?:fat|fett|vet|lipides|grasas)\s*:?\s*${NUMBER_PART}\s*g`,
      'iu',
    ),
    new RegExp(String.raw`${NUMBER_PART}\s*g\s+(?:of\s+)?(?:total\s+)?fat`, 'iu'),
  ],
}

const toNumber = (text: string): number => Math.round(Number(text.replace(',', '.')) * 10) / 10

/**
 * Nutrition that a page or pasted text states in words ('Calories: 320', 'Protein 12 g'). One stray
 * number is not nutrition: it needs the calories, or at least two of protein, carbs and fat.
 */
export const readNutritionFacts = (lines: Iterable<string>): RecipeNutrition | null => {
  const found: RecipeNutrition = { calories: null, protein: null, carbs: null, fat: null }
  for (const line of lines) {
    if (line.length > MAX_NUTRITION_LINE || !/\d/.test(line)) continue
    for (const key of ['calories', 'protein', 'carbs', 'fat'] as const) {
      if (found[key] !== null) continue
      for (const pattern of NUTRITION_PATTERNS[key]) {
        const match = pattern.exec(line)
        if (match?.[1]) {
          found[key] = toNumber(match[1])
          break
        }
      }
    }
  }
  const macros = [found.protein, found.carbs, found.fat].filter((value) => value !== null).length
  return found.calories !== null || macros >= 2 ? found : null
}
