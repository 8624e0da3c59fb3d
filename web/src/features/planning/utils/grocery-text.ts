import { GROCERY_AISLES } from '@forkcast/contract/grocery-aisles'
import type { GroceryItem } from '@forkcast/contract/planning.schemas'
import { catalogText, type CatalogText } from '@/lib/catalog-text'
import { formatDate, formatMoney } from '@/lib/format'
import { i18next } from '@/lib/i18n'

/** Lines grouped by aisle in walking order; aisles without lines are left out. */
export const groupByAisle = (items: readonly GroceryItem[]) =>
  GROCERY_AISLES.map((aisle) => ({
    aisle,
    items: items.filter((item) => item.category === aisle.id),
  })).filter((group) => group.items.length > 0)

const ISO_WEEK_TITLE = /^Week of (\d{4}-\d{2}-\d{2})$/

/**
 * A list's title as people write it: a plan's list is named 'Week of 2026-11-23' by the server, shown as
 * 'Week of Nov 23' (or '23 Nov' in a British locale, 'Semana del 23 nov' in Spanish). Other titles stay as
 * they are. The date follows `locale` when given, else the app's language.
 */
export const formatListTitle = (title: string, locale?: string) => {
  const isoDate = ISO_WEEK_TITLE.exec(title)?.[1]
  const date = isoDate ? new Date(`${isoDate}T00:00:00Z`) : null
  if (!date || Number.isNaN(date.getTime())) return title
  const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' }
  const shown = locale ? new Intl.DateTimeFormat(locale, options).format(date) : formatDate(date, options)
  return i18next.t('planning:groceryList.weekOf', { date: shown })
}

/** The list as plain text for a message: aisles as headings, checked lines marked done. */
export const toGroceryText = (
  title: string,
  items: readonly GroceryItem[],
  words: CatalogText = catalogText,
) =>
  [
    formatListTitle(title),
    ...groupByAisle(items).flatMap(({ aisle, items: aisleItems }) => [
      '',
      `${words.aisle(aisle.id)}:`,
      ...aisleItems.map(
        (item) => `${item.checked ? '[x]' : '[ ]'} ${item.quantity ? `${item.quantity} ` : ''}${item.name}`,
      ),
    ]),
  ].join('\n')

/** Prices are kept in US cents: '$4.50', '4,50 US$'. */
const formatCents = (cents: number) => formatMoney(cents, 'USD')

/** 'about $4.50', as a line or a total is priced. */
export const formatAbout = (cents: number) => i18next.t('planning:about', { cost: formatCents(cents) })

/** A line's price as the list shows it: always 'about', and a rough guess says so. */
export const formatEstimate = (item: Pick<GroceryItem, 'estimatedCost' | 'isRoughEstimate'>) =>
  item.isRoughEstimate
    ? i18next.t('planning:aboutRoughGuess', { cost: formatCents(item.estimatedCost) })
    : formatAbout(item.estimatedCost)

/** Said under every list total: where the figures come from, and that a store's prices differ. */
export const priceEstimateNote = () => i18next.t('planning:groceryList.priceNote')
