import type { Recipe } from '@forkcast/contract/recipes.schemas'

export const formatMinutes = (minutes: number | null) => {
  if (minutes === null) return '—'
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`
}

export const formatServings = (servings: number | null, yields: string | null) =>
  servings !== null ? String(servings) : (yields ?? '—')

export const formatCount = (count: number, singular: string, plural = `${singular}s`) =>
  `${count} ${count === 1 ? singular : plural}`

/** The recipe's own time: its total, else prep plus cook; null when it gives neither. */
export const totalMinutesOf = ({
  totalTimeMinutes,
  prepTimeMinutes,
  cookTimeMinutes,
}: Pick<Recipe, 'totalTimeMinutes' | 'prepTimeMinutes' | 'cookTimeMinutes'>): number | null =>
  totalTimeMinutes ??
  (prepTimeMinutes === null && cookTimeMinutes === null
    ? null
    : (prepTimeMinutes ?? 0) + (cookTimeMinutes ?? 0))
