import type OpeningHours from 'opening_hours'
import { lazyPackage } from '../../lib/lazy-package'

// Loaded with the first restaurant search that reads opening hours, not at boot.
const loadOpeningHours = lazyPackage<typeof OpeningHours>('opening_hours')

/** The wall-clock time in `timeZone`, as a Date whose local fields read that time (what opening_hours reads). */
export function wallClockIn(timeZone: string, now: Date): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(now)
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value)
  return new Date(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  )
}

/** A valid IANA zone, or null; a user's stored timezone came from their browser. */
export const validTimeZone = (timeZone: string | null | undefined): string | null => {
  if (!timeZone) return null
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return timeZone
  } catch {
    return null
  }
}

/** Solar time from the longitude: a fallback when we know no time zone for the place (at most ~1-2 h off). */
export const solarWallClock = (longitude: number, now: Date): Date => {
  const offsetMinutes = Math.round(longitude / 15) * 60
  const shifted = new Date(now.getTime() + offsetMinutes * 60_000)
  return new Date(
    shifted.getUTCFullYear(),
    shifted.getUTCMonth(),
    shifted.getUTCDate(),
    shifted.getUTCHours(),
    shifted.getUTCMinutes(),
    shifted.getUTCSeconds(),
  )
}

// Parsing a value costs far more than evaluating it, and the same places come back search after search.
const PARSED_LIMIT = 5000
const parsed = new Map<string, OpeningHours | null>()

const parseOpeningHours = (value: string): OpeningHours | null => {
  const known = parsed.get(value)
  if (known !== undefined) return known
  let hours: OpeningHours | null
  try {
    hours = new (loadOpeningHours())(value, null)
  } catch {
    hours = null
  }
  if (parsed.size >= PARSED_LIMIT) parsed.clear()
  parsed.set(value, hours)
  return hours
}

/**
 * Evaluates an OpenStreetMap opening_hours value at a local wall-clock time: true open, false closed, null when
 * the value cannot be read or leaves the state unknown.
 */
export function isOpenAt(openingHours: string, localTime: Date): boolean | null {
  const hours = parseOpeningHours(openingHours)
  if (!hours) return null
  try {
    return hours.getUnknown(localTime) ? null : hours.getState(localTime)
  } catch {
    return null
  }
}
