import { describe, expect, it } from 'vitest'
import { validateZipCode } from './zip-code'

describe('validateZipCode', () => {
  it('accepts 5 digits with an optional +4', () => {
    expect(validateZipCode('12345')).toBeNull()
    expect(validateZipCode(' 12345-6789 ')).toBeNull()
  })

  it('asks for a zip code when empty and for 5 digits otherwise', () => {
    expect(validateZipCode('  ')).toBe('Please enter a valid zip code.')
    expect(validateZipCode('1234')).toBe('Please enter a valid 5-digit zip code (e.g., 12345).')
    expect(validateZipCode('12345-67')).toBe('Please enter a valid 5-digit zip code (e.g., 12345).')
  })
})
