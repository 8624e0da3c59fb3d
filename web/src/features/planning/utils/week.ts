import { addDays, toWeekStart } from '@forkcast/contract/planning.schemas'

/** Today's date in the browser's time zone, as YYYY-MM-DD. */
const todayIso = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`

export const currentWeekStart = (now = new Date()) => toWeekStart(todayIso(now))

export const shiftWeek = (weekStart: string, weeks: number) => addDays(weekStart, weeks * 7)

/** 'Mar 2' for a calendar date. */
export const formatShortDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
