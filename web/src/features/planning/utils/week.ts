import { addDays, toWeekStart } from '@forkcast/contract/planning.schemas'
import { formatDate } from '@/lib/format'

/** Today's date in the browser's time zone, as YYYY-MM-DD. */
const todayIso = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`

export const currentWeekStart = (now = new Date()) => toWeekStart(todayIso(now))

export const shiftWeek = (weekStart: string, weeks: number) => addDays(weekStart, weeks * 7)

const calendarDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`)

/** 'Mar 2' for a calendar date ('2 mar' in Spanish). */
export const formatShortDate = (isoDate: string) =>
  formatDate(calendarDate(isoDate), { month: 'short', day: 'numeric', timeZone: 'UTC' })

/** 'Monday, Mar 2' for a calendar date ('lunes, 2 mar' in Spanish). */
export const formatDayAndDate = (isoDate: string) =>
  formatDate(calendarDate(isoDate), { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' })

// 2023-01-01 was a Sunday: day 0 of the contract's weeks.
const SUNDAY = Date.UTC(2023, 0, 1)

/** A day of the week (0 is Sunday) as a sentence says it: 'Monday', 'lunes'. */
export const formatWeekday = (dayOfWeek: number) =>
  formatDate(new Date(SUNDAY + dayOfWeek * 86_400_000), { weekday: 'long', timeZone: 'UTC' })

/** The same day as a heading starts it: 'Monday', 'Lunes'. */
export const formatWeekdayHeading = (dayOfWeek: number) => {
  const day = formatWeekday(dayOfWeek)
  return `${day.charAt(0).toLocaleUpperCase()}${day.slice(1)}`
}
