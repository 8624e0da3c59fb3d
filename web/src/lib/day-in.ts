/** The calendar day (2026-11-26) of `date` where the person lives; their browser's zone when they set none. */
export const dayIn = (date: Date, timeZone: string | null) => {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone ?? undefined }).format(date)
  } catch {
    // An unknown zone name from an old profile: the browser's own day.
    return new Intl.DateTimeFormat('en-CA').format(date)
  }
}
