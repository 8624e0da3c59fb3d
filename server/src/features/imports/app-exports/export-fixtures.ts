import { gzipSync, strToU8, zipSync, type Zippable } from 'fflate'

/*
 * Exports as each app writes them, built from the formats' public descriptions with invented recipes (no
 * user's data): Paprika's gzipped JSON per recipe, Mealie's folder per recipe or its whole backup, Tandoor's
 * zip per recipe.
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

interface MealieBackupFixtureIngredient {
  quantity?: number
  unit?: { name: string; abbreviation?: string; useAbbreviation?: boolean; fraction?: boolean }
  food?: string
  note?: string
  originalText?: string
  /** A section heading Mealie shows above the line. */
  title?: string
}

export interface MealieBackupFixtureRecipe {
  name: string
  description?: string
  recipeYield?: string
  prepTime?: string
  performTime?: string
  totalTime?: string
  /** Mealie's "disable ingredient amounts" setting: on, each line is its note. */
  disableAmount?: boolean
  ingredients: MealieBackupFixtureIngredient[]
  instructions: string[]
  tags?: string[]
  categories?: string[]
  orgUrl?: string
  photo?: Buffer
}

const guid = (kind: number, index: number) =>
  `00000000-0000-4000-8000-${(kind * 1_000_000 + index).toString().padStart(12, '0')}`

/**
 * A Mealie backup (Admin → Backups): `database.json`, every table as an array of rows, and `data/` with each
 * recipe's photos in `data/recipes/<recipe id>/images/`. Rows are written last position first, as a database
 * may hand them out in any order. `sqliteIds` writes ids as 32 hex digits, as Mealie on SQLite does.
 */
export const mealieBackup = (
  recipes: readonly MealieBackupFixtureRecipe[],
  { sqliteIds = false }: { sqliteIds?: boolean } = {},
) => {
  const id = (kind: number, index: number) => {
    const value = guid(kind, index)
    return sqliteIds ? value.replace(/-/g, '') : value
  }
  const groupId = id(1, 1)
  const tables: Record<string, Array<Record<string, unknown>>> = {
    alembic_version: [{ version_num: '3897397b4631' }],
    groups: [{ id: groupId, name: 'Home', slug: 'home' }],
    recipes: [],
    recipes_ingredients: [],
    recipe_instructions: [],
    recipe_settings: [],
    ingredient_units: [],
    ingredient_foods: [],
    tags: [],
    categories: [],
    recipes_to_tags: [],
    recipes_to_categories: [],
    recipe_nutrition: [],
  }
  const rows = (table: string) => tables[table] as Array<Record<string, unknown>>
  const named = (table: string, kind: number, fields: Record<string, unknown>) => {
    const known = rows(table).find((row) => row.name === fields.name)
    if (known) return known.id
    const row = { id: id(kind, rows(table).length + 1), group_id: groupId, ...fields }
    rows(table).push(row)
    return row.id
  }
  const files: Zippable = { 'data/.PLACEHOLDER': new Uint8Array() }
  recipes.forEach((recipe, recipeIndex) => {
    const recipeId = id(2, recipeIndex + 1)
    rows('recipes').push({
      id: recipeId,
      slug: recipe.name.toLowerCase().replace(/\W+/g, '-'),
      group_id: groupId,
      name: recipe.name,
      description: recipe.description ?? '',
      image: recipe.photo ? 'original' : null,
      total_time: recipe.totalTime ?? null,
      prep_time: recipe.prepTime ?? null,
      perform_time: recipe.performTime ?? null,
      cook_time: null,
      recipe_yield: recipe.recipeYield ?? null,
      recipeCuisine: null,
      rating: null,
      org_url: recipe.orgUrl ?? null,
      date_added: '2026-01-02',
    })
    rows('recipe_settings').push({
      id: recipeIndex + 1,
      recipe_id: recipeId,
      public: true,
      disable_amount: recipe.disableAmount ?? false,
      locked: false,
    })
    recipe.ingredients.forEach((ingredient, position) => {
      const unitId = ingredient.unit
        ? named('ingredient_units', 3, {
            name: ingredient.unit.name,
            abbreviation: ingredient.unit.abbreviation ?? '',
            use_abbreviation: ingredient.unit.useAbbreviation ?? false,
            fraction: ingredient.unit.fraction ?? true,
          })
        : null
      const foodId = ingredient.food ? named('ingredient_foods', 4, { name: ingredient.food }) : null
      rows('recipes_ingredients').unshift({
        id: rows('recipes_ingredients').length + 1,
        position,
        recipe_id: recipeId,
        title: ingredient.title ?? null,
        note: ingredient.note ?? null,
        unit_id: unitId,
        food_id: foodId,
        quantity: ingredient.quantity ?? (recipe.disableAmount ? 1 : 0),
        original_text: ingredient.originalText ?? null,
      })
    })
    recipe.instructions.forEach((text, position) =>
      rows('recipe_instructions').unshift({
        id: id(5, rows('recipe_instructions').length + 1),
        recipe_id: recipeId,
        position,
        type: '',
        title: null,
        text,
      }),
    )
    for (const tag of recipe.tags ?? []) {
      rows('recipes_to_tags').push({
        recipe_id: recipeId,
        tag_id: named('tags', 6, { name: tag, slug: tag }),
      })
    }
    for (const category of recipe.categories ?? []) {
      const categoryId = named('categories', 7, { name: category, slug: category })
      rows('recipes_to_categories').push({ recipe_id: recipeId, category_id: categoryId })
    }
    if (recipe.photo) {
      // Mealie names the folder with dashes whatever the database writes; smaller copies sit beside the original.
      const folder = `data/recipes/${guid(2, recipeIndex + 1)}/images`
      files[`${folder}/min-original.webp`] = strToU8('not the photo we want')
      files[`${folder}/original.webp`] = recipe.photo
    }
  })
  files['database.json'] = json(tables)
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
