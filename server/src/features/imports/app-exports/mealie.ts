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

const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

const nameOf = (value: unknown): string => (isObject(value) ? readText(value.name) : readText(value))

/** A Mealie recipe: its documented recipe fields, and no schema.org type (those go to the JSON-LD reader). */
export const isMealieRecipe = (value: unknown): value is JsonObject =>
  isObject(value) &&
  !('@type' in value) &&
  typeof value.name === 'string' &&
  ('recipeIngredient' in value || 'recipeInstructions' in value) &&
  ('slug' in value || 'recipeYield' in value || 'orgURL' in value)

/** Mealie writes `display` for parsed ingredients; older or unparsed ones carry only a note or the text. */
const readIngredient = (item: unknown): string => {
  if (!isObject(item)) return readText(item)
  const display = readText(item.display)
  if (display !== '') return display
  const quantity = typeof item.quantity === 'number' && item.quantity > 0 ? String(item.quantity) : ''
  const parts = [quantity, nameOf(item.unit), nameOf(item.food)].filter((part) => part !== '')
  const note = readText(item.note)
  const measured = parts.join(' ')
  if (measured === '') return note !== '' ? note : readText(item.originalText)
  return note === '' ? measured : `${measured}, ${note}`
}

const readInstruction = (item: unknown): string[] =>
  (isObject(item) ? readText(item.text) : readText(item))
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')

/** One Mealie recipe JSON as ours, with the photo found beside it. */
export function readMealieRecipe(recipe: JsonObject, photo: Buffer | null): AppRecipe {
  const names = [...listOf(recipe.recipeCategory), ...listOf(recipe.tags)].map(nameOf)
  return {
    title: readText(recipe.name),
    description: readText(recipe.description),
    ingredients: listOf(recipe.recipeIngredient)
      .map(readIngredient)
      .filter((line) => line !== ''),
    instructions: listOf(recipe.recipeInstructions).flatMap(readInstruction),
    prepTimeMinutes: readMinutes(recipe.prepTime),
    cookTimeMinutes: readMinutes(recipe.performTime ?? recipe.cookTime),
    servings: readServings(recipe.recipeServings ?? recipe.recipeYield),
    ...readTagsAndCuisine(names),
    sourceUrl: readSourceUrl(recipe.orgURL),
    photo,
    photoUrl: null,
  }
}

const folderOf = (name: string) => name.slice(0, name.lastIndexOf('/') + 1)
const IMAGE_NAME = /\.(?:webp|jpe?g|png)$/i

/** Mealie keeps a recipe's photos in `images/` beside its JSON; the original beats the smaller copies. */
const findPhoto = (files: readonly ArchiveFile[], jsonName: string): Buffer | null => {
  const folder = `${folderOf(jsonName)}images/`
  const images = files.filter((file) => file.name.startsWith(folder) && IMAGE_NAME.test(file.name))
  const original = images.find((file) => /\/original\.[a-z]+$/i.test(file.name))
  return asPhoto((original ?? images[0])?.bytes)
}

/**
 * A Mealie export zip: per recipe a folder with `<slug>.json` and its `images/`. Answers each recipe JSON that
 * was found, in path order.
 */
export function readMealieExport(
  files: readonly ArchiveFile[],
  parsed: ReadonlyMap<string, unknown>,
): AppRecipe[] {
  return [...parsed.entries()]
    .filter((entry): entry is [string, JsonObject] => isMealieRecipe(entry[1]))
    .map(([name, recipe]) => readMealieRecipe(recipe, findPhoto(files, name)))
}
