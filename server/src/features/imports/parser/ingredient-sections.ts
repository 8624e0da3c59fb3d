import { cleanText, LEADING_AMOUNT } from './clean-text'
import type { IngredientSection } from './types'

/** One ingredient line or a section header met while reading a list, in page order. */
export type IngredientEntry = { kind: 'line'; text: string } | { kind: 'header'; title: string }

const MAX_HEADER_WORDS = 7

/** Section headers are short, carry no quantities and read like 'For the sauce:' or 'Dressing:'. */
export const isIngredientHeader = (line: string): boolean => {
  const text = line.trim()
  if (text.length < 2 || text.length > 60 || /\d/.test(text)) return false
  const words = text.split(/\s+/).length
  if (words > MAX_HEADER_WORDS) return false
  if (/:$/.test(text)) return true
  return /^for (?:the |a |an )?[\p{L}' -]+$/iu.test(text) && words <= 5
}

/** Header text as shown: without the trailing colon. */
export const toHeaderTitle = (line: string): string => cleanText(line).replace(/\s*:+$/, '')

/** Classifies plain lines, recognising header lines among them. */
export const toIngredientEntries = (lines: readonly string[]): IngredientEntry[] =>
  lines.map((line) =>
    isIngredientHeader(line) ? { kind: 'header', title: toHeaderTitle(line) } : { kind: 'line', text: line },
  )

/** A serving count the card prints inside its ingredient list: 'Für 6 Personen', '4 servings', 'Serves 2'. */
const YIELD_LINE =
  /^(?:(?:for|für|pour|para|per|voor|serves|makes)\s+)?\d+(?:\s*[-–]\s*\d+)?\s+(?:persons?|people|servings?|portions?|portion\(s\)|personen|portionen|personnes|porciones|personas|persone|porzioni|porties|personer|portioner)$/iu

const isYieldLine = (line: string): boolean => YIELD_LINE.test(line.trim())

/** A line holding only an amount and perhaps a unit: '½ cup', '150', 'g', '5 Slices'. */
const AMOUNT_ONLY = /^(?:[\p{N}½¼¾⅓⅔⅛⅜⅝⅞][\p{N}\s.,/½¼¾⅓⅔⅛⅜⅝⅞-]*)?(?:\s*\p{L}{1,6}\.?)?$/u
/** Share of amount-only lines from which a list is read as amounts printed apart from their foods. */
const SPLIT_AMOUNT_SHARE = 0.3

const isAmountOnly = (line: string): boolean => LEADING_AMOUNT.test(line) && AMOUNT_ONLY.test(line)

/**
 * Cards that print amount, unit and name as separate items ('½ cup', 'popping corn') give a list where
 * the amounts stand alone; each is joined to the food after it. A few short lines like '2 eggs' in an
 * ordinary list are left alone: the joining needs the pattern to run through the list.
 */
const joinSplitAmounts = (entries: readonly IngredientEntry[]): IngredientEntry[] => {
  const lines = entries.filter((entry) => entry.kind === 'line')
  const amountOnly = lines.filter((entry) => isAmountOnly(entry.text)).length
  if (amountOnly < 2 || amountOnly < lines.length * SPLIT_AMOUNT_SHARE) return [...entries]
  const joined: IngredientEntry[] = []
  let pending: string | null = null
  for (const entry of entries) {
    if (entry.kind === 'header' || pending === null) {
      if (pending !== null) joined.push({ kind: 'line', text: pending })
      pending = null
      if (entry.kind === 'line' && isAmountOnly(entry.text)) pending = entry.text
      else joined.push(entry)
      continue
    }
    const next = entry.text
    // A unit on its own line ('g') belongs to the amount before it; another amount starts a new line.
    if (LEADING_AMOUNT.test(next)) {
      joined.push({ kind: 'line', text: pending })
      pending = isAmountOnly(next) ? next : null
      if (pending === null) joined.push(entry)
      continue
    }
    const combined = `${pending} ${next}`
    pending = isAmountOnly(combined) ? combined : null
    if (pending === null) joined.push({ kind: 'line', text: combined })
  }
  if (pending !== null) joined.push({ kind: 'line', text: pending })
  return joined
}

/** A short amount such as '1 kilogram' or '2 Stk.' printed on its own line after the food it measures. */
const isTrailingAmount = (line: string): boolean =>
  LEADING_AMOUNT.test(line) && line.length <= 25 && line.split(/\s+/).length <= 3

/**
 * Cards that print each food and then its amount as two lines ('potatoes', '1 kilogram'): when the whole
 * list alternates that way, each pair is one ingredient line, read in page order.
 */
const joinNameAmountPairs = (entries: readonly IngredientEntry[]): IngredientEntry[] => {
  const lines = entries.flatMap((entry) => (entry.kind === 'line' ? [entry.text] : []))
  if (lines.length < 4 || lines.length % 2 !== 0 || entries.length !== lines.length) return [...entries]
  const pairs: IngredientEntry[] = []
  for (let index = 0; index < lines.length; index += 2) {
    const name = lines[index] ?? ''
    const amount = lines[index + 1] ?? ''
    if (LEADING_AMOUNT.test(name) || !isTrailingAmount(amount)) return [...entries]
    pairs.push({ kind: 'line', text: `${name} ${amount}` })
  }
  return pairs
}

/** Groups entries under their headers; lines before the first header form an untitled section. */
export const groupIngredientEntries = (
  entries: readonly IngredientEntry[],
): { ingredients: string[]; ingredientSections: IngredientSection[] } => {
  const sections: IngredientSection[] = []
  let current: IngredientSection = { title: null, items: [] }
  for (const entry of joinSplitAmounts(joinNameAmountPairs(entries))) {
    if (entry.kind === 'header') {
      if (current.items.length > 0) sections.push(current)
      current = { title: entry.title.length > 0 ? entry.title : null, items: [] }
      continue
    }
    if (!isYieldLine(entry.text)) current.items.push(entry.text)
  }
  if (current.items.length > 0) sections.push(current)
  return { ingredients: sections.flatMap((section) => section.items), ingredientSections: sections }
}
