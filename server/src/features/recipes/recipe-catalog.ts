import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CatalogRecipeSchema, type CatalogRecipe } from '@forkcast/contract/recipes.schemas'
import type { Db, Executor } from '../../db/client'
import { fromServerRoot } from '../../package-root'
import { RECIPE_DERIVATION_VERSION, prepareRecipeRow } from '../../lib/recipe-derivation'
import { findCatalogFingerprint, saveCatalogFingerprint } from './catalog-seed.repository'
import { upsertCatalogRecipes } from './recipes.repository'

export const CATALOG_DIR = fromServerRoot('src', 'features', 'recipes', 'catalog')

const catalogFiles = (directory: string) =>
  readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort()

export interface CatalogEntry {
  file: string
  recipe: CatalogRecipe
}

/** Reads and validates every catalog file with the API's own schema; throws naming the file, recipe and field. */
export function loadRecipeCatalog(directory = CATALOG_DIR): CatalogEntry[] {
  const entries: CatalogEntry[] = []
  for (const file of catalogFiles(directory)) {
    const records: unknown = JSON.parse(readFileSync(path.join(directory, file), 'utf8'))
    if (!Array.isArray(records)) throw new Error(`Recipe catalog ${file}: expected an array of recipes`)
    records.forEach((record: unknown, index) => {
      const result = CatalogRecipeSchema.safeParse(record)
      if (!result.success) {
        const issues = result.error.issues
          .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
          .join('; ')
        throw new Error(`Recipe catalog ${file} #${index + 1}: ${issues}`)
      }
      entries.push({ file, recipe: result.data })
    })
  }
  return entries
}

/**
 * Brings the catalog rows in line with the files in one statement: new slugs are inserted, changed ones
 * updated, unchanged ones left alone. Answers how many rows were written.
 */
export async function seedRecipeCatalog(db: Executor, directory = CATALOG_DIR): Promise<number> {
  const rows = loadRecipeCatalog(directory).map(({ recipe }) =>
    prepareRecipeRow({ ...recipe, sourceType: 'catalog', ownerId: null }),
  )
  return upsertCatalogRecipes(db, rows)
}

// In production this module is the server bundle, so any change to the code deriving rows changes the fingerprint.
const RUNNING_CODE = fileURLToPath(import.meta.url)

/**
 * What the seeded rows depend on: every catalog file's name and bytes, the derivation version and the running
 * code. Equal fingerprints mean seeding would write nothing.
 */
function catalogFingerprint(directory = CATALOG_DIR, codeFile = RUNNING_CODE): string {
  const hash = createHash('sha256')
  hash.update(`${RECIPE_DERIVATION_VERSION}\0`)
  hash.update(readFileSync(codeFile))
  for (const file of catalogFiles(directory)) {
    hash.update(`\0${file}\0`)
    hash.update(readFileSync(path.join(directory, file)))
  }
  return hash.digest('hex')
}

/**
 * Seeds the catalog at boot unless the database already holds this exact catalog (one cheap read instead of
 * deriving and upserting every recipe). Answers how many rows were written, or null when seeding was skipped.
 */
export async function seedRecipeCatalogWhenChanged(
  db: Db,
  directory = CATALOG_DIR,
  /** The server bundle when another bundle built from the same sources seeds for it (the fresh-database template). */
  codeFile = RUNNING_CODE,
): Promise<number | null> {
  const fingerprint = catalogFingerprint(directory, codeFile)
  if ((await findCatalogFingerprint(db)) === fingerprint) return null
  return db.transaction(async (tx) => {
    const written = await seedRecipeCatalog(tx, directory)
    await saveCatalogFingerprint(tx, fingerprint)
    return written
  })
}
