import { formatMinutes as formatTime } from '@forkcast/contract/recipe-time'

/** A time on a recipe page; a dash where the recipe gives none. */
export const formatMinutes = (minutes: number | null) => (minutes === null ? '—' : formatTime(minutes))

export const formatServings = (servings: number | null, yields: string | null) =>
  servings !== null ? String(servings) : (yields ?? '—')

export const formatCount = (count: number, singular: string, plural = `${singular}s`) =>
  `${count} ${count === 1 ? singular : plural}`
