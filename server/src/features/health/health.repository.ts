import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'

/** A trivial query: throws when the database does not answer. */
export const pingDatabase = async (db: Executor) => {
  await db.execute(sql`select 1`)
}
