import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { recommendationEndpoints } from '@forkcast/contract/recommendations.endpoints'
import type { AiRecommendation } from '@forkcast/contract/discovery.schemas'
import { endpointRoute } from '../../lib/endpoint-route'
import { languageOfRequest, translatorOfRequest } from '../../lib/i18n'
import type { Translate } from '../../lib/translate'
import { assertCanUseRecommendations } from './recommendations-access'
import { getRecipesForLevel, getRecommendations, getSeasonalRecipes } from './recommendations.service'

/** A recommendation's reason in the reader's language (a model's own wording is left as it wrote it). */
const inLanguage = (recommendations: AiRecommendation[], translate: Translate) =>
  recommendations.map((item) => ({ ...item, reason: translate(item.reason) }))

export const aiRecommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, recommendationEndpoints.list),
    handler: async (request) => {
      const user = request.signedInUser
      await assertCanUseRecommendations(app.ctx, { user, groupId: request.query.groupId || undefined })
      const list = await getRecommendations(app.ctx, {
        user,
        category: request.params.category,
        groupId: request.query.groupId,
        log: request.log,
        language: languageOfRequest(request),
      })
      return { ...list, recommendations: inLanguage(list.recommendations, translatorOfRequest(request)) }
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
    handler: async (request) => {
      const found = await getRecipesForLevel(app.ctx, {
        user: request.signedInUser,
        level: request.params.level,
        groupId: request.query.groupId,
      })
      return { ...found, recipes: inLanguage(found.recipes, translatorOfRequest(request)) }
    },
  })
}
