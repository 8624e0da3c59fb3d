import type { RecipeSeason } from './recipes.constants'

/**
 * The calendar day (YYYY-MM-DD) of `date` in `timeZone`: the one rule for "today" on the server and the web.
 * A missing or unknown zone counts in UTC, as the server's daily limits, resets and plans do, so a screen never
 * calls a day "today" that the server does not.
 */
export function calendarDayIn(date: Date, timeZone: string | null | undefined): string {
  return dayFormatIn(timeZone ?? 'UTC').format(date)
}

// Making a formatter costs about a millisecond (it loads the zone's rules); one per zone is kept and reused.
const dayFormats = new Map<string, Intl.DateTimeFormat>()
const MAX_KEPT_ZONES = 500

function dayFormatIn(timeZone: string): Intl.DateTimeFormat {
  const kept = dayFormats.get(timeZone)
  if (kept) return kept
  let format: Intl.DateTimeFormat
  try {
    format = new Intl.DateTimeFormat('en-CA', { timeZone })
  } catch {
    // An unknown zone name (an old profile, a typo from a client): UTC, kept under that name too.
    format = dayFormatIn('UTC')
  }
  // Zone names come from people's profiles: the map stays bounded whatever they hold.
  if (dayFormats.size >= MAX_KEPT_ZONES) dayFormats.clear()
  dayFormats.set(timeZone, format)
  return format
}

// Spec 4: Mar to May spring, Jun to Aug summer, Sep to Nov autumn, otherwise winter (northern hemisphere).
const NORTHERN_SEASON_BY_MONTH: readonly RecipeSeason[] = [
  'winter',
  'winter',
  'spring',
  'spring',
  'spring',
  'summer',
  'summer',
  'summer',
  'autumn',
  'autumn',
  'autumn',
  'winter',
]

const OPPOSITE_SEASON: Record<RecipeSeason, RecipeSeason> = {
  spring: 'autumn',
  summer: 'winter',
  autumn: 'spring',
  winter: 'summer',
}

/**
 * The season of a calendar day (YYYY-MM-DD, where the person lives) at a latitude: the one rule for seasonal
 * lists, recommendations and the planner. South of the equator (latitude below 0) the seasons are flipped; an
 * unknown latitude counts as northern.
 */
export function seasonOfDay(day: string, latitude: number | null): RecipeSeason {
  const month = Number(day.slice(5, 7))
  const northern = NORTHERN_SEASON_BY_MONTH[month - 1] ?? 'winter'
  return latitude !== null && latitude < 0 ? OPPOSITE_SEASON[northern] : northern
}
