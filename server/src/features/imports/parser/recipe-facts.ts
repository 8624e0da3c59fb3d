import { deriveTotalMinutes, parseDurationMinutes, parseStrictDurationMinutes } from './durations'
import type { RecipeNutrition } from './types'
import { isPeopleNoun, normalizeYield } from './yields'

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
  total: String.raw`total(?:\s+time)?|total\s+tid|ready\s+in|time(?:\s+required)?|prep\s*(?:&|and|\+)\s*cook(?:ing)?\s+time|tid\s+i\s+alt|samlet\s+tid|durée(?:\s+totale)?|gesamtzeit|gesamt|temps\s+total|tiempo\s+total|tempo\s+total[ea]?|totale\s+tijd|totale\s+bereidingstijd|συνολικός\s+χρόνος|συνολικα`,
  prep: String.raw`prep(?:aration)?(?:\s+time)?|arbejdstid|förberedelsetid|czas\s+przygotowania|doba\s+přípravy|active\s+time|hands[-\s]on\s+time|zubereitungszeit|vorbereitungszeit|arbeitszeit|vorbereitung|temps\s+de\s+préparation|préparation|tiempo\s+de\s+preparaci[oó]n|preparaci[oó]n|tempo\s+di\s+preparazione|preparazione|tempo\s+de\s+preparo|voorbereidingstijd|bereidingstijd|voorbereiding|χρόνος\s+προετοιμασίας|προετοιμασία`,
  cook: String.raw`cook(?:ing)?(?:\s+time)?|tillagningstid|kogetid|bagetid|czas\s+gotowania|doba\s+vaření|bak(?:e|ing)(?:\s+time)?|kochzeit|backzeit|garzeit|koch-?\s*/?\s*backzeit|temps\s+de\s+cuisson|cuisson|tiempo\s+de\s+cocci[oó]n|cocci[oó]n|tempo\s+di\s+cottura|cottura|tempo\s+de\s+cozimento|kooktijd|oventijd|baktijd|χρόνος\s+μαγειρέματος|χρόνος\s+ψησίματος|μαγείρεμα|ψήσιμο`,
}
const YIELD_LABEL = String.raw`(?:ingredients|zutaten|ingrédients|ingredientes|ingrediënten|ingredienti)\s+(?:for|für|pour|voor|para|per)|serves|servings?|yields?|makes|portions?|porties|portionen|personen|raciones|porciones|personas|porzioni|dosi\s+per|pour|für|voor|para|ergibt|rendimento|rende|μερίδες`
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
/** Card plugins often print the value first: '10 min Preparation Time'. */
const DURATION_VALUE = String.raw`\d[\d\s.,/½¼¾–-]{0,8}\s*\p{L}{1,8}\.?(?:\s+\d{1,2}\s*\p{L}{1,8}\.?)?`
const TIME_FACT_VALUE_FIRST = new RegExp(
  String.raw`^(${DURATION_VALUE})\s+(?:(${TIME_LABELS.total})|(${TIME_LABELS.prep})|(${TIME_LABELS.cook}))$`,
  'iu',
)
/**
 * A count of people or portions needs no label: '4 personen', 'Up to 4 porções', '6 Servings'. Without a label
 * it has at most two digits; '4492 os.' beside a rating is how many people saved the recipe.
 */
const PEOPLE_COUNT_FACT =
  /^(?:(?:about|approx\.?|up\s+to|até|ca\.?|bis\s+zu)\s+)?\d{1,2}(?:\s*(?:-|–|to|tot|à|a|bis)\s*\d{1,2})?\s+(\p{L}+)\.?$/iu
/** A label in a block of its own, with the value in the next block ('Time' above '45 mins'). */
const BARE_LABEL = new RegExp(String.raw`^(?:${ANY_LABEL})\s*:?$`, 'iu')

/**
 * One line may hold several facts: 'Serves 4 · Total time 55 minutes', '4 servings — 20 minutes', 'Serves 4.
 * Prep 10 minutes, cook 15 minutes'. An em dash splits only after a word, so 'Serves 4 — 6' stays. A comma or full stop splits only when a fact label follows, so '1 hour, 10 minutes' stays.
 */
