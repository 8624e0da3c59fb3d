import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import type { Language } from '@forkcast/contract/languages'
import type { CookingSkillLevel } from '@forkcast/contract/users.constants'

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name'),
  phoneNumber: text('phone_number'),
  address: text('address'),
  city: text('city'),
  state: text('state'),
  zipCode: text('zip_code'),
  profileImageUrl: text('profile_image_url'),
  timezone: text('timezone'),
  lastPreferencesReset: date('last_preferences_reset', { mode: 'string' }),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  /** A board guest (board_guests): no password, no groups, no sign-in but their board's cookie. */
  isGuest: boolean('is_guest').notNull().default(false),
  needsOnboarding: boolean('needs_onboarding').notNull().default(false),
  excludedFoodTypes: text('excluded_food_types')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  allergies: text('allergies')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  sensitivities: text('sensitivities')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  cookingSkillLevel: text('cooking_skill_level').$type<CookingSkillLevel>().notNull().default('beginner'),
  preferredPrepTime: integer('preferred_prep_time').notNull().default(30),
  dietaryGoals: text('dietary_goals')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  healthPreferences: text('health_preferences')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  fridgeInventory: text('fridge_inventory')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  cuisinePreferences: text('cuisine_preferences')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  locationEnabled: boolean('location_enabled').notNull().default(false),
  /** 'household': lists are safe for everyone in the user's groups; 'me': "Just for me", the user alone. */
  safetyScope: text('safety_scope').$type<'household' | 'me'>().notNull().default('household'),
  /** How recipe amounts are shown to this person: 'us' (cups, oz) or 'metric' (ml, g). */
  unitSystem: text('unit_system').$type<'us' | 'metric'>().notNull().default('us'),
  /** The language of this person's screens, mail and push; null until their browser first says (decision 056). */
  language: text('language').$type<Language>(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Only the SHA-256 of the cookie token is stored, so a leaked table cannot sign anyone in. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** What the devices list names a session by; the token hash never leaves the server. */
    id: uuid('id').notNull().defaultRandom().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser that signed in, shown in the devices list. */
    userAgent: text('user_agent'),
    /** Refreshed with the sliding expiry (at most daily), so the list can say when a device was last used. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    // Expired sessions are purged a batch at a time as new ones start (auth.repository insertSession).
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
)

/**
 * Browsers that signed in to an account before (the device cookie holds the token, only its SHA-256 is here).
 * A known device gets past the per-network and per-account sign-in throttles, with a budget of its own.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('known_devices_user_id_idx').on(table.userId)],
)

/** Fixed-window counters shared by every app instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
})

/**
 * Passkeys (WebAuthn credentials, decision 057): the public key and its signature counter; the private key never
 * leaves the person's device. Named by the person, several per account.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The authenticator's credential id, base64url. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('passkeys_user_id_idx').on(table.userId)],
)

/** A WebAuthn challenge, answered once within minutes; shared by every app instance. */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challenge: text('challenge').notNull(),
    /** Set for a registration (the signed-in person adding a passkey); null for a sign-in. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('passkey_challenges_expires_at_idx').on(table.expiresAt)],
)
