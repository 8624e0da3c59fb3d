import type { DeclaredLanguages } from '@forkcast/contract/recipe-language'

export interface IngredientSection {
  title: string | null
  items: string[]
}

export interface RecipeNutrition {
  calories: number | null
  protein: number | null
  carbs: number | null
  fat: number | null
}

export interface ParsedRecipe {
  title: string | null
  description: string | null
  /** Ingredient lines as written, cleaned; section headers are not included here. */
  ingredients: string[]
  /** The same lines grouped under their section headers ('For the sauce'); one untitled section when there are none. */
  ingredientSections: IngredientSection[]
  /** One string per step; HowToSection/HowToStep nesting is flattened in order. */
  instructions: string[]
  prepTimeMinutes: number | null
  cookTimeMinutes: number | null
  totalTimeMinutes: number | null
  yields: string | null
  /** Absolute URL. */
  image: string | null
  cuisine: string | null
  tags: string[]
  nutrition: RecipeNutrition | null
  author: string | null
  canonicalUrl: string | null
  /** The Recipe's own `inLanguage`, when it declares one. */
  inLanguage?: string
}

/** 'app-state' is a Next.js or Nuxt page's embedded state. */
export type RecipeSourceKind = 'json-ld' | 'microdata' | 'app-state' | 'visible-page' | 'text'

export type MissingRecipePart = 'title' | 'ingredients' | 'instructions'

export interface ParsedRecipePage {
  recipe: ParsedRecipe | null
  source: RecipeSourceKind | null
  missing: MissingRecipePart[]
  /** A sentence a person can act on, e.g. 'Found the ingredients but no steps.' */
  summary: string
  /** What the page says about its language, when it says anything. */
  declaredLanguages?: DeclaredLanguages
}

export const createEmptyRecipe = (): ParsedRecipe => ({
  title: null,
  description: null,
  ingredients: [],
  ingredientSections: [],
  instructions: [],
  prepTimeMinutes: null,
  cookTimeMinutes: null,
  totalTimeMinutes: null,
  yields: null,
  image: null,
  cuisine: null,
  tags: [],
  nutrition: null,
  author: null,
  canonicalUrl: null,
})
