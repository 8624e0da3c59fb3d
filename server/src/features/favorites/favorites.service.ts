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
  findVisibleFavorite,
  findVisibleFavoriteOfPlace,
  findVisibleFavorites,
  insertFavorite,
  updateFavoriteNotes,
  type FavoriteWithNames,
} from './favorites.repository'
import { listGroups } from '../groups/groups.service'
import { requireGroupMember } from '../membership/membership.service'

const FAVORITE_NOT_FOUND = 'That restaurant is not in your favorites.'

const toFavorite = ({ favorite: row, savedBy, groupName }: FavoriteWithNames): FavoriteRestaurant => ({
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
  groupId: row.groupId,
  groupName,
  // Whoever saved it deleted their account since; the family keeps the place.
  savedBy: savedBy ?? 'a former member',
})

/** One group's favorites (a group the caller is not in is a 404), or every family favorite and their own. */
export async function listFavorites(
  ctx: AppContext,
  { userId, groupId }: { userId: number; groupId?: number },
) {
  if (groupId !== undefined) await requireGroupMember(ctx, { userId, groupId })
  return (await findVisibleFavorites(ctx.db, userId, groupId)).map(toFavorite)
}

export async function checkFavorite(
  ctx: AppContext,
  { userId, placeId }: { userId: number; placeId: string },
): Promise<FavoriteCheck> {
  const row = await findVisibleFavoriteOfPlace(ctx.db, userId, placeId)
  return { isFavorite: row !== null, favoriteId: row?.id ?? null }
}

/** Where a new favorite goes: the group asked for (the saver's own), none when null, else the first group. */
async function favoriteGroupOf(ctx: AppContext, userId: number, groupId: number | null | undefined) {
  if (groupId === null) return null
  if (groupId !== undefined) {
    await requireGroupMember(ctx, { userId, groupId })
    return groupId
  }
  return (await listGroups(ctx, userId))[0]?.id ?? null
}

/** Saving a place twice keeps the first save (and its notes); `created` says which happened. */
export async function addFavorite(
  ctx: AppContext,
  { userId, favorite }: { userId: number; favorite: AddFavorite },
): Promise<{ favorite: FavoriteRestaurant; created: boolean }> {
  const groupId = await favoriteGroupOf(ctx, userId, favorite.groupId)
  const inserted = await insertFavorite(ctx.db, {
    userId,
    groupId,
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
  const saved = await findFavoriteByPlace(ctx.db, { userId, placeId: favorite.placeId, groupId })
  if (!saved) throw new Error('the favorite that blocked the insert was not found')
  return { favorite: toFavorite(saved), created: inserted !== null }
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
  if (!(await updateFavoriteNotes(ctx.db, userId, id, notes)))
    throw new AppError('NOT_FOUND', FAVORITE_NOT_FOUND)
  const row = await findVisibleFavorite(ctx.db, userId, id)
  if (!row) throw new AppError('NOT_FOUND', FAVORITE_NOT_FOUND)
  return toFavorite(row)
}
