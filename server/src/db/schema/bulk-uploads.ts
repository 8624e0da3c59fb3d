import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth'

/**
 * Rows of a bulk upload under way, staged in short batches and moved into recipes in one transaction at the
 * end, so a crash mid-upload stores nothing. Rows of an upload that never finished are swept an hour later.
 */
export const bulkUploadRows = pgTable(
  'bulk_upload_rows',
  {
    uploadId: text('upload_id').notNull(),
    /** The row's place in the file's valid rows, to keep their order and pick the fresh ones. */
    position: integer('position').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The prepared recipe row, keyed by column name. */
    row: jsonb('row').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.uploadId, table.position] }),
    index('bulk_upload_rows_created_idx').on(table.createdAt),
  ],
)
