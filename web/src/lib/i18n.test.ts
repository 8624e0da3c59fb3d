import { afterEach, describe, expect, it } from 'vitest'
import { browserLanguage, initialLanguage } from './i18n'

afterEach(() => localStorage.clear())

describe('the language Forkcast starts in', () => {
  it('is the first of the browser’s languages it speaks, whatever the region, else English', () => {
    expect(browserLanguage(['es-MX', 'en-US'])).toBe('es')
    expect(browserLanguage(['fr-FR', 'ES'])).toBe('es')
    expect(browserLanguage(['de-DE', 'fr'])).toBe('en')
    expect(browserLanguage([])).toBe('en')
  })

  it('is the one this device last showed, before the browser’s', () => {
    localStorage.setItem('forkcast.language', 'es')
    expect(initialLanguage()).toBe('es')
    localStorage.setItem('forkcast.language', 'klingon')
    expect(initialLanguage()).toBe(browserLanguage())
  })
})
