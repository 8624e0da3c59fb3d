/** '25 min', '1 hr 40 min'; null when the recipe gives no time. */
export const formatMinutes = (minutes: number | null): string | null => {
  if (minutes === null) return null
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`
}
