import { describe, expect, it } from 'vitest'
import { describeHidden } from './hidden-note'

describe('the hidden note', () => {
  it('counts one recipe and several, naming the allergens and whose they are', () => {
    expect(describeHidden({ count: 1, allergens: ['peanuts'], members: ['Sofia'] })).toBe(
      '1 recipe hidden: it contains peanuts (Sofia)',
    )
    expect(describeHidden({ count: 3, allergens: ['milk', 'peanuts'], members: ['Sofia', 'Ines'] })).toBe(
      '3 recipes hidden: they contain milk or peanuts (Sofia and Ines)',
    )
  })

  it('says "more than" when the server stopped counting at its limit', () => {
    expect(describeHidden({ count: 100, more: true, allergens: ['peanuts'], members: ['Sofia'] })).toBe(
      'More than 100 recipes hidden: they contain peanuts (Sofia)',
    )
  })
})
