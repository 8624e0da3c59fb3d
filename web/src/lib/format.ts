import { currentLanguage } from './i18n'

/**
 * Dates, times, numbers and money as the person's language writes them (Intl): "5 dic 2026" in Spanish,
 * "Dec 5, 2026" in English. The one way pages format these.
 */
export const formatDate = (
  value: string | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
) =>
  new Intl.DateTimeFormat(currentLanguage(), options).format(
    typeof value === 'string' ? new Date(value) : value,
  )

export const formatDateTime = (value: string | Date) =>
  formatDate(value, { dateStyle: 'medium', timeStyle: 'short' })

export const formatNumber = (value: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(currentLanguage(), options).format(value)

/** Money from minor units: 499 USD → "$4.99" in English, "4,99 US$" in Spanish. */
export const formatMoney = (minorUnits: number, currency: string) =>
  new Intl.NumberFormat(currentLanguage(), { style: 'currency', currency }).format(minorUnits / 100)

/** "eggs, milk and flour" / "huevos, leche y harina". */
export const formatList = (items: readonly string[], type: Intl.ListFormatType = 'conjunction') =>
  new Intl.ListFormat(currentLanguage(), { style: 'long', type }).format(items)
