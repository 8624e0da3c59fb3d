import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
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

/** What a registration said about its person, kept until the account is created. */
export interface PendingRegistrationDetails {
  firstName: string
  phoneNumber: string | null
  lastName: string | null
  address: string | null
  city: string | null
  state: string | null
  zipCode: string | null
}

/**
 * Registrations waiting for their mailed link to be opened. No account exists until then, so registering a taken
 * address answers exactly like a new one (its owner is mailed a notice instead of a link). Only the token's
 * SHA-256 is stored; a row is deleted when used or, once expired, by the next registration.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    details: jsonb('details').$type<PendingRegistrationDetails>().notNull(),
    /** The invite or beta page the registration began on ('/join/ABCD2345'), where the app goes next. */
    continueTo: text('continue_to'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pending_registrations_email_idx').on(table.email),
    index('pending_registrations_expires_idx').on(table.expiresAt),
  ],
)
