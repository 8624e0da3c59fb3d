import type { AppContext } from '../../lib/app-context'
import { pingDatabase } from './health.repository'

/** Whether the database answers a trivial query. */
export async function isDatabaseUp(ctx: AppContext) {
  try {
    await pingDatabase(ctx.db)
    return true
  } catch {
    return false
  }
}
