import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql, type SQL } from 'drizzle-orm'
import { MIGRATIONS_FOLDER, rowsOf, type Executor } from '../../db/client'
import type { BackupTable } from './backup.tables'

/** One row as the archive holds it: column names as the database spells them, JSON values. */
export type BackupRow = Record<string, unknown>

const identifiers = (names: string[]) =>
  sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  )

/** The tag of the newest migration applied ('0034_integrations'), read back through drizzle's journal. */
export async function findLastMigrationTag(db: Executor, migrationsFolder = MIGRATIONS_FOLDER) {
  const [row] = rowsOf(
    await db.execute(sql`select max(created_at) as "lastMillis" from drizzle.__drizzle_migrations`),
  ) as Array<{ lastMillis: string | number | null }>
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number; tag: string }>
  }
  const lastMillis = Number(row?.lastMillis ?? 0)
  return journal.entries.find((entry) => entry.when === lastMillis)?.tag ?? null
}

/** Every migration tag this code knows, oldest first. */
export function listMigrationTags(migrationsFolder = MIGRATIONS_FOLDER): string[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>
  }
  return journal.entries.map((entry) => entry.tag)
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = rowsOf(await db.execute(sql`select count(*)::int as "count" from users`)) as Array<{
    count: number
  }>
  return Number(row?.count ?? 0)
}

/**
 * A table's rows as JSON objects in primary-key order (timestamps as ISO strings when the session is in UTC),
 * optionally filtered by a condition on the row alias `t`. `leaveOut` drops columns such as image bytes.
 */
export async function readTableRows(
  db: Executor,
  table: BackupTable,
  { where, leaveOut = [] }: { where?: SQL; leaveOut?: string[] } = {},
): Promise<BackupRow[]> {
  const columns = table.columns.filter((column) => !leaveOut.includes(column))
  const orderBy = sql.join(
    table.orderBy.map((column) => sql`x.${sql.identifier(column)}`),
    sql`, `,
  )
  const result = await db.execute(
    sql`select coalesce(json_agg(x order by ${orderBy}), '[]'::json) as "rows"
        from (select ${identifiers(columns.map((column) => column))} from ${sql.identifier(table.name)} t
              ${where ? sql`where ${where}` : sql``}) x`,
  )
  const [row] = rowsOf(result) as Array<{ rows: BackupRow[] | string }>
  const rows = row?.rows ?? []
  return typeof rows === 'string' ? (JSON.parse(rows) as BackupRow[]) : rows
}

/** Makes timestamps of this transaction's JSON read as UTC ('…+00:00'), whatever the server's zone. */
export const useUtcInTransaction = (tx: Executor) => tx.execute(sql`set local timezone to 'UTC'`)

