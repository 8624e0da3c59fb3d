import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  RecommendationListSchema,
  RecommendationParamsSchema,
  RecommendationQuerySchema,
  SeasonalQuerySchema,
  SeasonalResultSchema,
} from '@forkcast/contract/discovery.schemas'
import { requireUser } from '../../plugins/auth'
import { assertCanUseRecommendations } from './recommendations-access'
import { getRecommendations, getSeasonalRecipes } from './recommendations.service'

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
      await assertCanUseRecommendations(app.ctx, { user })
      return getRecommendations(app.ctx, {
        user,
        category: request.params.category,
        groupId: request.query.groupId,
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
}
