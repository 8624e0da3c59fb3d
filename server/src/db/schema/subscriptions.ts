import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import type { BetaAccessLevel } from '@forkcast/contract/beta.schemas'
import type { DailyLimitKind, PaidTierKey } from '@forkcast/contract/subscriptions.schemas'
import { users } from './auth'
import { familyGroups } from './groups'

/** A user's paid plan; no row means free. The tier lasts until currentPeriodEnd. */
export const subscriptions = pgTable('subscriptions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tier: text('tier').$type<PaidTierKey>().notNull(),
  /** active | past_due | canceled, as Stripe names them. */
  status: text('status').$type<'active' | 'past_due' | 'canceled'>().notNull(),
  /** stripe or test (the built-in test checkout). */
  provider: text('provider').$type<'stripe' | 'test'>().notNull(),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** The payer's group whose members all get this tier while it runs (decision 028). */
  coveredGroupId: integer('covered_group_id').references(() => familyGroups.id, { onDelete: 'set null' }),
  /** Set when the payer left the covered group: the cover ends then, even if the plan renews. */
  coverEndsAt: timestamp('cover_ends_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Searches counted per user, kind and calendar day in the user's timezone. */
export const dailyUsage = pgTable(
  'daily_usage',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DailyLimitKind>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.day] })],
)

/** Stripe events already applied: a replayed delivery changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Checkouts of the built-in test mode (no card, no Stripe). */
export const testCheckouts = pgTable('test_checkouts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tier: text('tier').$type<PaidTierKey>().notNull(),
  /** The group the plan will cover, chosen at checkout. */
  groupId: integer('group_id').references(() => familyGroups.id, { onDelete: 'set null' }),
  status: text('status').$type<'open' | 'paid' | 'cancelled'>().notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Invites to the beta: a single-use code gives Premium (full) or Plus (limited) at no charge. */
export const betaTesters = pgTable(
  'beta_testers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    accessLevel: text('access_level').$type<BetaAccessLevel>().notNull(),
    inviteCode: text('invite_code').notNull().unique(),
    notes: text('notes'),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    redeemedBy: integer('redeemed_by')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (table) => [index('beta_testers_invited_at_idx').on(table.invitedAt)],
)
