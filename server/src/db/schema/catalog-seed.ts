import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Which recipe catalog the database holds (one row, id 1): a boot whose catalog files and derivation give the
 * same fingerprint skips seeding.
 */
export const catalogSeeds = pgTable('catalog_seeds', {
  id: integer('id').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
})
