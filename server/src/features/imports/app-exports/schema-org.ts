import { extractSchemaRecipes } from '../parser/json-ld'
import type { ParsedRecipe } from '../parser/types'
import { readServings, readSourceUrl, readTagsAndCuisine, type AppRecipe } from './app-recipe'

/** A schema.org Recipe as ours; its photo is an address, fetched safely once the recipe is stored. */
const toAppRecipe = (recipe: ParsedRecipe): AppRecipe => ({
  title: recipe.title ?? '',
  description: recipe.description ?? '',
  ingredients: recipe.ingredients,
  instructions: recipe.instructions,
  prepTimeMinutes: recipe.prepTimeMinutes,
  cookTimeMinutes: recipe.cookTimeMinutes,
  servings: readServings(recipe.yields),
  ...readTagsAndCuisine([...(recipe.cuisine === null ? [] : [recipe.cuisine]), ...recipe.tags]),
  sourceUrl: readSourceUrl(recipe.canonicalUrl),
  photo: null,
  photoUrl: readSourceUrl(recipe.image),
})

/** The Recipe nodes of parsed JSON-LD documents: one Recipe, an array of them, or an @graph. */
export const readSchemaOrgRecipes = (documents: readonly unknown[]): AppRecipe[] =>
  extractSchemaRecipes(documents).map(toAppRecipe)

/** A document holds a schema.org Recipe somewhere. */
export const hasSchemaOrgRecipe = (document: unknown): boolean => extractSchemaRecipes([document]).length > 0
