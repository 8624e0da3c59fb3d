import {
  asPhoto,
  readMinutes,
  readServings,
  readSourceUrl,
  readTagsAndCuisine,
  readText,
  type AppRecipe,
} from './app-recipe'
import type { ArchiveFile } from './zip-archive'

type JsonObject = Record<string, unknown>
type Tables = Record<string, unknown>

const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

const rowsOf = (tables: Tables, table: string): JsonObject[] => {
  const rows = tables[table]
  return Array.isArray(rows) ? rows.filter(isObject) : []
}

/** Mealie writes ids with dashes (PostgreSQL) or as 32 hex digits (SQLite); folders always have dashes. */
const idOf = (value: unknown): string => readText(value).replace(/-/g, '').toLowerCase()

/**
 * Mealie's backup (Admin → Backups) is `database.json`, every table as an array of rows, beside `data/`. A
 * browser that re-zips it may put both one folder down, so the file is looked for there too.
 */
const DATABASE_NAME = /^(?:([^/]+\/))?database\.json$/i

/** The backup's database file and the folder its `data/` sits in, or null when the zip is no Mealie backup. */
export const findMealieBackup = (
  files: readonly ArchiveFile[],
  parse: (bytes: Buffer) => unknown,
): { tables: Tables; base: string } | null => {
  const candidates = files
    .filter((file) => DATABASE_NAME.test(file.name) && !file.name.startsWith('__'))
    .sort((a, b) => a.name.length - b.name.length)
  for (const file of candidates) {
    const tables = parse(file.bytes)
    if (isObject(tables) && Array.isArray(tables.recipes) && Array.isArray(tables.recipes_ingredients)) {
      return { tables, base: DATABASE_NAME.exec(file.name)?.[1] ?? '' }
    }
  }
  return null
}

/** Rows of a table grouped by the recipe they belong to. */
const byRecipe = (rows: readonly JsonObject[]): Map<string, JsonObject[]> => {
  const grouped = new Map<string, JsonObject[]>()
  for (const row of rows) {
    const id = idOf(row.recipe_id)
    grouped.set(id, [...(grouped.get(id) ?? []), row])
  }
  return grouped
}

const byId = (rows: readonly JsonObject[]): Map<string, JsonObject> =>
  new Map(rows.map((row) => [idOf(row.id), row]))

/** Rows in Mealie's own order: by position, rows without one last. */
const inPositionOrder = (rows: readonly JsonObject[]) =>
  [...rows].sort((a, b) => {
    const left = typeof a.position === 'number' ? a.position : Number.MAX_SAFE_INTEGER
    const right = typeof b.position === 'number' ? b.position : Number.MAX_SAFE_INTEGER
    return left - right
  })

/** 1.5 as '1 1/2' and 0.333 as '1/3', so our parser reads the amount; other numbers as short decimals. */
const formatQuantity = (quantity: number, asFraction: boolean): string => {
  const whole = Math.floor(quantity)
  const rest = quantity - whole
  if (asFraction) {
    for (let denominator = 2; denominator <= 16; denominator += 1) {
      const numerator = Math.round(rest * denominator)
      if (numerator > 0 && numerator < denominator && Math.abs(numerator / denominator - rest) < 0.005) {
        return whole > 0 ? `${whole} ${numerator}/${denominator}` : `${numerator}/${denominator}`
      }
    }
  }
  return String(Math.round(quantity * 1000) / 1000)
}

interface Lookups {
  units: Map<string, JsonObject>
  foods: Map<string, JsonObject>
}

const unitName = (unit: JsonObject, plural: boolean): string => {
  const abbreviation =
    unit.use_abbreviation === true
      ? readText(plural ? unit.plural_abbreviation : '') || readText(unit.abbreviation)
      : ''
  return abbreviation || readText(plural ? unit.plural_name : '') || readText(unit.name)
}

/**
 * One ingredient row as Mealie shows it: with amounts on, 'quantity unit food note' from the unit and food
 * tables; with amounts off (older recipes, pasted text), the note, which then holds the whole line.
 */
const readIngredient = (row: JsonObject, useAmounts: boolean, { units, foods }: Lookups): string => {
  const unit = units.get(idOf(row.unit_id))
  const food = foods.get(idOf(row.food_id))
  const quantity = typeof row.quantity === 'number' && row.quantity > 0 ? row.quantity : 0
  const note = readText(row.note)
  // A line without unit and food was never parsed: its note holds the whole line, as Mealie shows it.
  const withFood = useAmounts !== false && (unit !== undefined || food !== undefined)
  const parts: string[] = []
  // Mealie keeps a quantity of 1 on unparsed lines, and hides it so '2 tbsp tahini' does not read '1 2 tbsp…'.
  if (quantity > 0 && (withFood || quantity !== 1)) {
    parts.push(formatQuantity(quantity, unit === undefined || unit.fraction !== false))
  }
  if (withFood) {
    if (quantity > 0 && unit) parts.push(unitName(unit, quantity > 1))
    if (food)
      parts.push(readText(quantity === 0 || quantity > 1 ? food.plural_name : '') || readText(food.name))
  }
  parts.push(note)
  const line = parts.filter((part) => part !== '').join(' ')
  return line !== '' && (withFood || note !== '') ? line : readText(row.original_text)
}

