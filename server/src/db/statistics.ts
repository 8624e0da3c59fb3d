import { sql } from 'drizzle-orm'
import { rowsOf, type Database, type Executor } from './client'

// A small sample (3,000 rows) takes ~0.1–0.2 s at 50,000 recipes on PGlite, against 2.4 s for the default
// target, and still tells the planner which ingredients, allergens and owners are common.
const SAMPLE_TARGET = 10

/**
 * Whether the planner's statistics of recipes are missing, or were taken when the table was of a rather
 * different size (a catalog seeded, a big collection uploaded since).
 */
export async function areRecipeStatisticsStale(db: Executor): Promise<boolean> {
  const [row] = rowsOf(
    await db.execute(sql`select c.reltuples::float8 as estimated, (select count(*) from recipes)::float8 as live,
      exists (select 1 from pg_statistic where starelid = c.oid) as has_statistics
      from pg_class c where c.oid = 'public.recipes'::regclass`),
  ) as Array<{ estimated: number; live: number; has_statistics: boolean }>
  if (!row) return false
  const { estimated, live, has_statistics: hasStatistics } = row
  if (live === 0) return false
  return !hasStatistics || estimated < 0 || Math.abs(live - estimated) > 100 + live / 10
}

/** Takes recipes' statistics from a small sample when they are stale; answers whether it did. */
export async function refreshRecipeStatisticsWhenStale(db: Executor): Promise<boolean> {
  if (!(await areRecipeStatisticsStale(db))) return false
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local default_statistics_target = ${SAMPLE_TARGET}`))
    await tx.execute(sql`analyze recipes, recipe_search_words`)
  })
  return true
}

/**
 * The embedded database runs no autovacuum, so nothing else would ever take these statistics: without them a
 * search over a big collection is planned from defaults (20–60 % slower, decision 046). PostgreSQL's
 * autovacuum keeps them there.
 */
export const keepRecipeStatistics = async (database: Pick<Database, 'db' | 'dialect'>) => {
  if (database.dialect === 'pglite') await refreshRecipeStatisticsWhenStale(database.db)
}
