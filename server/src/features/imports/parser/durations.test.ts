import { describe, expect, it } from 'vitest'
import { parseDurationMinutes } from './durations'

describe('parseDurationMinutes', () => {
  it.each([
    ['PT20M', 20],
    ['PT1H30M', 90],
    ['P0DT0H20M', 20],
    ['P1DT2H', 1560],
    ['PT0.5H', 30],
    ['pt45m', 45],
    ['PT 1H 5M', 65],
    ['PT90S', 2],
    ['P0Y0M0DT0H35M0.000S', 35],
  ])('reads ISO-8601 %s as %i minutes', (value, minutes) => {
    expect(parseDurationMinutes(value)).toBe(minutes)
  })

  it.each([
    ['20 min', 20],
    ['20 mins', 20],
    ['1 hour 30 minutes', 90],
    ['1 hr 15 mins', 75],
    ['1h30', 90],
    ['1h 30m', 90],
    ['PT1H30', 90],
    ['1:30', 90],
    ['1 1/2 hours', 90],
    ['½ hour', 30],
    ['20-25 minutes', 25],
    ['2 to 3 hours', 180],
    ['45', 45],
  ])('reads loose text %j as %i minutes', (value, minutes) => {
    expect(parseDurationMinutes(value)).toBe(minutes)
  })

  it('reads a bare number as minutes', () => {
    expect(parseDurationMinutes(25)).toBe(25)
  })

  it.each(['PT0S', 'PT0M', 'overnight', '', 'P', 'PT', 'P1M', 'soon', 'PT-5M'])(
    'answers null for %j, which says nothing usable',
    (value) => {
      expect(parseDurationMinutes(value)).toBeNull()
    },
  )

  it('answers null for values that are not strings or numbers', () => {
    expect(parseDurationMinutes({ minutes: 5 })).toBeNull()
    expect(parseDurationMinutes(null)).toBeNull()
    expect(parseDurationMinutes(Number.NaN)).toBeNull()
  })
})
