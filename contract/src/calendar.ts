import type { RecipeSeason } from './recipes.constants'

/**
 * The calendar day (YYYY-MM-DD) of `date` in `timeZone`: the one rule for "today" on the server and the web.
 * A missing or unknown zone counts in UTC, as the server's daily limits, resets and plans do, so a screen never
 * calls a day "today" that the server does not.
 */
export function calendarDayIn(date: Date, timeZone: string | null | undefined): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone ?? 'UTC' }).format(date)
  } catch {
    // An unknown zone name (an old profile, a typo from a client): UTC.
    return new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC' }).format(date)
  }
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
