import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth'

/**
 * Single-use links sent by mail (password reset, email change). Only the SHA-256 of the token is stored, as for
 * sessions; `usedAt` makes each link work once.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'password-reset' | 'email-change' */
    purpose: text('purpose').$type<'password-reset' | 'email-change'>().notNull(),
    /** The address an email change moves to. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId)],
)
