export { parseRecipePage } from './parse-recipe-page'
export { parseRecipeText } from './plain-text'
export { parseDurationMinutes } from './durations'
export type {
  IngredientSection,
  MissingRecipePart,
  ParsedRecipe,
  ParsedRecipePage,
  RecipeNutrition,
  RecipeSourceKind,
} from './types'
