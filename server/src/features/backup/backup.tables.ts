import { is } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import * as schema from '../../db/schema'

/**
 * Tables an instance backup leaves out, and why (decision 051). A test fails when a new table is in neither this
 * list nor the backup, so every table added later gets a decision.
 */
export const TABLES_LEFT_OUT = {
  sessions: 'sign-in cookies: after a restore everyone signs in again with their password',
  known_devices: 'remembered browsers that skip sign-in throttles: rebuilt at the next sign-in',
  rate_limits: 'throttle counters of the last minutes',
  account_tokens: 'single-use mailed links that expire within a day',
  pending_registrations: 'registrations waiting for their mailed link, which expire within a day',
  restaurant_search_cache: 'copies of provider answers that expire by themselves',
  recipe_search_words: 'derived: triggers on recipes fill it again as recipes are restored',
  bulk_upload_rows: 'staging rows of an upload under way, swept within the hour',
  session_events: "the live stream's resume log: a reconnecting client reloads the board instead",
} as const satisfies Record<string, string>

/** What a household archive holds (decision 051); everything else is the instance's or somebody else's. */
const HOUSEHOLD_TABLES = [
  'users',
  'family_groups',
  'group_members',
  'images',
  'recipes',
  'saved_recipes',
  'recipe_ratings',
  'favorite_restaurants',
  'weekly_meal_plans',
  'planned_meals',
  'grocery_lists',
  'grocery_list_recipes',
  'grocery_list_items',
] as const

interface ForeignKeyColumn {
  column: string
  targetTable: string
  isNullable: boolean
}

export interface BackupTable {
  name: string
  table: PgTable
  /** Columns stored in the archive: every column but generated ones (the database computes those). */
  columns: string[]
  /** Columns that order the rows: the primary key. */
  orderBy: string[]
  /** The identity column whose sequence moves past the restored ids, if any. */
  identityColumn: string | null
  foreignKeys: ForeignKeyColumn[]
}

const describe = (table: PgTable): BackupTable => {
  const config = getTableConfig(table)
  const primary = config.columns.filter((column) => column.primary).map((column) => column.name)
  const composite = config.primaryKeys[0]?.columns.map((column) => column.name) ?? []
  return {
    name: config.name,
    table,
    columns: config.columns.filter((column) => !column.generated).map((column) => column.name),
    orderBy: primary.length > 0 ? primary : composite,
    identityColumn: config.columns.find((column) => column.generatedIdentity)?.name ?? null,
    foreignKeys: config.foreignKeys.flatMap((foreignKey) => {
      const reference = foreignKey.reference()
      return reference.columns.map((column) => ({
        column: column.name,
        targetTable: getTableConfig(reference.foreignTable).name,
        isNullable: !column.notNull,
      }))
    }),
  }
}

/** Every table of the schema, parents before children, so inserting in this order meets every foreign key. */
export const ALL_TABLES: BackupTable[] = (() => {
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map(describe)
    .sort((a, b) => a.name.localeCompare(b.name))
  const ordered: BackupTable[] = []
  const placed = new Set<string>()
  while (ordered.length < tables.length) {
    const next = tables.find(
      (table) =>
        !placed.has(table.name) &&
        table.foreignKeys.every((key) => key.targetTable === table.name || placed.has(key.targetTable)),
    )
    if (!next) throw new Error('The schema has a foreign-key cycle: backups cannot order its tables')
    ordered.push(next)
    placed.add(next.name)
  }
  return ordered
})()

const leftOut = new Set<string>(Object.keys(TABLES_LEFT_OUT))
const household = new Set<string>(HOUSEHOLD_TABLES)

/** The tables an archive of this kind holds, in insert order. */
export const tablesFor = (kind: 'instance' | 'household'): BackupTable[] =>
  ALL_TABLES.filter((table) => (kind === 'instance' ? !leftOut.has(table.name) : household.has(table.name)))
