import { describe, expect, it } from 'vitest'
import { boardHref, isAtBoard } from './board-href'

describe('a board’s address', () => {
  it('opens the board as the board page reads it: the cuisine in ?cuisine=, the service in the path', () => {
    expect(boardHref({ groupId: 10, category: 'cuisine', cuisineId: null, serviceType: null })).toBe(
      '/elimination/cuisine?groupId=10',
    )
    expect(boardHref({ groupId: 10, category: 'cooking', cuisineId: 'thai', serviceType: null })).toBe(
      '/elimination/cooking?cuisine=thai&groupId=10',
    )
    expect(boardHref({ groupId: 10, category: 'ordering', cuisineId: 'thai', serviceType: 'delivery' })).toBe(
      '/elimination/ordering/delivery?cuisine=thai&groupId=10',
    )
    // Without a known service the person picks one first, then reaches the board.
    expect(boardHref({ groupId: 10, category: 'ordering', cuisineId: null, serviceType: null })).toBe(
      '/dining-service-selection?vote=places&groupId=10',
    )
  })

  it('knows when the page is that group’s board of that category', () => {
    const board = { groupId: 10, category: 'ordering' } as const
    expect(isAtBoard({ pathname: '/elimination/ordering/takeout', search: '?groupId=10' }, board)).toBe(true)
    expect(isAtBoard({ pathname: '/elimination/ordering/takeout', search: '?groupId=1' }, board)).toBe(false)
    expect(isAtBoard({ pathname: '/elimination/cuisine', search: '?groupId=10' }, board)).toBe(false)
  })
})
