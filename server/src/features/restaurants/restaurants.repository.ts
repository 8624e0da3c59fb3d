import { and, eq, gt, lt } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { restaurantSearchCache } from '../../db/schema'
import { ProviderPlaceSchema, type ProviderPlace } from '../../providers/places/places-provider'

/**
 * The cached provider answer for this key, or null when there is none, it has expired, or it was stored in an
 * older shape (a release that changed ProviderPlace treats it as a miss instead of serving half a place).
 */
export const findCachedPlaces = async (
  db: Executor,
  key: string,
  now: Date,
): Promise<ProviderPlace[] | null> => {
  const [row] = await db
    .select({ places: restaurantSearchCache.places })
    .from(restaurantSearchCache)
    .where(and(eq(restaurantSearchCache.key, key), gt(restaurantSearchCache.expiresAt, now)))
    .limit(1)
  return row ? (ProviderPlaceSchema.array().safeParse(row.places).data ?? null) : null
}

/** Stores (or refreshes) one answer and drops expired ones, so the table stays the size of ten minutes' searches. */
export const storeCachedPlaces = async (
  db: Executor,
  values: { key: string; provider: string; places: ProviderPlace[]; now: Date; expiresAt: Date },
) => {
  await db
    .insert(restaurantSearchCache)
    .values({
      key: values.key,
      provider: values.provider,
      places: values.places,
      createdAt: values.now,
      expiresAt: values.expiresAt,
    })
    .onConflictDoUpdate({
      target: restaurantSearchCache.key,
      set: { places: values.places, createdAt: values.now, expiresAt: values.expiresAt },
    })
  await db.delete(restaurantSearchCache).where(lt(restaurantSearchCache.expiresAt, values.now))
}
