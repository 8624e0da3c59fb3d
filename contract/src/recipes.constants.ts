// Kept free of zod so recipe cards and the ingredient picker can use them without loading schema code.

export const RECIPE_DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const
export type RecipeDifficulty = (typeof RECIPE_DIFFICULTIES)[number]
export const DEFAULT_DIFFICULTY: RecipeDifficulty = 'Easy'

/**
 * Where a stored recipe came from; only 'catalog' and public imports have no owner. 'generated' recipes were
 * written by the language model for one request: seen by whoever asked (and their group), in no collection.
 */
export const RECIPE_SOURCE_TYPES = [
  'catalog',
  'custom',
  'user-saved',
  'imported',
  'bulk',
  'generated',
] as const
export type RecipeSourceType = (typeof RECIPE_SOURCE_TYPES)[number]

/** The path segment that means "every cuisine" in browse and generate calls. */
export const GENERAL_FOOD_TYPE = 'general'

export const RECIPE_LIMITS = {
  titleMax: 120,
  descriptionMax: 2000,
  ingredientsMax: 60,
  instructionsMax: 40,
  lineMax: 500,
  tagsMax: 20,
  tagMax: 40,
  notesMax: 2000,
  minutesMax: 2880,
  servingsMax: 100,
} as const

export const RECIPE_MESSAGES = {
  titleRequired: 'Recipe title is required',
  foodTypeRequired: 'Cuisine type is required',
  ingredientRequired: 'At least one ingredient is required',
  instructionRequired: 'At least one instruction is required',
  ratingRange: 'Rating must be a whole number from 1 to 5',
  searchTooShort: 'Please enter at least 2 characters to search',
} as const

export const MIN_SEARCH_LENGTH = 2
export const MAX_SEARCH_LENGTH = 200
export const MAX_SEARCH_INGREDIENTS = 20
export const RATING_MIN = 1
export const RATING_MAX = 5

/** Spec 9: three suggestions per request; the API allows 1 to 10. */
export const DEFAULT_GENERATE_COUNT = 3
export const MAX_GENERATE_COUNT = 10

export const RECIPE_SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const
export type RecipeSeason = (typeof RECIPE_SEASONS)[number]
export const RECIPE_MOODS = [
  'energizing',
  'comforting',
  'refreshing',
  'indulgent',
  'healthy',
  'festive',
] as const
export type RecipeMood = (typeof RECIPE_MOODS)[number]

/** Cards show this much of the first instruction (spec 2). */
export const INSTRUCTION_PREVIEW_LENGTH = 100
export const CARD_INGREDIENT_COUNT = 3

/** Spec 5: text with a comma is a list of ingredients, anything else a recipe name. */
export const isIngredientQuery = (text: string) => text.includes(',')

/** A comma-separated ingredient list as trimmed, non-empty names without case-insensitive repeats. */
export function splitIngredientList(text: string): string[] {
  const seen = new Set<string>()
  const names: string[] = []
  for (const part of text.split(',')) {
    const name = part.trim().replace(/\s+/g, ' ')
    const key = name.toLowerCase()
    if (name === '' || seen.has(key)) continue
    seen.add(key)
    names.push(name)
  }
  return names
}

/** Community rating as a card shows it: one decimal, or 'New' before anyone rated. */
export const formatRating = (averageRating: number | null, totalRatings: number) =>
  averageRating === null || totalRatings === 0 ? 'New' : averageRating.toFixed(1)

/** The start of the first instruction a card shows. */
export function previewInstruction(instructions: readonly string[]): string {
  const first = instructions[0]?.trim() ?? ''
  return first.length > INSTRUCTION_PREVIEW_LENGTH
    ? `${first.slice(0, INSTRUCTION_PREVIEW_LENGTH).trimEnd()}...`
    : first
}