const readStepLines = (row: JsonObject): string[] =>
  readText(row.text)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')

/** Prep and cook time; a recipe with only a total keeps it, as cooking beyond the prep. */
const readTimes = (recipe: JsonObject) => {
  const prep = readMinutes(recipe.prep_time)
  const cook = readMinutes(recipe.perform_time) ?? readMinutes(recipe.cook_time)
  const total = readMinutes(recipe.total_time)
  if (cook !== null || total === null) return { prepTimeMinutes: prep, cookTimeMinutes: cook }
  return {
    prepTimeMinutes: prep,
    cookTimeMinutes: prep === null ? total : total > prep ? total - prep : null,
  }
}

/** Photos by recipe id: `data/recipes/<id>/images/original.*` first, then Mealie's smaller copies. */
const findPhotos = (files: readonly ArchiveFile[], base: string): Map<string, Buffer> => {
  const prefix = `${base}data/recipes/`
  const photos = new Map<string, { bytes: Buffer; isOriginal: boolean }>()
  for (const file of files) {
    if (!file.name.startsWith(prefix)) continue
    const match = /^([^/]+)\/images\/([^/]+)\.(?:webp|jpe?g|png)$/i.exec(file.name.slice(prefix.length))
    if (match === null) continue
    const id = idOf(match[1])
    const isOriginal = match[2]?.toLowerCase() === 'original'
    const known = photos.get(id)
    if (known === undefined || (isOriginal && !known.isOriginal))
      photos.set(id, { bytes: file.bytes, isOriginal })
  }
  const found = new Map<string, Buffer>()
  for (const [id, { bytes }] of photos) {
    const photo = asPhoto(bytes)
    if (photo !== null) found.set(id, photo)
  }
  return found
}

/**
 * The recipes of a Mealie backup, in the order of its recipes table (every group's: a backup is the whole
 * server). A row that is no recipe at all is null, an unreadable recipe like in the other formats.
 */
export function readMealieBackup(
  files: readonly ArchiveFile[],
  { tables, base }: { tables: Tables; base: string },
): Array<AppRecipe | null> {
  const lookups: Lookups = {
    units: byId(rowsOf(tables, 'ingredient_units')),
    foods: byId(rowsOf(tables, 'ingredient_foods')),
  }
  const ingredients = byRecipe(rowsOf(tables, 'recipes_ingredients'))
  const instructions = byRecipe(rowsOf(tables, 'recipe_instructions'))
  const settings = byRecipe(rowsOf(tables, 'recipe_settings'))
  const tags = byId(rowsOf(tables, 'tags'))
  const categories = byId(rowsOf(tables, 'categories'))
  const recipeTags = byRecipe(rowsOf(tables, 'recipes_to_tags'))
  const recipeCategories = byRecipe(rowsOf(tables, 'recipes_to_categories'))
  const photos = findPhotos(files, base)

  const recipes: unknown[] = Array.isArray(tables.recipes) ? tables.recipes : []
  return recipes.map((recipe): AppRecipe | null => {
    if (!isObject(recipe)) return null
    const id = idOf(recipe.id)
    const disableAmount = settings.get(id)?.[0]?.disable_amount
    const useAmounts = disableAmount !== true
    const names = [
      ...(recipeCategories.get(id) ?? []).map((link) => categories.get(idOf(link.category_id))),
      ...(recipeTags.get(id) ?? []).map((link) => tags.get(idOf(link.tag_id))),
    ].map((row) => readText(row?.name))
    return {
      title: readText(recipe.name),
      description: readText(recipe.description),
      ingredients: inPositionOrder(ingredients.get(id) ?? [])
        .map((row) => readIngredient(row, useAmounts, lookups))
        .filter((line) => line !== ''),
      instructions: inPositionOrder(instructions.get(id) ?? []).flatMap(readStepLines),
      ...readTimes(recipe),
      servings: readServings(recipe.recipe_servings) ?? readServings(recipe.recipe_yield),
      ...readTagsAndCuisine(names),
      sourceUrl: readSourceUrl(recipe.org_url),
      photo: photos.get(id) ?? null,
      photoUrl: null,
    }
  })
}
