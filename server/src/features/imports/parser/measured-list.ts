import type { IngredientEntry } from './ingredient-sections'
import type { PageBlock } from './page-blocks'
import { LEADING_AMOUNT } from './clean-text'

/*
 * Some pages print the ingredients as a bare list under the dish's name or a line such as 'Serves 2', with
 * no 'Ingredients' heading and no telling class. Such a list still reads as ingredients: most of its items
 * start with an amount and name a food ('250 g tagliatelle', '2 tbsp sherry vinegar').
 */

const MIN_ITEMS = 3
const MEASURED_SHARE = 0.6
const MAX_LINE_LENGTH = 120

/** '2 cups mayonnaise' or '1 egg': an amount and a word; not '2 servings' alone nor a step of prose. */
export const isMeasuredItem = (text: string): boolean =>
  text.length <= MAX_LINE_LENGTH && LEADING_AMOUNT.test(text) && /\p{L}{2,}/u.test(text)

const isIngredientList = (items: readonly string[]): boolean =>
  items.length >= MIN_ITEMS &&
  items.every((item) => item.length <= MAX_LINE_LENGTH * 2) &&
  items.filter(isMeasuredItem).length >= items.length * MEASURED_SHARE

/** The first list on the page whose items read as measured ingredients; empty when there is none. */
export const findMeasuredList = (blocks: readonly PageBlock[]): IngredientEntry[] => {
  let items: string[] = []
  let list = -1
  for (const block of [...blocks, null]) {
    if (block !== null && block.kind === 'item' && block.list === list) {
      items.push(block.text)
      continue
    }
    if (isIngredientList(items)) return items.map((text) => ({ kind: 'line', text }))
    items = block !== null && block.kind === 'item' ? [block.text] : []
    list = block !== null && block.kind === 'item' ? block.list : -1
  }
  return []
}
