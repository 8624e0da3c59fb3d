import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { ProviderPlace } from '../../providers/places/places-provider'

/**
 * Provider answers shared by every app instance, so a repeat search near the same spot (within ~100 m, same
 * radius, cuisine and service type) never calls Google or Overpass again until it expires.
 */
export const restaurantSearchCache = pgTable(
  'restaurant_search_cache',
  {
    /** provider|lat|lng|radius|cuisine|serviceType, with the position rounded to 3 decimals. */
    key: text('key').primaryKey(),
    provider: text('provider').notNull(),
    places: jsonb('places').$type<ProviderPlace[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('restaurant_search_cache_expires_idx').on(table.expiresAt)],
)
