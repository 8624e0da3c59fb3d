import type { FastifyInstance, FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { EndpointDefinition } from '@forkcast/contract/endpoint'
import { HIDDEN_HEADER } from '@forkcast/contract/recipes.schemas'
import { recipeEndpoints } from '@forkcast/contract/recipes.endpoints'
import { endpointRoute } from '../../lib/endpoint-route'
import { translatorOfRequest } from '../../lib/i18n'
import {
  browseRecipeList,
  getRecipe,
  listUserRecipes,
  searchRecipeList,
  type RecipeListAnswer,
} from './recipe-lists.service'
import {
  createCustomRecipe,
  deleteOwnRecipe,
  rateRecipe,
  reviewRecipeAllergens,
  saveRecipe,
  unsaveRecipe,
  updateOwnRecipe,
} from './recipes.service'
import { generateRecipes } from './recipe-suggestions.service'
import { listGroupAllergies } from '../users/audience.service'

/**
 * The spec keeps these lists bare arrays, so what the allergy filter hid travels in a header. A card's match
 * reason ('25 min · uses 3 of your ingredients') is said in the reader's language.
 */
const sendList = (reply: FastifyReply, { recipes, hidden }: RecipeListAnswer) => {
  void reply.header(HIDDEN_HEADER, encodeURIComponent(JSON.stringify(hidden)))
  const translate = translatorOfRequest(reply.request)
  return recipes.map((recipe) =>
    recipe.matchReason ? { ...recipe, matchReason: translate(recipe.matchReason) } : recipe,
  )
}

// Numeric ids and cuisine ids share /api/recipes/<segment>; the pattern sends digits to the id routes.
const ID_PATH = '/:id(^\\d+$)'

/** endpointRoute for a route on /api/recipes/:id, with the id held to digits as above. */
const idRoute = <const E extends EndpointDefinition>(app: FastifyInstance, endpoint: E) => {
  const route = endpointRoute(app, endpoint)
  return { ...route, url: route.url.replace(/^\/:id/, ID_PATH) }
}

export const recipeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, recipeEndpoints.search),
    handler: async (request, reply) =>
      sendList(reply, await searchRecipeList(app.ctx, { user: request.signedInUser, query: request.query })),
  })

  app.route({
    ...endpointRoute(app, recipeEndpoints.groupAllergies),
    handler: async (request) =>
      listGroupAllergies(app.ctx, { user: request.signedInUser, groupId: request.query.groupId }),
  })

  app.route({
    ...endpointRoute(app, recipeEndpoints.browseAll),
    handler: async (request, reply) =>
      sendList(reply, await browseRecipeList(app.ctx, { user: request.signedInUser, ...request.query })),
  })

  app.route({
    ...endpointRoute(app, recipeEndpoints.browse),
    handler: async (request, reply) =>
      sendList(
        reply,
        await browseRecipeList(app.ctx, {
          user: request.signedInUser,
          foodType: request.params.foodType,
          ...request.query,
        }),
      ),
  })

  app.route({
    ...idRoute(app, recipeEndpoints.get),
    handler: async (request) =>
      getRecipe(app.ctx, {
        user: request.signedInUser,
        recipeId: request.params.id,
        groupId: request.query.groupId,
      }),
  })

  app.route({
    ...endpointRoute(app, recipeEndpoints.generate),
    handler: async (request, reply) =>
      sendList(
        reply,
        await generateRecipes(app.ctx, {
          user: request.signedInUser,
          foodType: request.params.foodType,
          ...request.query,
          log: request.log,
        }),
      ),
  })

  app.route({
    ...endpointRoute(app, recipeEndpoints.create),
    handler: async (request, reply) => {
      const recipe = await createCustomRecipe(app.ctx, { user: request.signedInUser, input: request.body })
      return reply.code(201).send(recipe)
    },
  })

  for (const endpoint of [recipeEndpoints.save, recipeEndpoints.saveAtRoot]) {
    app.route({
      ...endpointRoute(app, endpoint),
      handler: async (request) => ({
        success: true as const,
        recipe: await saveRecipe(app.ctx, { user: request.signedInUser, body: request.body }),
      }),
    })
  }

  app.route({
    ...idRoute(app, recipeEndpoints.unsave),
    handler: async (request) => {
      await unsaveRecipe(app.ctx, { user: request.signedInUser, recipeId: request.params.id })
      return { success: true as const }
    },
  })

  app.route({
    ...idRoute(app, recipeEndpoints.update),
    handler: async (request) =>
      updateOwnRecipe(app.ctx, {
        user: request.signedInUser,
        recipeId: request.params.id,
        input: request.body,
      }),
  })

  app.route({
    ...idRoute(app, recipeEndpoints.remove),
    handler: async (request) => {
      await deleteOwnRecipe(app.ctx, { user: request.signedInUser, recipeId: request.params.id })
      return { success: true as const }
    },
  })

  app.route({
    ...idRoute(app, recipeEndpoints.reviewAllergens),
    handler: async (request) =>
      reviewRecipeAllergens(app.ctx, {
        user: request.signedInUser,
        recipeId: request.params.id,
        allergens: request.body.allergens,
      }),
  })

  app.route({
    ...idRoute(app, recipeEndpoints.rate),
    handler: async (request) =>
      rateRecipe(app.ctx, {
        user: request.signedInUser,
        recipeId: request.params.id,
        rating: request.body.rating,
      }),
  })
}

export const userRecipeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, recipeEndpoints.collection),
    handler: async (request) =>
      listUserRecipes(app.ctx, { user: request.signedInUser, query: request.query }),
  })
}
