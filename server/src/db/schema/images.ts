import { sql } from 'drizzle-orm'
import { check, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** PGlite hands bytea back as a Uint8Array and pg as a Buffer: both become a Buffer over the same memory. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
})

/**
 * Recipe photos, already turned into WebP. Stored in the database (bytes) unless S3-compatible storage is
 * configured (bytes null, the object key is the id), so every app instance serves the same images.
 */
export const images = pgTable(
  'images',
  {
    /** A random token, not a serial: /api/images/<id> is readable without a session, so ids must be unguessable. */
    id: text('id').primaryKey(),
    /** SHA-256 of the stored WebP: one row per distinct image, and the ETag it is served with. */
    sha256: text('sha256').notNull().unique(),
    mime: text('mime').notNull().default('image/webp'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes'),
    /** 'db' | 's3' */
    storage: text('storage').notNull(),
    /** Where an imported recipe's image was fetched from, once; null for uploads. */
    sourceUrl: text('source_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('images_storage_check', sql`${table.storage} in ('db', 's3')`),
    check('images_bytes_check', sql`(${table.storage} = 'db') = (${table.bytes} is not null)`),
  ],
)

export type ImageRow = typeof images.$inferSelect
export type NewImageRow = typeof images.$inferInsert
