import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { recommendationEndpoints } from '@forkcast/contract/recommendations.endpoints'
import { endpointRoute } from '../../lib/endpoint-route'
import { assertCanUseRecommendations } from './recommendations-access'
import { getRecipesForLevel, getRecommendations, getSeasonalRecipes } from './recommendations.service'

export const aiRecommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, recommendationEndpoints.list),
    handler: async (request) => {
      const user = request.signedInUser
      await assertCanUseRecommendations(app.ctx, { user, groupId: request.query.groupId || undefined })
      return getRecommendations(app.ctx, {
        user,
        category: request.params.category,
        groupId: request.query.groupId,
        log: request.log,
      })
    },
  })
}

export const seasonalRecipeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, recommendationEndpoints.seasonal),
    handler: async (request) =>
      getSeasonalRecipes(app.ctx, { user: request.signedInUser, query: request.query }),
  })

  app.route({
    ...endpointRoute(app, recommendationEndpoints.byLevel),
    handler: async (request) =>
      getRecipesForLevel(app.ctx, {
        user: request.signedInUser,
        level: request.params.level,
        groupId: request.query.groupId,
      }),
  })
}
