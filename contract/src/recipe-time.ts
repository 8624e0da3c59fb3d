/** A recipe's time as people read it, one owner for the server's reasons and the web's cards (issue 29). */
export interface RecipeTimes {
  totalTimeMinutes?: number | null
  prepTimeMinutes?: number | null
  cookTimeMinutes?: number | null
}

/** The recipe's total time, or prep plus cook when it gives no total; null when it says nothing. */
export const totalMinutesOf = ({ totalTimeMinutes, prepTimeMinutes, cookTimeMinutes }: RecipeTimes) =>
  totalTimeMinutes ??
  (prepTimeMinutes == null && cookTimeMinutes == null
    ? null
    : (prepTimeMinutes ?? 0) + (cookTimeMinutes ?? 0))

/** '25 min', '1 hr', '1 hr 40 min'. */
export const formatMinutes = (minutes: number) => {
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`
}
