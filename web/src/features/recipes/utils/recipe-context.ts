import { findCuisine, type CuisineInfo } from '@forkcast/contract/cuisines'
import { splitIngredientList } from '@forkcast/contract/recipes.constants'
import { DECISION_STORAGE_KEYS } from '@/lib/decision-session'

/** A group id from the address, or -1 when absent or not a whole number. */
const parseGroupId = (value: string | null) => {
  if (value === null || value.trim() === '') return -1
  const id = Number(value)
  return Number.isSafeInteger(id) && id >= 0 ? id : -1
}

/**
 * The group whose allergies apply: ?groupId= when given, else the group deciding in this tab (session storage).
 * 0 means the user alone.
 */
export function readCurrentGroupId(searchParams: URLSearchParams): number {
  const fromQuery = parseGroupId(searchParams.get('groupId'))
  if (fromQuery >= 0) return fromQuery
  return Math.max(0, parseGroupId(sessionStorage.getItem(DECISION_STORAGE_KEYS.currentGroupId)))
}

export const withGroup = (url: string, groupId: number) =>
  groupId > 0 ? `${url}${url.includes('?') ? '&' : '?'}groupId=${groupId}` : url

export interface RecipeBrowseParams {
  /** The cuisine named by ?cuisine= (an id or a label, any case), or null. */
  cuisine: CuisineInfo | null
  ingredients: string[]
  groupId: number
}

export const readRecipeBrowseParams = (searchParams: URLSearchParams): RecipeBrowseParams => ({
  cuisine: findCuisine(searchParams.get('cuisine') ?? ''),
  ingredients: splitIngredientList(searchParams.get('ingredients') ?? ''),
  groupId: readCurrentGroupId(searchParams),
})
