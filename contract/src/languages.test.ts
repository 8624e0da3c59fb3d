import { describe, expect, it } from 'vitest'
import { languageOfHeader } from './languages'

describe('languageOfHeader', () => {
  it('takes the most wanted language Forkcast speaks from an Accept-Language header', () => {
    expect(languageOfHeader('es-ES,es;q=0.9,en;q=0.8')).toBe('es')
    expect(languageOfHeader('fr-FR,fr;q=0.9,es;q=0.5,en;q=0.4')).toBe('es')
    expect(languageOfHeader('en;q=0.5, es-MX;q=0.7')).toBe('es')
    expect(languageOfHeader('es;q=0, en')).toBe('en')
  })

  it('falls back to English when the header is missing or names nothing Forkcast speaks', () => {
    expect(languageOfHeader(undefined)).toBe('en')
    expect(languageOfHeader('')).toBe('en')
    expect(languageOfHeader('de-DE,fr;q=0.8')).toBe('en')
  })
})
