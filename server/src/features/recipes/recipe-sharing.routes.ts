import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { IdParamsSchema, SuccessSchema } from '@forkcast/contract/common.schemas'
import {
  RecipeShareLinkListSchema,
  RecipeShareLinkSchema,
  RecipeShareParamsSchema,
  SharedRecipeSchema,
  ShareTokenParamsSchema,
} from '@forkcast/contract/recipe-sharing.schemas'
import { requireUser } from '../../plugins/auth'
import {
  createShareLink,
  getSharedRecipe,
  listShareLinks,
  revokeRecipeShareLink,
} from './recipe-sharing.service'

const tags = ['recipes']

const originOf = (request: FastifyRequest) =>
  request.server.ctx.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`

/** /api/recipes/:id/share: a member makes, lists and turns off read-only links to a recipe (decision 039). */
export const recipeShareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/share',
    {
      schema: {
        tags,
        summary: 'A read-only public link to the recipe (the same live one again for its creator)',
        params: IdParamsSchema,
        response: { 201: RecipeShareLinkSchema },
      },
    },
    async (request, reply) => {
      const link = await createShareLink(app.ctx, {
        user: requireUser(request),
        recipeId: request.params.id,
        origin: originOf(request),
      })
      return reply.code(201).send(link)
    },
  )

  app.get(
    '/:id/share',
    {
      schema: {
        tags,
        summary: "The recipe's live links the caller may turn off",
        params: IdParamsSchema,
        response: { 200: RecipeShareLinkListSchema },
      },
    },
    async (request) =>
      listShareLinks(app.ctx, {
        user: requireUser(request),
        recipeId: request.params.id,
        origin: originOf(request),
      }),
  )

  app.delete(
    '/:id/share/:token',
    {
      schema: {
        tags,
        summary: 'Turn a link off: it answers 404 from then on',
        params: RecipeShareParamsSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) =>
      revokeRecipeShareLink(app.ctx, {
        user: requireUser(request),
        recipeId: request.params.id,
        token: request.params.token,
      }),
  )
}

/** /api/shared-recipes/:token: the recipe behind a live link, for anyone, signed in or not. */
export const sharedRecipeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:token',
    {
      schema: {
        tags,
        summary: 'A shared recipe, read-only (404 once the link is turned off)',
        params: ShareTokenParamsSchema,
        response: { 200: SharedRecipeSchema },
      },
    },
    async (request, reply) => {
      const recipe = await getSharedRecipe(app.ctx, request.params.token)
      // Revoking must take effect at once, and the link is a secret: no caches, no search engines.
      void reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex')
      return recipe
    },
  )
}
