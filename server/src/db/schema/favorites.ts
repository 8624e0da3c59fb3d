import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { users } from './auth'

/** A restaurant a user saved; one row per user and provider place id. */
export const favoriteRestaurants = pgTable(
  'favorite_restaurants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    unique('favorite_restaurants_user_place_unique').on(table.userId, table.placeId),
    index('favorite_restaurants_user_created_idx').on(table.userId, table.createdAt),
  ],
)
