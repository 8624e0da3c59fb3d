import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { familyGroups } from './groups'

/** A restaurant saved for a group (a family favorite) or, without a group, for the user alone. */
export const favoriteRestaurants = pgTable(
  'favorite_restaurants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Who saved it; null once they deleted their account (the family keeps the place, not their name). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references(() => familyGroups.id, { onDelete: 'cascade' }),
    placeId: text('place_id').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    cuisine: text('cuisine'),
    rating: text('rating'),
    priceLevel: text('price_level'),
    phoneNumber: text('phone_number'),
    website: text('website'),
    photoUrl: text('photo_url'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('favorite_restaurants_personal_place_unique')
      .on(table.userId, table.placeId)
      .where(sql`${table.groupId} is null`),
    uniqueIndex('favorite_restaurants_group_place_unique')
      .on(table.groupId, table.placeId)
      .where(sql`${table.groupId} is not null`),
    index('favorite_restaurants_user_created_idx').on(table.userId, table.createdAt),
    index('favorite_restaurants_group_created_idx').on(table.groupId, table.createdAt),
  ],
)
