import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { catalogSeeds } from '../../db/schema'

const CATALOG_SEED_ROW = 1

/** The fingerprint of the catalog last seeded, or null when none was recorded. */
export async function findCatalogFingerprint(db: Executor): Promise<string | null> {
  const [row] = await db
    .select({ fingerprint: catalogSeeds.fingerprint })
    .from(catalogSeeds)
    .where(eq(catalogSeeds.id, CATALOG_SEED_ROW))
  return row?.fingerprint ?? null
}

export async function saveCatalogFingerprint(db: Executor, fingerprint: string): Promise<void> {
  await db
    .insert(catalogSeeds)
    .values({ id: CATALOG_SEED_ROW, fingerprint })
    .onConflictDoUpdate({ target: catalogSeeds.id, set: { fingerprint, seededAt: new Date() } })
}
