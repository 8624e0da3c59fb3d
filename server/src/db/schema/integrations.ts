import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { familyGroups } from './groups'

/** What a personal API token may do: read only, or read and write (issue 31). */
export type ApiTokenScope = 'read' | 'read-write'

/** A personal API token: shown once, stored as its SHA-256 hash, revoked by deleting the row. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope').$type<ApiTokenScope>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The token's first characters, so a person can tell their tokens apart after the one showing. */
    prefix: text('prefix').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('api_tokens_user_idx').on(table.userId)],
)

/** One person's secret calendar feed of one group's plan; revoking deletes it, a new one gets a new token. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => familyGroups.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('calendar_feeds_user_group_idx').on(table.userId, table.groupId)],
)

/** The group events an outgoing webhook can be sent for. */
export type WebhookEventType = 'decision.made' | 'plan.changed' | 'list.changed'

/** A group owner's outgoing webhook: a public URL, the events it wants and the secret its signatures use. */
export const webhooks = pgTable(
  'webhooks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => familyGroups.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhooks_group_idx').on(table.groupId)],
)

/**
 * One event to send to one webhook, and what happened when it was sent: the outbox the sender works from
 * (pending rows with next_attempt_at due) and the delivery log settings shows.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    /** 'ping' is the test event an owner sends from settings. */
    event: text('event').$type<WebhookEventType | 'ping'>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending until delivered (a 2xx) or failed (out of attempts). */
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_deliveries_webhook_idx').on(table.webhookId, table.createdAt),
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
  ],
)
