import type { ParsedRecipe } from './types'
import { LEADING_AMOUNT } from './clean-text'

/*
 * Structured data sometimes carries less than the recipe card people read: only the first ingredient group,
 * only a sub-recipe ('Lemon vinaigrette'), or every line run together into one string. When the card on the
 * page plainly holds the structured lines and more, the card's list is the recipe's.
 */

/** Share of structured lines the card must repeat word for word before its extra lines are trusted. */
const SHARED_LINE_RATIO = 0.9
const MIN_EXTRA_LINES = 3
const MIN_JOINED_CARD_LINES = 3
const HAS_AMOUNT = /[\p{N}½¼¾⅓⅔⅛⅜⅝⅞]/u

const toComparable = (line: string): string => line.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')

const countWords = (line: string): number => (line.match(/\p{L}{2,}/gu) ?? []).length

/** An amount followed by a food: '350ml whole milk', not '2 portion(s)', '½ cup' or 'Serves 4'. */
const isMeasuredFood = (line: string): boolean => LEADING_AMOUNT.test(line.trim()) && countWords(line) >= 2

/** The card lines left over once each structured line is matched to an equal card line, or null. */
const findExtraCardLines = (structured: readonly string[], card: readonly string[]): string[] | null => {
  const pool = new Map<string, number>()
  for (const line of card) pool.set(toComparable(line), (pool.get(toComparable(line)) ?? 0) + 1)
  let shared = 0
  for (const line of structured) {
    const count = pool.get(toComparable(line)) ?? 0
    if (count === 0) continue
    pool.set(toComparable(line), count - 1)
    shared++
  }
  if (shared < structured.length * SHARED_LINE_RATIO) return null
  return card.filter((line) => {
    const count = pool.get(toComparable(line)) ?? 0
    if (count === 0) return false
    pool.set(toComparable(line), count - 1)
    return true
  })
}

/** The card repeats every structured line and adds a further group of measured foods. */
const cardExtendsLines = (structured: readonly string[], card: readonly string[]): boolean => {
  if (structured.length === 0 || card.length < structured.length + MIN_EXTRA_LINES) return false
  const extra = findExtraCardLines(structured, card)
  if (extra === null) return false
  const measured = extra.filter(isMeasuredFood).length
  return measured >= MIN_EXTRA_LINES && measured >= (extra.length * 2) / 3
}

/**
 * One structured line against a card of several: either the lines run together ('1 egg, 2 cups flour…')
 * or a stand-in such as a keyword list ('Cheese, Pasta') beside a card of measured foods.
 */
const cardSplitsOneLine = (structured: readonly string[], card: readonly string[]): boolean => {
  const [only] = structured
  if (only === undefined || structured.length !== 1 || card.length < MIN_JOINED_CARD_LINES) return false
  const joined = toComparable(only)
  if (card.slice(0, MIN_JOINED_CARD_LINES).every((line) => joined.includes(toComparable(line)))) return true
  const measured = card.filter((line) => HAS_AMOUNT.test(line)).length
  return !HAS_AMOUNT.test(only) && measured >= card.length * 0.6
}

/** Words and numbers of a line, each counted: '500gr' gives '500' and 'gr'. */
const countTokens = (line: string): Map<string, number> => {
  const counts = new Map<string, number>()
  for (const token of line.toLowerCase().match(/\p{L}+|\p{N}+/gu) ?? []) {
    counts.set(token, (counts.get(token) ?? 0) + 1)
  }
  return counts
}

const holdsTokens = (line: string, part: string): boolean => {
  const available = countTokens(line)
  return [...countTokens(part)].every(([token, count]) => (available.get(token) ?? 0) >= count)
}

const countLeadingAmounts = (lines: readonly string[]): number =>
  lines.filter((line) => LEADING_AMOUNT.test(line.trim())).length

/**
 * Structured data that writes the amount after the name ('milk, 500 ml') beside a card that prints the same
 * words amount first ('500 ml milk'): the card reads as people write ingredients.
 */
const cardLeadsWithAmounts = (structured: readonly string[], card: readonly string[]): boolean => {
  if (structured.length < 2 || card.length !== structured.length) return false
  const held = structured.filter((line, index) => holdsTokens(card[index] ?? '', line)).length
  if (held < structured.length * SHARED_LINE_RATIO) return false
  return countLeadingAmounts(card) - countLeadingAmounts(structured) >= structured.length / 2
}

/** The same text cut into other lines, e.g. a site that split its structured lines at every comma. */
const cardSplitsSameText = (structured: readonly string[], card: readonly string[]): boolean =>
  card.length >= 2 &&
  card.length < structured.length &&
  toComparable(card.join(' ')) === toComparable(structured.join(' '))

/**
 * Structured lines that name the foods but (almost) never an amount, beside a card that prints each of them
 * in order with its amount among other lines (a serving count, nutrition): the matching card lines, or null.
 */
const findMeasuredCardLines = (structured: readonly string[], card: readonly string[]): string[] | null => {
  if (structured.length < 2 || card.length <= structured.length) return null
  if (structured.filter((line) => HAS_AMOUNT.test(line)).length > structured.length / 4) return null
  const matched: string[] = []
  let cardIndex = 0
  for (const line of structured) {
    const name = toComparable(line)
    while (cardIndex < card.length && !toComparable(card[cardIndex] ?? '').includes(name)) cardIndex++
    const found = card[cardIndex]
    if (found === undefined) return null
    matched.push(found)
    cardIndex++
  }
  const measured = matched.filter((line) => HAS_AMOUNT.test(line)).length
  return measured > structured.length / 2 ? matched : null
}

/** Takes the card's ingredient list when it holds the structured one and plainly more. */
export const preferFullerCard = (recipe: ParsedRecipe, card: ParsedRecipe): ParsedRecipe => {
  const fuller =
    cardExtendsLines(recipe.ingredients, card.ingredients) ||
    cardSplitsOneLine(recipe.ingredients, card.ingredients) ||
    cardLeadsWithAmounts(recipe.ingredients, card.ingredients) ||
    cardSplitsSameText(recipe.ingredients, card.ingredients)
  if (fuller) return { ...recipe, ingredients: card.ingredients, ingredientSections: card.ingredientSections }
  const measured = findMeasuredCardLines(recipe.ingredients, card.ingredients)
  return measured === null
    ? recipe
    : { ...recipe, ingredients: measured, ingredientSections: [{ title: null, items: measured }] }
}
