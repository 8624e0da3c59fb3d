import { describe, expect, it } from 'vitest'
import { lookupZipCode } from './zip-codes'

describe('looking up a ZIP code offline', () => {
  it('finds the centre of a US ZIP code, with or without the +4 part', () => {
    expect(lookupZipCode('10001')).toMatchObject({ zipCode: '10001', city: 'New York', state: 'NY' })
    const plusFour = lookupZipCode(' 62701-1234 ')
    expect(plusFour?.zipCode).toBe('62701')
    expect(plusFour?.latitude).toBeCloseTo(39.8, 0)
    expect(plusFour?.longitude).toBeCloseTo(-89.65, 0)
  })

  it('answers null for unknown codes, Canadian codes and anything not shaped like a ZIP code', () => {
    for (const value of ['00000', '99999', 'K1A', 'K1A 0B1', '1234', 'abcde', '']) {
      expect(lookupZipCode(value)).toBeNull()
    }
  })
})
