import type {
  AddFavorite,
  FavoriteCheck,
  FavoriteRestaurant,
  UpdateFavorite,
} from '@forkcast/contract/favorites.schemas'
import type { AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import {
  deleteFavorite,
  findFavoriteByPlace,
  findFavoritesOfUser,
  insertFavorite,
  updateFavoriteNotes,
  type FavoriteRow,
} from './favorites.repository'

export const FAVORITE_NOT_FOUND = 'That restaurant is not in your favorites.'

const toFavorite = (row: FavoriteRow): FavoriteRestaurant => ({
  id: row.id,
  placeId: row.placeId,
  name: row.name,
  address: row.address,
  cuisine: row.cuisine,
  rating: row.rating,
  priceLevel: row.priceLevel,
  phoneNumber: row.phoneNumber,
  website: row.website,
  photoUrl: row.photoUrl,
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
})

export const listFavorites = async (ctx: AppContext, { userId }: { userId: number }) =>
  (await findFavoritesOfUser(ctx.db, userId)).map(toFavorite)

export async function checkFavorite(
  ctx: AppContext,
  { userId, placeId }: { userId: number; placeId: string },
): Promise<FavoriteCheck> {
  const row = await findFavoriteByPlace(ctx.db, userId, placeId)
  return { isFavorite: row !== null, favoriteId: row?.id ?? null }
}

/** Saving a place twice keeps the first save (and its notes); `created` says which happened. */
export async function addFavorite(
  ctx: AppContext,
  { userId, favorite }: { userId: number; favorite: AddFavorite },
): Promise<{ favorite: FavoriteRestaurant; created: boolean }> {
  const inserted = await insertFavorite(ctx.db, {
    userId,
    placeId: favorite.placeId,
    name: favorite.name,
    address: favorite.address ?? null,
    cuisine: favorite.cuisine ?? null,
    // Spec 3: a saved favorite keeps rating and price level as text.
    rating: favorite.rating === null || favorite.rating === undefined ? null : favorite.rating.toFixed(1),
    priceLevel:
      favorite.priceLevel === null || favorite.priceLevel === undefined ? null : String(favorite.priceLevel),
    phoneNumber: favorite.phoneNumber ?? null,
    website: favorite.website ?? null,
    photoUrl: favorite.photoUrl ?? null,
    notes: favorite.notes ?? null,
  })
  if (inserted) return { favorite: toFavorite(inserted), created: true }
  const existing = await findFavoriteByPlace(ctx.db, userId, favorite.placeId)
  if (!existing) throw new Error('the favorite that blocked the insert was not found')
  return { favorite: toFavorite(existing), created: false }
}

export async function removeFavorite(ctx: AppContext, { userId, id }: { userId: number; id: number }) {
  if (!(await deleteFavorite(ctx.db, userId, id))) throw new AppError('NOT_FOUND', FAVORITE_NOT_FOUND)
  return { success: true as const }
}

export async function updateFavorite(
  ctx: AppContext,
  { userId, id, update }: { userId: number; id: number; update: UpdateFavorite },
) {
  const notes = update.notes === null || update.notes === '' ? null : update.notes
  const row = await updateFavoriteNotes(ctx.db, userId, id, notes)
  if (!row) throw new AppError('NOT_FOUND', FAVORITE_NOT_FOUND)
  return toFavorite(row)
}
