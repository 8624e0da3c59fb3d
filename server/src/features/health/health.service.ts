import { sql } from 'drizzle-orm'
import type { AppContext } from '../../lib/app-context'

/** Whether the database answers a trivial query. */
export async function isDatabaseUp(ctx: AppContext) {
  try {
    await ctx.db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
