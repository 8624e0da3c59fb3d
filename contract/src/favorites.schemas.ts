import { z } from 'zod'
import { idNumber, safeString, trimmedText } from './common.schemas'
export const FAVORITE_NOTES_MAX_LENGTH = 1000

const optionalText = (label: string, max: number) => trimmedText(label, max).nullish()

/** Spec 7: what the results page sends when a heart is tapped; notes are ours. */
export const AddFavoriteSchema = z.object({
  placeId: safeString('placeId')
    .trim()
    .min(1, 'placeId is required')
    .max(300, 'placeId must be at most 300 characters'),
  name: trimmedText('Name', 300).min(1, 'Name is required'),
  address: optionalText('Address', 500),
  cuisine: optionalText('Cuisine', 200),
  rating: z.coerce.number().min(0).max(5).nullish(),
  priceLevel: z.coerce.number().int().min(0).max(4).nullish(),
  phoneNumber: optionalText('Phone number', 60),
  website: z
    .url({ protocol: /^https?$/, error: 'Website must be an http or https address' })
    .max(2000)
    .nullish(),
  photoUrl: z
    .url({ protocol: /^https?$/, error: 'Photo must be an http or https address' })
    .max(2000)
    .nullish(),
  notes: optionalText('Notes', FAVORITE_NOTES_MAX_LENGTH),
  /** The group whose favorite it becomes; null keeps it personal; omitted, the saver's first group (else personal). */
  groupId: idNumber('groupId').nullish(),
})
export type AddFavorite = z.infer<typeof AddFavoriteSchema>
export type AddFavoriteInput = z.input<typeof AddFavoriteSchema>

export const UpdateFavoriteSchema = z.object({
  notes: trimmedText('Notes', FAVORITE_NOTES_MAX_LENGTH).nullable(),
})
export type UpdateFavorite = z.infer<typeof UpdateFavoriteSchema>

/** The notes box: the same rules on its text, and an emptied box clears the notes (null). */
export const FavoriteNotesFormSchema = z.object({
  notes: UpdateFavoriteSchema.shape.notes.unwrap().transform((notes) => notes || null),
})

export const FavoriteParamsSchema = z.object({ id: idNumber('id') })
export const FavoritePlaceParamsSchema = z.object({ placeId: safeString('placeId').trim().min(1).max(300) })

/** Spec 3: rating and priceLevel are strings on a saved favorite. */
export const FavoriteRestaurantSchema = z.object({
  id: z.number().int(),
  placeId: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  cuisine: z.string().nullable(),
  rating: z.string().nullable(),
  priceLevel: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
  photoUrl: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  /** The group it is a family favorite of; null for a personal one. */
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  /** Who saved it, by first name. */
  savedBy: z.string(),
})
export type FavoriteRestaurant = z.infer<typeof FavoriteRestaurantSchema>

export const FavoriteCheckSchema = z.object({
  isFavorite: z.boolean(),
  favoriteId: z.number().int().nullable(),
})
export type FavoriteCheck = z.infer<typeof FavoriteCheckSchema>

/** GET /api/favorites: one group's favorites, or without a group every family favorite and your own. */
export const FavoritesQuerySchema = z.object({ groupId: idNumber('groupId').optional() })
