import { describe, expect, it } from 'vitest'
import { formatLimit, formatPrice, usageLevel } from './format-plan'

describe('plan formatting', () => {
  it('shows 999 as Unlimited, searches per day and groups as a plain number', () => {
    expect(formatLimit('familyGroups', 3)).toBe('3')
    expect(formatLimit('recipeSearches', 20)).toBe('20/day')
    expect(formatLimit('restaurantSearches', 999)).toBe('Unlimited')
  })

  it('shows a price with $ and /month only above 0', () => {
    expect(formatPrice(4.99)).toBe('$4.99/month')
    expect(formatPrice(0)).toBe('Free')
  })

  it('colours usage green below 70 %, yellow below 90 %, red from 90 %, capped at 100', () => {
    expect(usageLevel(13, 20)).toEqual({ percent: 65, tone: 'green' })
    expect(usageLevel(14, 20)).toEqual({ percent: 70, tone: 'yellow' })
    expect(usageLevel(17, 20)).toEqual({ percent: 85, tone: 'yellow' })
    expect(usageLevel(18, 20)).toEqual({ percent: 90, tone: 'red' })
    expect(usageLevel(25, 20)).toEqual({ percent: 100, tone: 'red' })
  })
})
