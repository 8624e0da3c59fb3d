import { describe, expect, it } from 'vitest'
import { formatMinutes, totalMinutesOf } from './recipe-time'

describe('a recipe time', () => {
  it.each([
    [5, '5 min'],
    [59, '59 min'],
    [60, '1 hr'],
    [100, '1 hr 40 min'],
    [180, '3 hr'],
  ])('of %i minutes reads %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text)
  })

  it.each([
    [{ totalTimeMinutes: 45, prepTimeMinutes: 10, cookTimeMinutes: 20 }, 45],
    [{ totalTimeMinutes: null, prepTimeMinutes: 10, cookTimeMinutes: 20 }, 30],
    [{ totalTimeMinutes: null, prepTimeMinutes: null, cookTimeMinutes: 20 }, 20],
    [{ totalTimeMinutes: null, prepTimeMinutes: null, cookTimeMinutes: null }, null],
  ])('totals %o as %s: the stated total first, else prep plus cook', (times, total) => {
    expect(totalMinutesOf(times)).toBe(total)
  })
})
