import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { SuccessSchema } from '@forkcast/contract/common.schemas'
import {
  AddFavoriteSchema,
  FavoriteCheckSchema,
  FavoriteParamsSchema,
  FavoritePlaceParamsSchema,
  FavoriteRestaurantSchema,
  FavoritesQuerySchema,
  UpdateFavoriteSchema,
} from '@forkcast/contract/favorites.schemas'
import { requireUser } from '../../plugins/auth'
import {
  addFavorite,
  checkFavorite,
  listFavorites,
  removeFavorite,
  updateFavorite,
} from './favorites.service'

const tags = ['favorites']

export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  // Favorites are personal: signed-out callers get 401 before anything else.
  app.addHook('preValidation', async (request) => {
    requireUser(request)
  })

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "The caller's saved restaurants, newest first",
        querystring: FavoritesQuerySchema,
        response: { 200: z.array(FavoriteRestaurantSchema) },
      },
    },
    async (request) =>
      listFavorites(app.ctx, { userId: requireUser(request).id, groupId: request.query.groupId }),
  )

  app.get(
    '/check/:placeId',
    {
      schema: {
        tags,
        summary: 'Whether the caller saved this place',
        params: FavoritePlaceParamsSchema,
        response: { 200: FavoriteCheckSchema },
      },
    },
    async (request) =>
      checkFavorite(app.ctx, { userId: requireUser(request).id, placeId: request.params.placeId }),
  )

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Save a restaurant (201); saving the same place again answers the saved one (200)',
        body: AddFavoriteSchema,
        response: { 200: FavoriteRestaurantSchema, 201: FavoriteRestaurantSchema },
      },
    },
    async (request, reply) => {
      const result = await addFavorite(app.ctx, { userId: requireUser(request).id, favorite: request.body })
      return reply.code(result.created ? 201 : 200).send(result.favorite)
    },
  )

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: "Change a favorite's notes",
        params: FavoriteParamsSchema,
        body: UpdateFavoriteSchema,
        response: { 200: FavoriteRestaurantSchema },
      },
    },
    async (request) =>
      updateFavorite(app.ctx, {
        userId: requireUser(request).id,
        id: request.params.id,
        update: request.body,
      }),
  )

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Remove a favorite; 404 unless it is one of the caller’s',
        params: FavoriteParamsSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => removeFavorite(app.ctx, { userId: requireUser(request).id, id: request.params.id }),
  )
}