/** Photo bytes stored in the database, by image id. */
export async function readPhotoBytes(db: Executor, imageIds: string[]): Promise<Map<string, Buffer>> {
  const photos = new Map<string, Buffer>()
  // A few at a time: photos are the large part of an archive.
  for (let start = 0; start < imageIds.length; start += 50) {
    const ids = imageIds.slice(start, start + 50)
    const result = await db.execute(
      sql`select id, encode(bytes, 'base64') as "base64" from images where bytes is not null and id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    for (const row of rowsOf(result) as Array<{ id: string; base64: string }>)
      photos.set(row.id, Buffer.from(row.base64, 'base64'))
  }
  return photos
}

export async function deleteAllRows(tx: Executor, table: BackupTable) {
  await tx.execute(sql`delete from ${sql.identifier(table.name)}`)
}

// Each statement carries at most this much JSON: large enough to be quick, small enough for any server.
const BATCH_CHARACTERS = 4_000_000
const BATCH_ROWS = 2_000

/** Inserts rows as they are, ids included, in a few large statements. */
export async function insertRows(tx: Executor, table: BackupTable, columns: string[], rows: BackupRow[]) {
  const overriding = table.identityColumn && columns.includes(table.identityColumn)
  let batch: string[] = []
  let size = 0
  const flush = async () => {
    if (batch.length === 0) return
    const json = `[${batch.join(',')}]`
    await tx.execute(
      sql`insert into ${sql.identifier(table.name)} (${identifiers(columns)})
          ${overriding ? sql`overriding system value` : sql``}
          select ${identifiers(columns)} from json_populate_recordset(null::${sql.identifier(table.name)}, ${json}::json)`,
    )
    batch = []
    size = 0
  }
  for (const row of rows) {
    const text = JSON.stringify(row)
    batch.push(text)
    size += text.length
    if (size >= BATCH_CHARACTERS || batch.length >= BATCH_ROWS) await flush()
  }
  await flush()
}

/** Inserts one row letting the table pick its id; answers the new id. */
export async function insertRowWithNewId(
  tx: Executor,
  table: BackupTable,
  columns: string[],
  row: BackupRow,
): Promise<number> {
  const result = await tx.execute(
    sql`insert into ${sql.identifier(table.name)} (${identifiers(columns)})
        select ${identifiers(columns)} from json_populate_record(null::${sql.identifier(table.name)}, ${JSON.stringify(row)}::json)
        returning id`,
  )
  const [inserted] = rowsOf(result) as Array<{ id: number }>
  if (!inserted) throw new Error(`no row was inserted into ${table.name}`)
  return inserted.id
}

/** Which of these values already exist in a column, mapped to the id of the row holding each. */
export async function findIdsByColumn(
  tx: Executor,
  table: BackupTable,
  column: string,
  values: Array<string | number>,
): Promise<Map<string, string | number>> {
  const found = new Map<string, string | number>()
  for (let start = 0; start < values.length; start += 1000) {
    const slice = values.slice(start, start + 1000)
    const result = await tx.execute(
      sql`select ${sql.identifier(column)}::text as "value", id from ${sql.identifier(table.name)}
          where ${sql.identifier(column)}::text in (${sql.join(
            slice.map((value) => sql`${String(value)}`),
            sql`, `,
          )})`,
    )
    for (const row of rowsOf(result) as Array<{ value: string; id: string | number }>)
      found.set(row.value, row.id)
  }
  return found
}

/** Moves an identity column's sequence past the largest id, so the next insert gets a fresh one. */
export async function restartIdentity(tx: Executor, table: BackupTable) {
  if (!table.identityColumn) return
  const name = sql.identifier(table.name)
  const column = sql.identifier(table.identityColumn)
  await tx.execute(
    sql`select setval(pg_get_serial_sequence(${`"${table.name}"`}, ${table.identityColumn}),
                      coalesce((select max(${column}) from ${name}), 0) + 1, false)`,
  )
}

/** What a household archive takes from each table: rows of the group, its members and their recipes. */
export const householdFilters = (groupId: number): Record<string, SQL> => {
  const members = sql`(select gm.user_id from group_members gm where gm.group_id = ${groupId})`
  const plans = sql`(select p.id from weekly_meal_plans p where p.group_id = ${groupId})`
  const lists = sql`(select l.id from grocery_lists l where l.group_id = ${groupId})`
  // Recipes with no owner (the catalog, public imports) come along when the family uses them.
  const used = sql`(select s.recipe_id from saved_recipes s where s.user_id in ${members}
    union select rr.recipe_id from recipe_ratings rr where rr.user_id in ${members}
    union select pm.recipe_id from planned_meals pm where pm.plan_id in ${plans}
    union select glr.recipe_id from grocery_list_recipes glr where glr.list_id in ${lists})`
  const isIncludedRecipe = (alias: SQL) =>
    sql`(${alias}.owner_id in ${members} or ${alias}.generated_for_user_id in ${members}
      or (${alias}.owner_id is null and ${alias}.generated_for_user_id is null and ${alias}.id in ${used}))`
  const recipeIds = sql`(select r.id from recipes r where ${isIncludedRecipe(sql`r`)})`
  return {
    users: sql`t.id in ${members}`,
    family_groups: sql`t.id = ${groupId}`,
    group_members: sql`t.group_id = ${groupId}`,
    images: sql`t.id in (select r.image_id from recipes r where ${isIncludedRecipe(sql`r`)})`,
    recipes: isIncludedRecipe(sql`t`),
    saved_recipes: sql`t.user_id in ${members} and t.recipe_id in ${recipeIds}`,
    recipe_ratings: sql`t.user_id in ${members} and t.recipe_id in ${recipeIds}`,
    favorite_restaurants: sql`t.group_id = ${groupId} or (t.group_id is null and t.user_id in ${members})`,
    weekly_meal_plans: sql`t.group_id = ${groupId}`,
    planned_meals: sql`t.plan_id in ${plans} and t.recipe_id in ${recipeIds}`,
    grocery_lists: sql`t.group_id = ${groupId}`,
    grocery_list_recipes: sql`t.list_id in ${lists} and t.recipe_id in ${recipeIds}`,
    grocery_list_items: sql`t.list_id in ${lists}`,
  }
}
