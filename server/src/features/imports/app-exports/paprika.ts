import { promisify } from 'node:util'
import { gunzip } from 'node:zlib'
import {
  asPhoto,
  readLines,
  readMinutes,
  readServings,
  readSourceUrl,
  readTagsAndCuisine,
  readText,
  type AppRecipe,
} from './app-recipe'
import { unpackedTooLarge, type ArchiveFile, type UnpackBudget } from './zip-archive'

const gunzipAsync = promisify(gunzip)

export const PAPRIKA_ENTRY = /\.paprikarecipe$/i

const isGzip = (bytes: Buffer) => bytes[0] === 0x1f && bytes[1] === 0x8b

/** Paprika's recipe fields we use (its export documents these keys; every value may be missing). */
interface PaprikaRecipe {
  name?: unknown
  description?: unknown
  ingredients?: unknown
  directions?: unknown
  servings?: unknown
  prep_time?: unknown
  cook_time?: unknown
  categories?: unknown
  source_url?: unknown
  photo_data?: unknown
}

const readPhoto = (value: unknown): Buffer | null => {
  const text = readText(value)
  return text === '' ? null : asPhoto(Buffer.from(text, 'base64'))
}

/** Inflates one entry within what the upload may still unpack: a small entry must not become gigabytes. */
async function inflate(bytes: Buffer, budget: UnpackBudget): Promise<Buffer | null> {
  if (!isGzip(bytes)) return bytes
  try {
    const inflated = await gunzipAsync(bytes, { maxOutputLength: Math.max(1, budget.bytes) })
    budget.bytes -= inflated.length
    return inflated
  } catch (error) {
    if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw unpackedTooLarge()
    return null
  }
}

/** One Paprika recipe as ours; null when the entry is not a (gzipped) JSON object. */
export async function readPaprikaRecipe(bytes: Buffer, budget: UnpackBudget): Promise<AppRecipe | null> {
  const json = await inflate(bytes, budget)
  if (json === null) return null
  let recipe: PaprikaRecipe
  try {
    const parsed: unknown = JSON.parse(json.toString('utf8'))
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null
    recipe = parsed
  } catch {
    return null
  }
  const categories = Array.isArray(recipe.categories) ? recipe.categories.map(readText) : []
  return {
    title: readText(recipe.name),
    description: readText(recipe.description),
    ingredients: readLines(recipe.ingredients),
    instructions: readLines(recipe.directions),
    prepTimeMinutes: readMinutes(recipe.prep_time),
    cookTimeMinutes: readMinutes(recipe.cook_time),
    servings: readServings(recipe.servings),
    ...readTagsAndCuisine(categories),
    sourceUrl: readSourceUrl(recipe.source_url),
    photo: readPhoto(recipe.photo_data),
    photoUrl: null,
  }
}

/** A `.paprikarecipes` file: a zip of `<name>.paprikarecipe` entries, each a gzipped JSON recipe. */
export async function readPaprikaExport(
  files: readonly ArchiveFile[],
  budget: UnpackBudget,
): Promise<Array<AppRecipe | null>> {
  const recipes: Array<AppRecipe | null> = []
  for (const file of files) {
    if (PAPRIKA_ENTRY.test(file.name)) recipes.push(await readPaprikaRecipe(file.bytes, budget))
  }
  return recipes
}
