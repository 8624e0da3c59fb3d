import { findCuisine, type CuisineInfo } from '@forkcast/contract/cuisines'
import { readChosenFoodType } from '@/lib/decision-flow'

/**
 * Spec 2: the cuisine comes from the address (?cuisine=) or the cuisine a board decided (session key
 * chosenFoodType); anything else, including an unreadable stored value, is All Cuisines (null). The group
 * comes from the address only (decision 026).
 */
export function readIngredientCuisine(searchParams: URLSearchParams): CuisineInfo | null {
  const fromQuery = findCuisine(searchParams.get('cuisine') ?? '')
  if (fromQuery) return fromQuery
  const chosen = readChosenFoodType()
  return chosen ? (findCuisine(chosen.id) ?? findCuisine(chosen.label)) : null
}
