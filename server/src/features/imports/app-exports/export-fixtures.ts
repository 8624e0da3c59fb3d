import { gzipSync, strToU8, zipSync, type Zippable } from 'fflate'

/*
 * Exports as each app writes them, built from the formats' public descriptions with invented recipes (no
 * user's data): Paprika's gzipped JSON per recipe, Mealie's folder per recipe, Tandoor's zip per recipe.
 */

const json = (value: unknown) => strToU8(JSON.stringify(value))
const zip = (files: Zippable) => Buffer.from(zipSync(files, { level: 6 }))

export interface PaprikaFixtureRecipe {
  name: string
  ingredients: string
  directions: string
  servings?: string
  prep_time?: string
  cook_time?: string
  categories?: string[]
  source_url?: string
  photo?: Buffer
}

/** One `.paprikarecipe`: the recipe as gzipped JSON, its photo inline as base64. */
export const paprikaRecipe = ({ photo, ...recipe }: PaprikaFixtureRecipe) =>
  gzipSync(
    json({
      uid: `${recipe.name.toUpperCase().replace(/\W+/g, '-')}-UID`,
      description: '',
      notes: '',
      nutritional_info: '',
      difficulty: '',
      rating: 0,
      source: '',
      photo: photo ? 'photo.jpg' : null,
      photo_data: photo ? photo.toString('base64') : null,
      ...recipe,
    }),
  )

/** A `.paprikarecipes` export: a zip of one `.paprikarecipe` per recipe. */
export const paprikaExport = (recipes: readonly PaprikaFixtureRecipe[]) =>
  zip(Object.fromEntries(recipes.map((recipe) => [`${recipe.name}.paprikarecipe`, paprikaRecipe(recipe)])))

export interface MealieFixtureRecipe {
  name: string
  slug: string
  recipeIngredient: unknown[]
  recipeInstructions: unknown[]
  recipeYield?: string
  prepTime?: string
  performTime?: string
  recipeCategory?: Array<{ name: string }>
  tags?: Array<{ name: string }>
  orgURL?: string
  photo?: Buffer
}

/** A Mealie export zip: `recipes/<slug>/<slug>.json` and `recipes/<slug>/images/original.webp`. */
export const mealieExport = (recipes: readonly MealieFixtureRecipe[]) => {
  const files: Zippable = {}
  for (const { photo, ...recipe } of recipes) {
    files[`recipes/${recipe.slug}/${recipe.slug}.json`] = json({
      id: `${recipe.slug}-id`,
      description: '',
      recipeCategory: [],
      tags: [],
      ...recipe,
    })
    if (photo) files[`recipes/${recipe.slug}/images/original.webp`] = photo
  }
  return zip(files)
}

export interface TandoorFixtureRecipe {
  name: string
  servings?: number
  working_time?: number
  waiting_time?: number
  keywords?: Array<{ name: string }>
  steps: Array<{
    instruction: string
    ingredients: Array<{
      food: { name: string }
      unit: { name: string } | null
      amount: number
      note?: string
      is_header?: boolean
    }>
  }>
  source_url?: string
  photo?: Buffer
}

/** A Tandoor export: a zip holding one zip per recipe, each with `recipe.json` and `image.png`. */
export const tandoorExport = (recipes: readonly TandoorFixtureRecipe[]) =>
  zip(
    Object.fromEntries(
      recipes.map(({ photo, ...recipe }, index) => {
        const inner: Zippable = {
          'recipe.json': json({ description: '', internal: true, nutrition: null, ...recipe }),
        }
        if (photo) inner['image.png'] = photo
        return [`${index + 1}.zip`, zip(inner)]
      }),
    ),
  )

/** Any files zipped as they are: a folder of JSON-LD files, or a hostile archive. */
export const zipFiles = (files: Record<string, string | Uint8Array>) =>
  zip(
    Object.fromEntries(
      Object.entries(files).map(([name, content]) => [
        name,
        typeof content === 'string' ? strToU8(content) : content,
      ]),
    ),
  )
