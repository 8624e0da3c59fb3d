import { z } from 'zod'
import { SuccessSchema } from './common.schemas'
import { defineEndpoint } from './endpoint'
import {
  AddFavoriteSchema,
  FavoriteCheckSchema,
  FavoriteParamsSchema,
  FavoritePlaceParamsSchema,
  FavoriteRestaurantSchema,
  FavoritesQuerySchema,
  UpdateFavoriteSchema,
} from './favorites.schemas'

const tags = ['favorites']

/** Saved restaurants: personal, or shared with a group the caller belongs to. */
export const favoriteEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/favorite-restaurants',
    tags,
    summary: "The caller's saved restaurants, newest first",
    query: FavoritesQuerySchema,
    responses: { 200: z.array(FavoriteRestaurantSchema) },
  }),
  check: defineEndpoint({
    method: 'GET',
    path: '/api/favorite-restaurants/check/:placeId',
    tags,
    summary: 'Whether the caller saved this place',
    params: FavoritePlaceParamsSchema,
    responses: { 200: FavoriteCheckSchema },
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/favorite-restaurants',
    tags,
    summary: 'Save a restaurant (201); saving the same place again answers the saved one (200)',
    body: AddFavoriteSchema,
    responses: { 200: FavoriteRestaurantSchema, 201: FavoriteRestaurantSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/favorite-restaurants/:id',
    tags,
    summary: "Change a favorite's notes",
    params: FavoriteParamsSchema,
    body: UpdateFavoriteSchema,
    responses: { 200: FavoriteRestaurantSchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/favorite-restaurants/:id',
    tags,
    summary: 'Remove a favorite; 404 unless it is one of the caller’s',
    params: FavoriteParamsSchema,
    responses: { 200: SuccessSchema },
  }),
}
