import { cleanText } from './clean-text'

/*
 * Yields read one way whatever the page wrote: a count of people becomes 'N servings' ('Serves 4',
 * '4 persone', 'Pour 6 personnes', 'Portionen: 4'); a count of things keeps its noun ('Makes 12 to 16
 * pieces' → '12 to 16 pieces', '24 cookies', '1 loaf').
 */

/** 'Ingredients for 4 people' names the yield in the heading over the list. */
const INGREDIENTS_FOR = String.raw`(?:ingredients|zutaten|ingrédients|ingredientes|ingrediënten|ingredienti)\s+(?:for|für|pour|voor|para|per)`
const LABEL = new RegExp(
  String.raw`^(?:${INGREDIENTS_FOR}|serves|servings?|serving\s+size|yields?|makes|portions?|porties|portionen|personen|porciones|raciones|personas|porzioni|dosi(?:\s+per)?|per|pour|für|voor|para|ergibt|rendimento|rende|μερίδες|για)(?!\p{L})\s*:?\s*`,
  'iu',
)
const NUMBER = String.raw`(?:\d+(?:[.,]\d+)?(?:\s*[½¼¾⅓⅔])?|[½¼¾⅓⅔])`
const AMOUNT = new RegExp(
  String.raw`^(?:(?:about|approx\.?|approximately|around|circa|ca\.?|ungefähr|environ|unos|up\s+to|até|bis\s+zu|jusqu'à)\s+)?(${NUMBER}(?:\s*(?:-|–|—|to|or|bis|à|a|tot|ή|o)\s*${NUMBER})?)\s*(.*)$`,
  'iu',
)
const PEOPLE =
  /^(?:servings?|serves|people|persons?|personnes?|persone|personen|personas|personer|pers\.?|portions?|portioner|porties|portionen|porciones|porcion|raciones|ración|porzioni|porzione|porções|porção|porce|porcí|porcie|porcií|porcje|porcji|porcja|osób|osoby|os\.?|adag|couverts|μερίδες|μερίδα|άτομα|adults)$/iu

/** Whether a word counts people or portions ('servings', 'personnes', 'porce'), so '4 porce' is a yield. */
export const isPeopleNoun = (word: string): boolean => PEOPLE.test(word)

/** The leading count of a yield ('16 squares' → '16'), for comparing two ways a page says it. */
export const readYieldCount = (text: string): string | null =>
  AMOUNT.exec(stripLabels(text).rest)?.[1] ?? null

/** Labels that count people, whatever noun follows the number ('Serves 4 as a main'). */
const PEOPLE_LABEL = new RegExp(
  String.raw`^(?:serves|servings?|serving\s+size|portions?|porties|portionen|personen|porciones|raciones|personas|porzioni|dosi(?:\s+per)?|pour|für|voor|para|per|μερίδες|για)(?!\p{L})`,
  'iu',
)

const stripLabels = (text: string): { rest: string; countsPeople: boolean } => {
  let current = cleanText(text)
    .replace(/[.;:]+$/, '')
    .trim()
  let countsPeople = false
  for (let round = 0; round < 3; round++) {
    if (PEOPLE_LABEL.test(current)) countsPeople = true
    const next = current.replace(LABEL, '')
    if (next === current) break
    current = next
  }
  return { rest: current, countsPeople }
}

/** Answers the yield as shown, or null when the text holds no count. */
export const normalizeYield = (text: string): string | null => {
  const { rest, countsPeople } = stripLabels(text)
  const match = AMOUNT.exec(rest)
  if (match === null) return null
  const count = (match[1] ?? '').replace(/\s+/g, ' ')
  const noun = (match[2] ?? '').replace(/^[,:]\s*/, '').trim()
  const firstWord = noun.split(/[\s(]/)[0] ?? ''
  if (countsPeople || noun.length === 0 || PEOPLE.test(firstWord)) {
    return `${count} ${count === '1' ? 'serving' : 'servings'}`
  }
  return `${count} ${noun}`
}
