import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { CatalogRecipeSchema, type CatalogRecipe } from '@forkcast/contract/recipes.schemas'
import type { Executor } from '../../db/client'
import { fromServerRoot } from '../../lib/package-root'
import { prepareRecipeRow } from '../../lib/recipe-derivation'
import { upsertCatalogRecipes } from './recipes.repository'

export const CATALOG_DIR = fromServerRoot('src', 'features', 'recipes', 'catalog')

export interface CatalogEntry {
  file: string
  recipe: CatalogRecipe
}

/** Reads and validates every catalog file with the API's own schema; throws naming the file, recipe and field. */
export function loadRecipeCatalog(directory = CATALOG_DIR): CatalogEntry[] {
  const entries: CatalogEntry[] = []
  const files = readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort()
  for (const file of files) {
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
