import { DIFFICULTIES_FOR_SKILL } from '@forkcast/contract/discovery.constants'
import { formatMinutes, totalMinutesOf } from '@forkcast/contract/recipe-time'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import type { CookingSkillLevel } from '@forkcast/contract/users.constants'
import { listIngredientTerms, normalizeIngredientName } from '../../lib/recipe-derivation'

/** Who a suggestion list is for: their usual prep time, their skill and the ingredients they chose. */
export interface CookProfile {
  preferredMinutes: number
  skill: CookingSkillLevel
  /** Chosen ingredients as search terms (toSearchTerm), the same terms ingredient search matches. */
  ingredientTerms: readonly string[]
}

export interface RecipeMatch {
  fitsTime: boolean
  fitsSkill: boolean
  usedIngredients: number
  /** What a card says about the fit: '25 min · uses 3 of your ingredients'. */
  reason: string
}

/** '25 min', '1 hr', '1 hr 30 min': how a card writes a time. */
/** How a recipe fits the cook: within their time, at or below their skill, and how many chosen ingredients it uses. */
export function describeMatch(recipe: Recipe, cook: CookProfile): RecipeMatch {
  const minutes = totalMinutesOf(recipe)
  const fitsTime = minutes !== null && minutes <= cook.preferredMinutes
  const fitsSkill = DIFFICULTIES_FOR_SKILL[cook.skill].includes(recipe.difficulty)
  const terms = new Set(listIngredientTerms(recipe.ingredients.map(normalizeIngredientName)))
  const usedIngredients = cook.ingredientTerms.filter((term) => terms.has(term)).length
  const parts = [minutes === null ? 'Time not given' : formatMinutes(minutes)]
  if (usedIngredients > 0) parts.push(`uses ${usedIngredients} of your ingredients`)
  if (minutes !== null && !fitsTime) parts.push(`longer than your ${cook.preferredMinutes} min`)
  if (!fitsSkill) parts.push(`${recipe.difficulty}: above your level`)
  return { fitsTime, fitsSkill, usedIngredients, reason: parts.join(' · ') }
}

const fitOf = (match: RecipeMatch) => Number(match.fitsTime) + Number(match.fitsSkill)

/**
 * Order of a list for a cook, after anything a member avoids has been put last: recipes using more of the
 * chosen ingredients first; among equals, those within
 * their usual time and at or below their skill; otherwise the order given (rating, or fewest other ingredients).
 * Each recipe carries its `matchReason`.
 */
export function rankForCook(recipes: readonly Recipe[], cook: CookProfile): Recipe[] {
  return recipes
    .map((recipe, index) => ({ recipe, index, match: describeMatch(recipe, cook) }))
    .sort(
      (a, b) =>
        // Recipes with something a member avoids stay after the others, as the queries already put them.
        a.recipe.warnings.sensitivities.length - b.recipe.warnings.sensitivities.length ||
        b.match.usedIngredients - a.match.usedIngredients ||
        fitOf(b.match) - fitOf(a.match) ||
        a.index - b.index,
    )
    .map(({ recipe, match }) => ({ ...recipe, matchReason: match.reason }))
}

/** The same recipes in the same order, each with its `matchReason` for the card. */
export const withMatchReasons = (recipes: readonly Recipe[], cook: CookProfile): Recipe[] =>
  recipes.map((recipe) => ({ ...recipe, matchReason: describeMatch(recipe, cook).reason }))
