import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  LevelParamsSchema,
  LevelQuerySchema,
  LevelRecipesSchema,
  RecommendationListSchema,
  RecommendationParamsSchema,
  RecommendationQuerySchema,
  SeasonalQuerySchema,
  SeasonalResultSchema,
} from '@forkcast/contract/discovery.schemas'
import { requireUser } from '../../plugins/auth'
import { assertCanUseRecommendations } from './recommendations-access'
import { getRecipesForLevel, getRecommendations, getSeasonalRecipes } from './recommendations.service'

const tags = ['recommendations']

export const aiRecommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:category',
    {
      schema: {
        tags,
        summary:
          'Recommendations for the caller: trending, personalized, quick or seasonal, each with a reason; never unsafe for the caller or the group',
        params: RecommendationParamsSchema,
        querystring: RecommendationQuerySchema,
        response: { 200: RecommendationListSchema },
      },
    },
    async (request) => {
      const user = requireUser(request)
      await assertCanUseRecommendations(app.ctx, { user, groupId: request.query.groupId || undefined })
      return getRecommendations(app.ctx, {
        user,
        category: request.params.category,
        groupId: request.query.groupId,
        log: request.log,
      })
    },
  )
}

export const seasonalRecipeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seasonal',
    {
      schema: {
        tags,
        summary:
          "Recipes of a season (default: the caller's season today, flipped south of the equator), optionally for one mood",
        querystring: SeasonalQuerySchema,
        response: { 200: SeasonalResultSchema },
      },
    },
    async (request) => getSeasonalRecipes(app.ctx, { user: requireUser(request), query: request.query }),
  )

  app.get(
    '/by-level/:level',
    {
      schema: {
        tags,
        summary:
          "Recipes of one difficulty level (beginner Easy, intermediate Medium, advanced Hard), those within the caller's usual prep time first",
        params: LevelParamsSchema,
        querystring: LevelQuerySchema,
        response: { 200: LevelRecipesSchema },
      },
    },
    async (request) =>
      getRecipesForLevel(app.ctx, {
        user: requireUser(request),
        level: request.params.level,
        groupId: request.query.groupId,
      }),
  )
}
