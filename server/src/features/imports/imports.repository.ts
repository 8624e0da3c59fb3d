import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm'
import { rowsOf, type Executor } from '../../db/client'
import { recipes, savedRecipes } from '../../db/schema'
import type { NewRecipeRow } from '../../lib/recipe-derivation'

/** A public import stored under any of these addresses, as its canonical or its source URL. */
export const findPublicImportByUrls = async (
  db: Executor,
  urls: readonly string[],
): Promise<number | null> => {
  if (urls.length === 0) return null
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(
      and(
        eq(recipes.sourceType, 'imported'),
        isNull(recipes.ownerId),
        or(inArray(recipes.canonicalUrl, [...urls]), inArray(recipes.sourceUrl, [...urls])),
      ),
    )
    .orderBy(asc(recipes.id))
    .limit(1)
  return row?.id ?? null
}

/** Stores a public import unless its canonical URL already is; answers the new id, or null on that clash. */
export const insertPublicImport = async (db: Executor, row: NewRecipeRow): Promise<number | null> => {
  const [inserted] = await db
    .insert(recipes)
    .values(row)
    .onConflictDoNothing({ target: recipes.canonicalUrl })
    .returning({ id: recipes.id })
  return inserted?.id ?? null
}

/** The recipes a user imported: public ones in their collection and their own pasted ones, newest first. */
export const findImportedRecipeIds = async (
  db: Executor,
  userId: number,
  limit: number,
): Promise<number[]> => {
  const rows = await db
    .select({ id: recipes.id })
    .from(recipes)
    .leftJoin(savedRecipes, and(eq(savedRecipes.recipeId, recipes.id), eq(savedRecipes.userId, userId)))
    .where(
      and(
        eq(recipes.sourceType, 'imported'),
        or(eq(recipes.ownerId, userId), and(isNull(recipes.ownerId), isNotNull(savedRecipes.userId))),
      ),
    )
    .orderBy(desc(sql`coalesce(${savedRecipes.createdAt}, ${recipes.createdAt})`), desc(recipes.id))
    .limit(limit)
  return rows.map((row) => row.id)
}

/** Serializes one user's bulk uploads, so two at once cannot both store the same recipe. */
export const lockBulkUploads = async (db: Executor, userId: number) => {
  // 7 namespaces the lock: the two-key form keeps it apart from other advisory locks on the same user id.
  await db.execute(sql`select pg_advisory_xact_lock(7::int, ${userId}::int)`)
}

/** Title and ingredients of the user's recipes (their own and saved ones) whose lower-cased title is listed. */
export async function findCollectionRecipesByTitles(
  db: Executor,
  userId: number,
  lowerCaseTitles: readonly string[],
): Promise<Array<{ title: string; ingredients: string[] }>> {
  if (lowerCaseTitles.length === 0) return []
  // One JSON parameter instead of one parameter per title: uploads carry up to 20,000 of them.
  return db
    .select({ title: recipes.title, ingredients: recipes.ingredients })
    .from(recipes)
    .where(
      and(
        or(
          eq(recipes.ownerId, userId),
          sql`${recipes.id} in (select ${savedRecipes.recipeId} from ${savedRecipes} where ${savedRecipes.userId} = ${userId})`,
        ),
        sql`lower(${recipes.title}) in (select jsonb_array_elements_text(${JSON.stringify(lowerCaseTitles)}::jsonb))`,
      ),
    )
}

const recipeColumns = getTableColumns(recipes)
type RecipeColumnKey = keyof typeof recipeColumns

/**
 * Inserts prepared rows in multi-row statements that carry each batch as one JSON parameter, expanded by
 * jsonb_to_recordset. Building one bound parameter per value costs ~0.6 ms per row in drizzle and the driver;
 * this costs a third of that, which is what keeps 10,000 recipes within the bulk upload budget.
 */
export async function insertRecipeBatches(
  db: Executor,
  rows: readonly NewRecipeRow[],
  batchSize = 1000,
): Promise<number[]> {
  const first = rows[0]
  if (first === undefined) return []
  const columns = (Object.keys(first) as RecipeColumnKey[])
    .filter((key) => key in recipeColumns)
    .map((key) => ({ key, name: recipeColumns[key].name, type: recipeColumns[key].getSQLType() }))
  const columnList = sql.raw(columns.map((column) => `"${column.name}"`).join(', '))
  const recordType = sql.raw(columns.map((column) => `"${column.name}" ${column.type}`).join(', '))
  const ids: number[] = []
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize).map((row) => {
      const record: Record<string, unknown> = {}
      for (const column of columns) record[column.name] = row[column.key as keyof NewRecipeRow] ?? null
      return record
    })
    const result = await db.execute(
      sql`insert into ${recipes} (${columnList}) select ${columnList} from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as batch(${recordType}) returning ${recipes.id}`,
    )
    ids.push(...rowsOf(result).map((row) => Number((row as { id: number | string }).id)))
  }
  return ids
}

/** Takes back what a failed bulk upload had stored: only the owner's rows among these ids. */
export async function deleteOwnRecipesByIds(db: Executor, ownerId: number, ids: readonly number[]) {
  if (ids.length === 0) return
  await db.execute(
    sql`delete from ${recipes} where ${recipes.ownerId} = ${ownerId} and ${recipes.id} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`,
  )
}
