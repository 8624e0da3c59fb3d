import { findCuisine } from '@forkcast/contract/cuisines'
import { RECIPE_LIMITS } from '@forkcast/contract/recipes.schemas'
import type { RawRecipeRow } from '../bulk-rows'
import { parseDurationMinutes } from '../parser/durations'

/** One recipe read from another app's export, before the bulk upload's rules check it. */
export interface AppRecipe {
  title: string
  description: string
  ingredients: string[]
  instructions: string[]
  prepTimeMinutes: number | null
  cookTimeMinutes: number | null
  servings: number | null
  cuisine: string | null
  tags: string[]
  sourceUrl: string | null
  /** The photo the export carries, as the app stored it (JPEG, PNG, WebP…); checked when stored. */
  photo: Buffer | null
  /** A schema.org file names its photo by address instead: fetched through the SSRF-safe client on commit. */
  photoUrl: string | null
}

/** Text from a value that should be text; anything else is no text. */
export const readText = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''

/** Non-empty lines of a text the app kept as one string, one item a line. */
export const readLines = (value: unknown): string[] =>
  readText(value)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')

/** Minutes from 'PT15M', '15 min', '1 hour 10 minutes' or 15; null when the app's text is no duration. */
export const readMinutes = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : null
  const text = readText(value)
  if (text === '') return null
  const number = Number(text)
  if (Number.isFinite(number)) return number >= 0 ? Math.round(number) : null
  const minutes = parseDurationMinutes(text)
  return minutes === null || minutes > RECIPE_LIMITS.minutesMax ? null : minutes
}

/** The first whole number of '4', 4, '4 servings' or 'Serves 4-6'; null when there is none. */
export const readServings = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.round(value) : null
  const first = /\d+/.exec(readText(value))?.[0]
  const servings = first === undefined ? null : Number(first)
  return servings !== null && servings > 0 && servings <= RECIPE_LIMITS.servingsMax ? servings : null
}

/** An http(s) address, or null: a source URL is only a link back, never fetched. */
export const readSourceUrl = (value: unknown): string | null => {
  const text = readText(value)
  if (!/^https?:\/\//i.test(text)) return null
  try {
    return new URL(text).toString()
  } catch {
    return null
  }
}

/**
 * The app's categories, tags or keywords as our tags, cut to what a recipe may hold (a long category list is
 * no reason to refuse a recipe); the first one that names a cuisine becomes its cuisine.
 */
export const readTagsAndCuisine = (names: readonly string[]): { tags: string[]; cuisine: string | null } => {
  const tags: string[] = []
  let cuisine: string | null = null
  for (const name of names.map((raw) => raw.trim()).filter((raw) => raw !== '')) {
    if (cuisine === null && findCuisine(name)) cuisine = name
    const isNew = !tags.some((tag) => tag.toLowerCase() === name.toLowerCase())
    if (isNew && tags.length < RECIPE_LIMITS.tagsMax && name.length <= RECIPE_LIMITS.tagMax) tags.push(name)
  }
  return { tags, cuisine }
}

/**
 * Steps longer than a recipe line may be (apps keep whole paragraphs as one step) are split at sentence
 * ends, and as a last resort at a space, so a long step is no reason to refuse a recipe.
 */
export const fitStepLines = (lines: readonly string[]): string[] =>
  lines.flatMap((line) => {
    if (line.length <= RECIPE_LIMITS.lineMax) return [line]
    const parts: string[] = []
    let current = ''
    for (const sentence of line.split(/(?<=[.!?])\s+/)) {
      let rest = sentence
      while (rest.length > RECIPE_LIMITS.lineMax) {
        const cut = rest.lastIndexOf(' ', RECIPE_LIMITS.lineMax)
        const at = cut > 0 ? cut : RECIPE_LIMITS.lineMax
        if (current !== '') parts.push(current)
        parts.push(rest.slice(0, at).trim())
        current = ''
        rest = rest.slice(at).trim()
      }
      const joined = current === '' ? rest : `${current} ${rest}`
      if (joined.length <= RECIPE_LIMITS.lineMax) current = joined
      else {
        parts.push(current)
        current = rest
      }
    }
    if (current !== '') parts.push(current)
    return parts
  })

/** What is wrong with a recipe at first sight, in the words the preview shows. */
const findProblem = (recipe: AppRecipe, row: number): string | null => {
  const name = recipe.title === '' ? `Recipe ${row}` : `Recipe ${row} (${recipe.title.slice(0, 60)})`
  if (recipe.title === '') return `${name} has no title`
  if (recipe.ingredients.length === 0) return `${name} has no ingredients`
  if (recipe.instructions.length === 0) return `${name} has no steps`
  return null
}

/** A recipe as the bulk upload's raw row: the same rules check it, field by field. */
export const toRawRecipeRow = (recipe: AppRecipe, row: number): RawRecipeRow => {
  const problem = findProblem(recipe, row)
  return {
    row,
    values: {
      title: recipe.title,
      description: recipe.description.slice(0, RECIPE_LIMITS.descriptionMax),
      ingredients: recipe.ingredients,
      instructions: fitStepLines(recipe.instructions),
      prepTime: recipe.prepTimeMinutes ?? undefined,
      cookTime: recipe.cookTimeMinutes ?? undefined,
      servings: recipe.servings ?? undefined,
      cuisine: recipe.cuisine ?? undefined,
      tags: recipe.tags,
    },
    ...(problem === null ? {} : { problem }),
  }
}

const IMAGE_SIGNATURES: ReadonlyArray<(bytes: Buffer) => boolean> = [
  (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8,
  (bytes) => bytes.subarray(0, 4).toString('latin1') === '\x89PNG',
  (bytes) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
  (bytes) => bytes.subarray(4, 8).toString('latin1') === 'ftyp',
]

/** Bytes that start like a photo we store (JPEG, PNG, WebP, HEIC); anything else is not carried along. */
export const asPhoto = (bytes: Buffer | null | undefined): Buffer | null =>
  bytes && bytes.length > 12 && IMAGE_SIGNATURES.some((matches) => matches(bytes)) ? bytes : null
