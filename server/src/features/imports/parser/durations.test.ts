import { describe, expect, it } from 'vitest'
import {
  deriveTotalMinutes,
  parseDurationMinutes,
  parseStrictDurationMinutes,
  settleTotalMinutes,
} from './durations'

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
    ['30 minuter', 30],
    ['1 timme 15 minuter', 75],
    ['2 timer', 120],
    ['45 perc', 45],
    ['1 óra', 60],
    ['40 minut', 40],
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

describe('deriveTotalMinutes', () => {
  it('keeps a stated total, or adds prep and cook when both are stated', () => {
    expect(deriveTotalMinutes(10, 20, 45)).toBe(45)
    expect(deriveTotalMinutes(10, 20, null)).toBe(30)
  })

  it('does not keep a total shorter than one of its own parts', () => {
    expect(deriveTotalMinutes(null, 40, 20)).toBeNull()
    expect(deriveTotalMinutes(15, 40, 20)).toBe(55)
  })

  it('derives nothing from a prep time alone', () => {
    expect(deriveTotalMinutes(15, null, null)).toBeNull()
  })
})

describe('settleTotalMinutes', () => {
  const times = (prep: number | null, cook: number | null, total: number | null) => ({
    prepTimeMinutes: prep,
    cookTimeMinutes: cook,
    totalTimeMinutes: total,
  })

  it('lets a cook time stand for the total when no prep time is stated', () => {
    expect(settleTotalMinutes(times(null, 35, null))).toBe(35)
  })

  it('still gives no total for a prep time alone', () => {
    expect(settleTotalMinutes(times(20, null, null))).toBeNull()
  })

  it('prefers a stated total, then prep plus cook', () => {
    expect(settleTotalMinutes(times(null, 35, 50))).toBe(50)
    expect(settleTotalMinutes(times(5, 35, null))).toBe(40)
  })
})

describe('parseStrictDurationMinutes', () => {
  it.each([
    ['15 min', 15],
    ['1 h 30', 90],
    ['45 minutes', 45],
    ['1 uur.', 60],
  ])('reads %j, a duration and nothing else', (text, minutes) => {
    expect(parseStrictDurationMinutes(text)).toBe(minutes)
  })

  it.each(['5 december 2017', 'Prep 10 minutes', 'Quick', '2017', '30 minutes plus chilling'])(
    'answers null for %j, which is not only a duration',
    (text) => {
      expect(parseStrictDurationMinutes(text)).toBeNull()
    },
  )
})
