import {
  APP_IMPORT_LIMITS,
  APP_IMPORT_MESSAGES,
  type AppExportFormat,
} from '@forkcast/contract/app-imports.schemas'
import { AppError } from '../../../lib/app-error'
import type { AppRecipe } from './app-recipe'
import { isMealieRecipe, readMealieExport, readMealieRecipe } from './mealie'
import { findMealieBackup, readMealieBackup } from './mealie-backup'
import { PAPRIKA_ENTRY, readPaprikaExport, readPaprikaRecipe } from './paprika'
import { hasSchemaOrgRecipe, readSchemaOrgRecipes } from './schema-org'
import { findTandoorPhoto, isTandoorRecipe, readTandoorRecipe } from './tandoor'
import {
  HostileArchiveError,
  looksLikeZip,
  newUnpackBudget,
  readZipArchive,
  type ArchiveFile,
  type UnpackBudget,
} from './zip-archive'

/** An export as read: its format and its recipes in file order; null stands for a recipe that was unreadable. */
export interface AppExport {
  format: AppExportFormat
  recipes: Array<AppRecipe | null>
}

const JSON_NAME = /\.(?:json|jsonld)$/i

const unknownFormat = () => new AppError('UNSUPPORTED_MEDIA_TYPE', APP_IMPORT_MESSAGES.unknownFormat)

const parseJson = (bytes: Buffer): unknown => {
  try {
    return JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''))
  } catch {
    return undefined
  }
}

/** Tandoor exports one zip per recipe, inside the zip the person downloads (or just the one, for one recipe). */
async function readTandoorZips(
  zips: readonly ArchiveFile[],
  budget: UnpackBudget,
): Promise<Array<AppRecipe | null>> {
  const recipes: Array<AppRecipe | null> = []
  for (const zip of zips) {
    let files: ArchiveFile[]
    try {
      files = await readZipArchive(zip.bytes, budget)
    } catch (error) {
      if (error instanceof HostileArchiveError) throw error
      recipes.push(null)
      continue
    }
    recipes.push(readTandoorFiles(files))
  }
  return recipes
}

const readTandoorFiles = (files: readonly ArchiveFile[]): AppRecipe | null => {
  const json = files.find((file) => /(?:^|\/)recipe\.json$/i.test(file.name))
  const recipe = json === undefined ? undefined : parseJson(json.bytes)
  return isTandoorRecipe(recipe) ? readTandoorRecipe(recipe, findTandoorPhoto(files)) : null
}

/** Tells the format from the archive's content: a Mealie backup's database, entry names, then JSON files. */
async function readArchive(files: ArchiveFile[], budget: UnpackBudget): Promise<AppExport | null> {
  const backup = findMealieBackup(files, parseJson)
  if (backup !== null) return { format: 'mealie', recipes: readMealieBackup(files, backup) }
  if (files.some((file) => PAPRIKA_ENTRY.test(file.name))) {
    return { format: 'paprika', recipes: await readPaprikaExport(files, budget) }
  }
  const innerZips = files.filter((file) => /\.zip$/i.test(file.name) && looksLikeZip(file.bytes))
  if (innerZips.length > 0) return { format: 'tandoor', recipes: await readTandoorZips(innerZips, budget) }
  const single = readTandoorFiles(files)
  if (single !== null) return { format: 'tandoor', recipes: [single] }

  const documents = new Map<string, unknown>()
  for (const file of files) {
    if (JSON_NAME.test(file.name) && !file.name.split('/').some((part) => part.startsWith('.'))) {
      documents.set(file.name, parseJson(file.bytes))
    }
  }
  const mealie = readMealieExport(files, documents)
  if (mealie.length > 0) return { format: 'mealie', recipes: mealie }
  const schemaDocuments = [...documents.values()].filter(hasSchemaOrgRecipe)
  if (schemaDocuments.length > 0)
    return { format: 'schema-org', recipes: readSchemaOrgRecipes(schemaDocuments) }
  return null
}

/**
 * A file that is not a zip: one Paprika recipe, or one JSON document (a Mealie recipe or backup's
 * `database.json`, Tandoor or schema.org).
 */
async function readSingleFile(bytes: Buffer, budget: UnpackBudget): Promise<AppExport | null> {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    const recipe = await readPaprikaRecipe(bytes, budget)
    return recipe === null ? null : { format: 'paprika', recipes: [recipe] }
  }
  const document = parseJson(bytes)
  if (document === undefined) return null
  if (isMealieRecipe(document)) return { format: 'mealie', recipes: [readMealieRecipe(document, null)] }
  const backup = findMealieBackup([{ name: 'database.json', bytes }], () => document)
  if (backup !== null) return { format: 'mealie', recipes: readMealieBackup([], backup) }
  if (isTandoorRecipe(document)) return { format: 'tandoor', recipes: [readTandoorRecipe(document, null)] }
  const recipes = readSchemaOrgRecipes([document])
  return recipes.length > 0 ? { format: 'schema-org', recipes } : null
}

const toRefusal = (error: unknown): never => {
  if (error instanceof HostileArchiveError) {
    const isSize = /unpacks to more than|more than .* files/.test(error.message)
    throw new AppError(isSize ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', error.message)
  }
  if (error instanceof AppError) throw error
  // yauzl's own complaints (a cut-off or corrupt zip) are not for people: the file is simply unreadable.
  throw new AppError('BAD_REQUEST', 'That zip file could not be read. It may be damaged: export it again.')
}

/**
 * Reads another app's export from its bytes. The format comes from the content; the file name is not
 * trusted. Hostile archives (too many files, too large unpacked, unsafe paths) and unknown files are 4xx
 * AppErrors, and nothing has been written by then.
 */
export async function readAppExport(bytes: Buffer): Promise<AppExport> {
  const budget = newUnpackBudget()
  let read: AppExport | null
  try {
    read = looksLikeZip(bytes)
      ? await readArchive(await readZipArchive(bytes, budget), budget)
      : await readSingleFile(bytes, budget)
  } catch (error) {
    return toRefusal(error)
  }
  if (read === null) throw unknownFormat()
  if (read.recipes.length === 0) {
    throw new AppError(
      'BAD_REQUEST',
      'That export holds no recipes. Export your recipes again and choose that file.',
    )
  }
  if (read.recipes.length > APP_IMPORT_LIMITS.maxRecipes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `That export holds more than ${APP_IMPORT_LIMITS.maxRecipes.toLocaleString('en-US')} recipes. Export fewer at a time.`,
    )
  }
  return read
}