const SEGMENT_BREAK = new RegExp(
  String.raw`\s*(?:[·•|]|(?<=\p{L})\s+—(?=\s)|[.,;]\s+(?=(?:${ANY_LABEL})\b))\s*`,
  'iu',
)

const splitSegments = (line: string): string[] =>
  line
    .split(SEGMENT_BREAK)
    .map((segment) => segment.trim())
    .filter((segment) => segment.length > 0 && segment.length <= MAX_SEGMENT_LENGTH)

const readTimeFact = (segment: string): { kind: TimeKind; minutes: number } | null => {
  const labelFirst = TIME_FACT.exec(segment)
  const valueFirst = labelFirst === null ? TIME_FACT_VALUE_FIRST.exec(segment) : null
  // Both patterns capture the total, prep and cook labels in that order; only the value moves.
  const [value, total, prep] =
    labelFirst !== null
      ? [labelFirst[4], labelFirst[1], labelFirst[2]]
      : [valueFirst?.[1], valueFirst?.[2], valueFirst?.[3]]
  // A bare number with decimals is a price or a weight ('Total 589.15'), never a time.
  if (value === undefined || /^\d+[.,]\d+$/.test(value.trim())) return null
  const minutes = parseDurationMinutes(value.replace(/[.;]$/, ''))
  if (minutes === null) return null
  const kind: TimeKind = total !== undefined ? 'total' : prep !== undefined ? 'prep' : 'cook'
  return { kind, minutes }
}

/** 'Pour 1 2 3 4 5 6 personnes' is a servings selector's choices, not a yield. */
const LIST_OF_CHOICES = /\d+(?:\s+\d+){2,}/

const readYieldFact = (segment: string): string | null => {
  if (LIST_OF_CHOICES.test(segment)) return null
  const peopleNoun = PEOPLE_COUNT_FACT.exec(segment)?.[1]
  if (!YIELD_FACT.test(segment) && (peopleNoun === undefined || !isPeopleNoun(peopleNoun))) return null
  return normalizeYield(segment)
}

/** A line of facts may state the time without a label: 'Serves 4 · 45 minutes', '4 servings — 20 minutes'. */
const readUnlabelledTotal = (segments: readonly string[]): number | null => {
  if (segments.length < 2) return null
  const bare = segments.filter((segment) => parseStrictDurationMinutes(segment) !== null)
  const facts = segments.filter(
    (segment) => readTimeFact(segment) !== null || readYieldFact(segment) !== null,
  )
  if (bare.length !== 1 || facts.length !== segments.length - 1) return null
  return parseStrictDurationMinutes(bare[0] ?? '')
}

/** Picks up 'Prep time: 15 minutes' and 'Serves 4' lines that pages and pasted recipes show near the top. */
export const readRecipeFacts = (lines: Iterable<string>): RecipeFacts => {
  const times: Record<TimeKind, number | null> = { prep: null, cook: null, total: null }
  let yields: string | null = null
  let bareLabel: string | null = null
  for (const line of lines) {
    const label = bareLabel
    bareLabel = line.length <= MAX_SEGMENT_LENGTH && BARE_LABEL.test(line) ? line.replace(/\s*:$/, '') : null
    if (line.length > MAX_FACT_LENGTH || !/\d/.test(line)) continue
    const segments = splitSegments(line)
    // A value in its own block counts for a time only with its unit ('45 mins', not a price '12').
    const joinsLabel = label !== null && (/\p{L}/u.test(line) || YIELD_FACT.test(`${label} ${line}`))
    for (const segment of joinsLabel ? [`${label} ${line}`, ...segments] : segments) {
      const time = readTimeFact(segment)
      if (time !== null) {
        times[time.kind] ??= time.minutes
        continue
      }
      yields ??= readYieldFact(segment)
    }
    times.total ??= readUnlabelledTotal(segments)
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
