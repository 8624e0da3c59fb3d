import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { FoodOption } from '@forkcast/contract/voting.schemas'
import { users } from './auth'
import { familyGroups } from './groups'

/** One board per group (or solo user) and category; a reset starts a new round on the same row. */
export const eliminationSessions = pgTable(
  'elimination_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id').references(() => familyGroups.id, { onDelete: 'cascade' }),
    soloUserId: integer('solo_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** 'g:<groupId>' or 'u:<userId>': one open board per scope and category. */
    scopeKey: text('scope_key').notNull(),
    category: text('category').notNull(),
    diningType: text('dining_type'),
    serviceType: text('service_type'),
    optionIds: text('option_ids').array().notNull(),
    status: text('status').notNull().default('open'),
    round: integer('round').notNull().default(1),
    version: integer('version').notNull().default(0),
    imageSeed: integer('image_seed').notNull(),
    decidedOptionId: text('decided_option_id'),
    decidedReason: text('decided_reason'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * Cooking and ordering boards: the cards as they were when the board opened (and as members added them), so
     * everyone votes on the same list whatever the catalog or the provider says later. Null on cuisine boards.
     */
    options: jsonb('options').$type<FoodOption[]>(),
    /** The decided cuisine a cooking or ordering board narrows to; null for every cuisine. */
    cuisineId: text('cuisine_id'),
    /** Ordering boards: where the starter searched from. */
    position: jsonb('position').$type<{ latitude: number; longitude: number }>(),
    /** Ordering boards: the other places the search found, which members may add while the board is open. */
    candidates: jsonb('candidates').$type<FoodOption[]>(),
    /** Who opened this round (started the board or started it over), and when: what dashboards name. */
    roundStartedBy: integer('round_started_by').references(() => users.id, { onDelete: 'set null' }),
    roundStartedAt: timestamp('round_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('elimination_sessions_scope_category_idx').on(table.scopeKey, table.category)],
)

const sessionId = () =>
  integer('session_id')
    .notNull()
    .references(() => eliminationSessions.id, { onDelete: 'cascade' })
const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

/** A veto: one row per eliminated option, whoever struck it first. */
export const sessionEliminations = pgTable(
  'session_eliminations',
  {
    sessionId: sessionId(),
    optionId: text('option_id').notNull(),
    userId: userId(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.optionId] })],
)

export const sessionPreferences = pgTable(
  'session_preferences',
  {
    sessionId: sessionId(),
    userId: userId(),
    optionId: text('option_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.userId, table.optionId] })],
)

/** Each member's one choice. */
export const sessionChoices = pgTable(
  'session_choices',
  {
    sessionId: sessionId(),
    userId: userId(),
    optionId: text('option_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.userId] })],
)

export const sessionSubmissions = pgTable(
  'session_submissions',
  {
    sessionId: sessionId(),
    userId: userId(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.userId] })],
)

/** The change log a reconnecting client resumes from (Last-Event-ID = version). */
export const sessionEvents = pgTable(
  'session_events',
  {
    sessionId: sessionId(),
    version: integer('version').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.version] }),
    index('session_events_created_idx').on(table.createdAt),
  ],
)

/**
 * The one guest link of a board's round; a new round (or a new link) ends it, and it ends by itself in 24 h. The
 * token is kept as group invite codes are, so the owner can share the same link again.
 */
export const boardGuestLinks = pgTable('board_guest_links', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => eliminationSessions.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  round: integer('round').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Someone who joined one board's round through its guest link. The guest is a `users` row (is_guest) so votes
 * keep one shape, but signs in only through `token_hash` (their cookie), and only to this board.
 */
export const boardGuests = pgTable(
  'board_guests',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: sessionId(),
    round: integer('round').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('board_guests_session_idx').on(table.sessionId, table.round)],
)
