import { GROCERY_AISLES } from '@forkcast/contract/grocery-aisles'
import type { GroceryItem } from '@forkcast/contract/planning.schemas'

/** Lines grouped by aisle in walking order; aisles without lines are left out. */
export const groupByAisle = (items: readonly GroceryItem[]) =>
  GROCERY_AISLES.map((aisle) => ({
    aisle,
    items: items.filter((item) => item.category === aisle.id),
  })).filter((group) => group.items.length > 0)

const ISO_WEEK_TITLE = /^Week of (\d{4}-\d{2}-\d{2})$/

/**
 * A list's title as people write it: a plan's list is named 'Week of 2026-11-23' by the server, shown as
 * 'Week of Nov 23' (or '23 Nov' in a British locale). Other titles stay as they are.
 */
export const formatListTitle = (title: string, locale?: string) => {
  const isoDate = ISO_WEEK_TITLE.exec(title)?.[1]
  const date = isoDate ? new Date(`${isoDate}T00:00:00Z`) : null
  if (!date || Number.isNaN(date.getTime())) return title
  const shown = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    date,
  )
  return `Week of ${shown}`
}

/** The list as plain text for a message: aisles as headings, checked lines marked done. */
export const toGroceryText = (title: string, items: readonly GroceryItem[]) =>
  [
    formatListTitle(title),
    ...groupByAisle(items).flatMap(({ aisle, items: aisleItems }) => [
      '',
      `${aisle.label}:`,
      ...aisleItems.map(
        (item) => `${item.checked ? '[x]' : '[ ]'} ${item.quantity ? `${item.quantity} ` : ''}${item.name}`,
      ),
    ]),
  ].join('\n')

export const formatCents = (cents: number) => `$${(cents / 100).toFixed(2)}`

/** A line's price as the list shows it: always 'about', and a rough guess says so. */
export const formatEstimate = (item: Pick<GroceryItem, 'estimatedCost' | 'isRoughEstimate'>) =>
  `about ${formatCents(item.estimatedCost)}${item.isRoughEstimate ? ' (rough guess)' : ''}`

/** Said under every list total: where the figures come from, and that a store's prices differ. */
export const PRICE_ESTIMATE_NOTE =
  'Prices are estimates from typical U.S. grocery prices; your store’s will differ. A “rough guess” is an item we have no typical price for.'
