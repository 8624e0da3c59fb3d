import { CUISINE_IDS, type CuisineId } from '@forkcast/contract/cuisines'
import { RECIPE_DIFFICULTIES, type RecipeDifficulty } from '@forkcast/contract/recipes.constants'

/** The Browse gallery's time limits, in minutes; null is any time. */
export const BROWSE_TIME_LIMITS = [20, 30, 45] as const
type BrowseTimeLimit = (typeof BROWSE_TIME_LIMITS)[number]

/** Recipes per request: one 'Load more' adds this many. */
export const BROWSE_PAGE_SIZE = 12
// At most this many pages from the address, so a hand-edited link cannot ask for thousands of recipes.
const MAX_PAGES = 20

export interface BrowseFilters {
  foodType: CuisineId | null
  maxMinutes: BrowseTimeLimit | null
  difficulty: RecipeDifficulty | null
  /** Safe for my family: on unless the address says safe=off. */
  safe: boolean
  /** How many pages are shown, so Back and reload show as many as before. */
  pages: number
}

/** The gallery's address keys; `foodType`, not `cuisine`, which opens suggestions. */
export const BROWSE_PARAM_KEYS = ['foodType', 'time', 'difficulty', 'safe', 'pages'] as const

export const readBrowseFilters = (params: URLSearchParams): BrowseFilters => {
  const time = Number(params.get('time'))
  const pages = Math.trunc(Number(params.get('pages')))
  return {
    foodType: CUISINE_IDS.find((id) => id === params.get('foodType')) ?? null,
    maxMinutes: BROWSE_TIME_LIMITS.find((limit) => limit === time) ?? null,
    difficulty: RECIPE_DIFFICULTIES.find((level) => level === params.get('difficulty')) ?? null,
    safe: params.get('safe') !== 'off',
    pages: Number.isFinite(pages) ? Math.min(Math.max(pages, 1), MAX_PAGES) : 1,
  }
}

/** Writes a change into the address; changing a filter starts again from the first page. */
export const writeBrowseFilters = (params: URLSearchParams, patch: Partial<BrowseFilters>) => {
  const next = new URLSearchParams(params)
  const set = (key: string, value: string | null) =>
    value === null ? next.delete(key) : next.set(key, value)
  if ('foodType' in patch) set('foodType', patch.foodType ?? null)
  if ('maxMinutes' in patch) set('time', patch.maxMinutes ? String(patch.maxMinutes) : null)
  if ('difficulty' in patch) set('difficulty', patch.difficulty ?? null)
  if ('safe' in patch) set('safe', patch.safe === false ? 'off' : null)
  const pages = patch.pages ?? 1
  set('pages', pages > 1 ? String(pages) : null)
  return next
}

export const hasBrowseFilters = (filters: BrowseFilters) =>
  filters.foodType !== null || filters.maxMinutes !== null || filters.difficulty !== null || !filters.safe

/** The server's browse query for one page of these filters (the cuisine goes in the path). */
export const browseQuery = (filters: BrowseFilters, groupId: number, page: number) => ({
  limit: BROWSE_PAGE_SIZE,
  offset: page * BROWSE_PAGE_SIZE,
  maxMinutes: filters.maxMinutes ?? undefined,
  difficulty: filters.difficulty ?? undefined,
  safe: filters.safe ? undefined : ('false' as const),
  groupId: groupId > 0 ? groupId : undefined,
})
