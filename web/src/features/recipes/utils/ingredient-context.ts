import { findCuisine, type CuisineInfo } from '@forkcast/contract/cuisines'
import { readChosenFoodType } from '@/lib/decision-flow'

export interface IngredientContext {
  /** Null means 'All Cuisines'. */
  cuisine: CuisineInfo | null
  groupId: number
}

const toGroupId = (value: string | null) => {
  const id = Number(value)
  return value !== null && Number.isSafeInteger(id) && id >= 0 ? id : 0
}

/**
 * Spec 2: the cuisine and group come from the address (?cuisine=&groupId=) or the cuisine a board decided
 * (session key chosenFoodType); anything else, including an unreadable stored value, is All Cuisines, group 0.
 */
export function readIngredientContext(searchParams: URLSearchParams): IngredientContext {
  const fromQuery = searchParams.get('cuisine')
  if (fromQuery) {
    const cuisine = findCuisine(fromQuery)
    if (cuisine) return { cuisine, groupId: toGroupId(searchParams.get('groupId')) }
  }
  const chosen = readChosenFoodType()
  const cuisine = chosen ? (findCuisine(chosen.id) ?? findCuisine(chosen.label)) : null
  if (chosen && cuisine) return { cuisine, groupId: Math.max(0, chosen.groupId) }
  return { cuisine: null, groupId: 0 }
}
