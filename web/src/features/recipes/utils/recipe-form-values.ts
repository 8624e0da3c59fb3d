import {
  DEFAULT_DIFFICULTY,
  RECIPE_LIMITS,
  type Recipe,
  type RecipeFormValues,
} from '@forkcast/contract/recipes.schemas'

/** Spec 5: the form starts with one empty ingredient and one empty step. */
export const createEmptyRecipeForm = (): RecipeFormValues => ({
  title: '',
  description: '',
  foodType: '',
  difficulty: DEFAULT_DIFFICULTY,
  prepTimeMinutes: '',
  cookTimeMinutes: '',
  servings: '',
  ingredients: [''],
  instructions: [''],
  tags: [],
  notes: '',
  language: '',
})

const toText = (value: number | null) => (value === null ? '' : String(value))

export const toRecipeFormValues = (recipe: Recipe): RecipeFormValues => ({
  title: recipe.title,
  description: recipe.description,
  foodType: recipe.foodType,
  difficulty: recipe.difficulty,
  prepTimeMinutes: toText(recipe.prepTimeMinutes),
  cookTimeMinutes: toText(recipe.cookTimeMinutes),
  servings: toText(recipe.servings),
  ingredients: recipe.ingredients.length > 0 ? [...recipe.ingredients] : [''],
  instructions: recipe.instructions.length > 0 ? [...recipe.instructions] : [''],
  tags: [...recipe.tags],
  notes: recipe.notes ?? '',
  language: recipe.language ?? '',
})

/** Spec 5: tags are trimmed and added once, whatever their case; at most RECIPE_LIMITS.tagsMax. */
export function addTag(tags: readonly string[], text: string): string[] {
  const tag = text.trim().slice(0, RECIPE_LIMITS.tagMax)
  if (tag === '' || tags.length >= RECIPE_LIMITS.tagsMax) return [...tags]
  if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return [...tags]
  return [...tags, tag]
}
