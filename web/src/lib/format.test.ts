import { afterEach, describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatList, formatMoney, formatNumber } from './format'
import { i18next } from './i18n'

afterEach(() => i18next.changeLanguage('en'))

// A fixed instant, written in UTC so the day cannot move with the machine's zone.
const DAY = new Date(Date.UTC(2026, 11, 5, 18, 30))
const utc = { timeZone: 'UTC' } as const

describe('formatting in the language shown', () => {
  it('writes dates as English does', () => {
    expect(formatDate(DAY, { dateStyle: 'medium', ...utc })).toBe('Dec 5, 2026')
    expect(formatDate(DAY.toISOString(), { weekday: 'long', day: 'numeric', month: 'long', ...utc })).toBe(
      'Saturday, December 5',
    )
  })

  it('writes dates as Spanish does once Forkcast is in Spanish', async () => {
    await i18next.changeLanguage('es')
    expect(formatDate(DAY, { dateStyle: 'medium', ...utc })).toBe('5 dic 2026')
    expect(formatDate(DAY, { weekday: 'long', day: 'numeric', month: 'long', ...utc })).toBe(
      'sábado, 5 de diciembre',
    )
    expect(formatDateTime(DAY)).toMatch(/2026/)
  })

  it('writes numbers, money and lists as each language does', async () => {
    expect(formatNumber(50000)).toBe('50,000')
    expect(formatNumber(4.5, { minimumFractionDigits: 1 })).toBe('4.5')
    expect(formatMoney(499, 'USD')).toBe('$4.99')
    expect(formatList(['eggs', 'milk', 'flour'])).toBe('eggs, milk, and flour')
    await i18next.changeLanguage('es')
    expect(formatNumber(50000)).toBe('50.000')
    expect(formatNumber(4.5, { minimumFractionDigits: 1 })).toBe('4,5')
    expect(formatMoney(499, 'USD')).toBe('4,99\u00a0US$')
    expect(formatList(['huevos', 'leche', 'harina'])).toBe('huevos, leche y harina')
  })
})
