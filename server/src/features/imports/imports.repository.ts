import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm'
import { rowsOf, type Executor } from '../../db/client'
import { bulkUploadRows, recipes, savedRecipes } from '../../db/schema'
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

/** The recipe columns a prepared row fills (every prepared row fills the same), by key, name and SQL type. */
const columnsOf = (first: NewRecipeRow) =>
  (Object.keys(first) as RecipeColumnKey[])
    .filter((key) => key in recipeColumns)
    .map((key) => ({ key, name: recipeColumns[key].name, type: recipeColumns[key].getSQLType() }))

const toRecord = (row: NewRecipeRow, columns: ReturnType<typeof columnsOf>) => {
  const record: Record<string, unknown> = {}
  for (const column of columns) record[column.name] = row[column.key as keyof NewRecipeRow] ?? null
  return record
}

/**
 * Stages prepared rows of one bulk upload, numbered from `firstPosition`. One JSON parameter per batch: a bound
 * parameter per value costs ~0.6 ms per row in drizzle and the driver.
 */
export async function stageBulkRows(
  db: Executor,
  { uploadId, ownerId, firstPosition }: { uploadId: string; ownerId: number; firstPosition: number },
  rows: readonly NewRecipeRow[],
): Promise<void> {
  const first = rows[0]
  if (first === undefined) return
  const columns = columnsOf(first)
  const staged = rows.map((row, index) => ({ position: firstPosition + index, row: toRecord(row, columns) }))
  await db.execute(
    sql`insert into ${bulkUploadRows} (upload_id, position, owner_id, row) select ${uploadId}::text, (item->>'position')::int, ${ownerId}::int, item->'row' from jsonb_array_elements(${JSON.stringify(staged)}::jsonb) as staged(item)`,
  )
}

/**
 * Moves the listed staged rows of an upload into recipes, in file order, and forgets the upload's staged rows.
 * `sample` is any one of the prepared rows: it names the columns. Answers the new recipe ids.
 */
export async function moveStagedBulkRows(
  db: Executor,
  { uploadId, positions, sample }: { uploadId: string; positions: readonly number[]; sample: NewRecipeRow },
): Promise<number[]> {
  const columns = columnsOf(sample)
  const columnList = sql.raw(columns.map((column) => `"${column.name}"`).join(', '))
  const recordType = sql.raw(columns.map((column) => `"${column.name}" ${column.type}`).join(', '))
  // Qualified: the staging table has an owner_id of its own.
  const batchColumns = sql.raw(columns.map((column) => `batch."${column.name}"`).join(', '))
  const result =
    positions.length === 0
      ? null
      : await db.execute(
          sql`insert into ${recipes} (${columnList}) select ${batchColumns} from ${bulkUploadRows} as staged, jsonb_to_record(staged.row) as batch(${recordType}) where staged.upload_id = ${uploadId} and staged.position in (select jsonb_array_elements_text(${JSON.stringify(positions)}::jsonb)::int) order by staged.position returning ${recipes.id}`,
        )
  await deleteStagedBulkRows(db, uploadId)
  return rowsOf(result).map((row) => Number((row as { id: number | string }).id))
}

/** Forgets the staged rows of one upload: it failed, or its rows have moved. */
export async function deleteStagedBulkRows(db: Executor, uploadId: string): Promise<void> {
  await db.delete(bulkUploadRows).where(eq(bulkUploadRows.uploadId, uploadId))
}

/** Sweeps the staged rows of uploads that never finished: the server stopped mid-upload. */
export async function deleteAbandonedBulkRows(db: Executor, olderThanMinutes: number): Promise<void> {
  await db
    .delete(bulkUploadRows)
    .where(sql`${bulkUploadRows.createdAt} < now() - make_interval(mins => ${olderThanMinutes}::int)`)
}
