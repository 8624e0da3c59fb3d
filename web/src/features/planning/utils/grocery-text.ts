import { GROCERY_AISLES } from '@forkcast/contract/grocery-aisles'
import type { GroceryItem } from '@forkcast/contract/planning.schemas'

/** Lines grouped by aisle in walking order; aisles without lines are left out. */
export const groupByAisle = (items: readonly GroceryItem[]) =>
  GROCERY_AISLES.map((aisle) => ({
    aisle,
    items: items.filter((item) => item.category === aisle.id),
  })).filter((group) => group.items.length > 0)

/** The list as plain text for a message: aisles as headings, checked lines marked done. */
export const toGroceryText = (title: string, items: readonly GroceryItem[]) =>
  [
    title,
    ...groupByAisle(items).flatMap(({ aisle, items: aisleItems }) => [
      '',
      `${aisle.label}:`,
      ...aisleItems.map(
        (item) => `${item.checked ? '[x]' : '[ ]'} ${item.quantity ? `${item.quantity} ` : ''}${item.name}`,
      ),
    ]),
  ].join('\n')

export const formatCents = (cents: number) => `$${(cents / 100).toFixed(2)}`
