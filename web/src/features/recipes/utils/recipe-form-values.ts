import {
  DEFAULT_DIFFICULTY,
  RECIPE_LIMITS,
  RecipeInputSchema,
  type Recipe,
  type RecipeDifficulty,
  type RecipeFormInput,
} from '@forkcast/contract/recipes.schemas'

/** What the form holds: text as typed, one row per ingredient and step. */
export interface RecipeFormValues {
  title: string
  description: string
  foodType: string
  difficulty: RecipeDifficulty
  prepTime: string
  cookTime: string
  servings: string
  ingredients: string[]
  instructions: string[]
  tags: string[]
  notes: string
  /** A two-letter code, or '' to have the language read from the recipe's text. */
  language: string
}

export type RecipeFormField = keyof RecipeFormValues
export type RecipeFormErrors = Partial<Record<RecipeFormField, string>>

/** Spec 5: the form starts with one empty ingredient and one empty step. */
export const createEmptyRecipeForm = (): RecipeFormValues => ({
  title: '',
  description: '',
  foodType: '',
  difficulty: DEFAULT_DIFFICULTY,
  prepTime: '',
  cookTime: '',
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
  prepTime: toText(recipe.prepTimeMinutes),
  cookTime: toText(recipe.cookTimeMinutes),
  servings: toText(recipe.servings),
  ingredients: recipe.ingredients.length > 0 ? [...recipe.ingredients] : [''],
  instructions: recipe.instructions.length > 0 ? [...recipe.instructions] : [''],
  tags: [...recipe.tags],
  notes: recipe.notes ?? '',
  language: recipe.language ?? '',
})

// A typed number is sent as one; anything else is sent as typed so the schema names the field.
const toNumber = (text: string): number | string | null => {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const value = Number(trimmed)
  return Number.isFinite(value) ? value : trimmed
}

export const toRecipeInput = (values: RecipeFormValues): RecipeFormInput =>
  ({
    title: values.title,
    description: values.description,
    foodType: values.foodType,
    difficulty: values.difficulty,
    prepTimeMinutes: toNumber(values.prepTime),
    cookTimeMinutes: toNumber(values.cookTime),
    servings: toNumber(values.servings),
    ingredients: values.ingredients,
    instructions: values.instructions,
    tags: values.tags,
    notes: values.notes.trim() === '' ? null : values.notes,
    language: values.language === '' ? null : values.language,
  }) as RecipeFormInput

const FIELD_OF_PATH: Record<string, RecipeFormField> = {
  prepTimeMinutes: 'prepTime',
  cookTimeMinutes: 'cookTime',
}

/** Maps an API or schema issue path ('ingredients.2', 'prepTimeMinutes') to the form field it belongs to. */
export const toFormField = (path: string): RecipeFormField | null => {
  const [head = ''] = path.split('.')
  const field = FIELD_OF_PATH[head] ?? head
  return field in createEmptyRecipeForm() ? (field as RecipeFormField) : null
}

export type RecipeFormCheck =
  { input: RecipeFormInput; errors: null } | { input: null; errors: RecipeFormErrors }

/** The same schema the API uses, so the form shows the spec's messages before anything is sent. */
export function checkRecipeForm(values: RecipeFormValues): RecipeFormCheck {
  const input = toRecipeInput(values)
  const result = RecipeInputSchema.safeParse(input)
  if (result.success) return { input, errors: null }
  const errors: RecipeFormErrors = {}
  for (const issue of result.error.issues) {
    const field = toFormField(issue.path.join('.'))
    if (field && !errors[field]) errors[field] = issue.message
  }
  return { input: null, errors }
}

/** Spec 5: tags are trimmed and added once, whatever their case; at most RECIPE_LIMITS.tagsMax. */
export function addTag(tags: readonly string[], text: string): string[] {
  const tag = text.trim().slice(0, RECIPE_LIMITS.tagMax)
  if (tag === '' || tags.length >= RECIPE_LIMITS.tagsMax) return [...tags]
  if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return [...tags]
  return [...tags, tag]
}
