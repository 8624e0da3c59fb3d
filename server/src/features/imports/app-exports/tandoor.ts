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

const nameOf = (value: unknown): string => (isObject(value) ? readText(value.name) : '')

/** Tandoor's recipe.json: a name and steps, each step with its own ingredients. */
export const isTandoorRecipe = (value: unknown): value is JsonObject =>
  isObject(value) && typeof value.name === 'string' && Array.isArray(value.steps)

const formatAmount = (amount: unknown) =>
  typeof amount === 'number' && amount > 0 ? String(Math.round(amount * 1000) / 1000) : ''

/** '200 g flour, sifted'; section headers (is_header) are not ingredients. */
const readIngredient = (item: unknown): string => {
  if (!isObject(item) || item.is_header === true) return ''
  const amount = item.no_amount === true ? '' : formatAmount(item.amount)
  const measured = [amount, nameOf(item.unit), nameOf(item.food)].filter((part) => part !== '').join(' ')
  const note = readText(item.note)
  if (measured === '') return note !== '' ? note : readText(item.original_text)
  return note === '' ? measured : `${measured}, ${note}`
}

const readStepLines = (step: unknown): string[] =>
  (isObject(step) ? readText(step.instruction) : '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')

/** One Tandoor recipe.json as ours: working time is the prep, waiting time the cooking. */
export function readTandoorRecipe(recipe: JsonObject, photo: Buffer | null): AppRecipe {
  const steps = listOf(recipe.steps)
  return {
    title: readText(recipe.name),
    description: readText(recipe.description),
    ingredients: steps
      .flatMap((step) => (isObject(step) ? listOf(step.ingredients) : []))
      .map(readIngredient)
      .filter((line) => line !== ''),
    instructions: steps.flatMap(readStepLines),
    prepTimeMinutes: readMinutes(recipe.working_time),
    cookTimeMinutes: readMinutes(recipe.waiting_time),
    servings: readServings(recipe.servings),
    ...readTagsAndCuisine(listOf(recipe.keywords).map(nameOf)),
    sourceUrl: readSourceUrl(recipe.source_url),
    photo,
    photoUrl: null,
  }
}

const IMAGE_NAME = /(?:^|\/)image\.(?:jpe?g|png|webp)$/i

/** The files of one recipe's inner zip: its recipe.json (already parsed) and `image.*`. */
export const findTandoorPhoto = (files: readonly ArchiveFile[]): Buffer | null =>
  asPhoto(files.find((file) => IMAGE_NAME.test(file.name))?.bytes)
