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
  const isListed = sql`lower(${recipes.title}) in (select jsonb_array_elements_text(${JSON.stringify(lowerCaseTitles)}::jsonb))`
  const columns = { title: recipes.title, ingredients: recipes.ingredients }
  // Two reads, each by its own index: owner or saved as one OR condition made the planner scan every recipe.
  const own = await db
    .select(columns)
    .from(recipes)
    .where(and(eq(recipes.ownerId, userId), isListed))
  const saved = await db
    .select(columns)
    .from(savedRecipes)
    .innerJoin(recipes, eq(recipes.id, savedRecipes.recipeId))
    .where(
      and(
        eq(savedRecipes.userId, userId),
        or(isNull(recipes.ownerId), sql`${recipes.ownerId} <> ${userId}`),
        isListed,
      ),
    )
  return [...own, ...saved]
}

const recipeColumns = getTableColumns(recipes)
type RecipeColumnKey = keyof typeof recipeColumns

const isRecipeColumnKey = (key: string): key is RecipeColumnKey => key in recipeColumns

/**
 * Stages one chunk of an upload's prepared rows: `stagedJson` is `[{ position, row }]` as JSON text, each row
 * keyed by recipe column key. One JSON parameter per chunk: a bound parameter per value costs ~0.6 ms per row
 * in drizzle and the driver, and the text comes ready from the worker thread.
 */
export async function stageBulkRows(
  db: Executor,
  { uploadId, ownerId }: { uploadId: string; ownerId: number },
  stagedJson: string,
): Promise<void> {
  await db.execute(
    sql`insert into ${bulkUploadRows} (upload_id, position, owner_id, row) select ${uploadId}::text, (item->>'position')::int, ${ownerId}::int, item->'row' from jsonb_array_elements(${stagedJson}::jsonb) as staged(item)`,
  )
}

/**
 * Moves the listed staged rows of an upload into recipes, in file order, and forgets the upload's staged rows.
 * `columnKeys` are the keys of the staged rows (the same for every row). Answers the new recipe ids.
 */
export async function moveStagedBulkRows(
  db: Executor,
  {
    uploadId,
    positions,
    columnKeys,
  }: { uploadId: string; positions: readonly number[]; columnKeys: readonly string[] },
): Promise<number[]> {
  const { columnList, recordType, batchColumns } = bulkColumnsSql(columnKeys)
  const result =
    positions.length === 0 || columnKeys.length === 0
      ? null
      : await db.execute(
          sql`insert into ${recipes} (${columnList}) select ${batchColumns} from ${bulkUploadRows} as staged, jsonb_to_record(staged.row) as batch(${recordType}) where staged.upload_id = ${uploadId} and staged.position in (select jsonb_array_elements_text(${JSON.stringify(positions)}::jsonb)::int) order by staged.position returning ${recipes.id}`,
        )
  await deleteStagedBulkRows(db, uploadId)
  return rowsOf(result).map((row) => Number((row as { id: number | string }).id))
}

/** The insert's column list and the staged record's fields (named by key, as the staged JSON is). */
function bulkColumnsSql(columnKeys: readonly string[]) {
  const columns = columnKeys
    .filter(isRecipeColumnKey)
    .map((key) => ({ key, name: recipeColumns[key].name, type: recipeColumns[key].getSQLType() }))
  return {
    columnList: sql.raw(columns.map((column) => `"${column.name}"`).join(', ')),
    recordType: sql.raw(columns.map((column) => `"${column.key}" ${column.type}`).join(', ')),
    batchColumns: sql.raw(columns.map((column) => `batch."${column.key}"`).join(', ')),
  }
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

/** Sets the source address of recipes just stored from another app's export (one statement for them all). */
export async function setRecipeSourceUrls(
  db: Executor,
  entries: ReadonlyArray<{ id: number; sourceUrl: string }>,
): Promise<void> {
  if (entries.length === 0) return
  await db.execute(
    sql`update ${recipes} set source_url = source.url from jsonb_to_recordset(${JSON.stringify(entries.map((entry) => ({ id: entry.id, url: entry.sourceUrl })))}::jsonb) as source(id int, url text) where ${recipes.id} = source.id`,
  )
}
