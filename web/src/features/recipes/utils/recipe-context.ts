import { findCuisine, type CuisineInfo } from '@forkcast/contract/cuisines'
import { splitIngredientList } from '@forkcast/contract/recipes.constants'

export interface RecipeBrowseParams {
  /** The cuisine named by ?cuisine= (an id or a label, any case), or null. */
  cuisine: CuisineInfo | null
  ingredients: string[]
}

export const readRecipeBrowseParams = (searchParams: URLSearchParams): RecipeBrowseParams => ({
  cuisine: findCuisine(searchParams.get('cuisine') ?? ''),
  ingredients: splitIngredientList(searchParams.get('ingredients') ?? ''),
})
