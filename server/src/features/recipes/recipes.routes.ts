import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SuccessSchema } from '@forkcast/contract/common.schemas'
import type { FastifyReply } from 'fastify'
import {
  AllergenReviewBodySchema,
  BrowseQuerySchema,
  HIDDEN_HEADER,
  CollectionQuerySchema,
  FoodTypeParamsSchema,
  GenerateParamsSchema,
  GenerateQuerySchema,
  GroupAllergiesSchema,
  RatingBodySchema,
  RatingResultSchema,
  RecipeIdParamsSchema,
  RecipeInputSchema,
  RecipeListSchema,
  RecipePageSchema,
  RecipeSchema,
  SaveRecipeBodySchema,
  SaveRecipeResultSchema,
  SearchQuerySchema,
} from '@forkcast/contract/recipes.schemas'
import { requireUser } from '../../plugins/auth'
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

/** The spec keeps these lists bare arrays, so what the allergy filter hid travels in a header. */
const sendList = (reply: FastifyReply, { recipes, hidden }: RecipeListAnswer) => {
  void reply.header(HIDDEN_HEADER, encodeURIComponent(JSON.stringify(hidden)))
  return recipes
}

const tags = ['recipes']
const GroupQuerySchema = BrowseQuerySchema.pick({ groupId: true })
// Numeric ids and cuisine ids share /api/recipes/<segment>; the pattern sends digits to the id routes.
const ID_PATH = '/:id(^\\d+$)'

export const recipeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'Search by name (typos tolerated) or by ingredients (q with a comma, or ingredients=a,b)',
        querystring: SearchQuerySchema,
        response: { 200: RecipeListSchema },
      },
    },
    async (request, reply) =>
      sendList(reply, await searchRecipeList(app.ctx, { user: requireUser(request), query: request.query })),
  )

  app.get(
    '/group-allergies',
    {
      schema: {
        tags,
        summary:
          "Allergies of the caller and, with groupId, of every member, by display name (to warn while choosing ingredients); 404 for someone else's group",
        querystring: GroupQuerySchema,
        response: { 200: GroupAllergiesSchema },
      },
    },
    async (request) =>
      listGroupAllergies(app.ctx, { user: requireUser(request), groupId: request.query.groupId }),
  )

  app.get(
    '/general',
    {
      schema: {
        tags,
        summary:
          'Browse every cuisine, leaving out recipes unsafe for the caller or the group unless safe=false; maxMinutes and difficulty narrow it',
        querystring: BrowseQuerySchema,
        response: { 200: RecipeListSchema },
      },
    },
    async (request, reply) =>
      sendList(reply, await browseRecipeList(app.ctx, { user: requireUser(request), ...request.query })),
  )

  app.get(
    '/:foodType',
    {
      schema: {
        tags,
        summary:
          'Browse one cuisine, leaving out recipes unsafe for the caller or the group unless safe=false; maxMinutes and difficulty narrow it',
        params: FoodTypeParamsSchema,
        querystring: BrowseQuerySchema,
        response: { 200: RecipeListSchema },
      },
    },
    async (request, reply) =>
      sendList(
        reply,
        await browseRecipeList(app.ctx, {
          user: requireUser(request),
          foodType: request.params.foodType,
          ...request.query,
        }),
      ),
  )

  app.get(
    ID_PATH,
    {
      schema: {
        tags,
        summary: 'One recipe with warnings for the caller (and the group, with groupId)',
        params: RecipeIdParamsSchema,
        querystring: GroupQuerySchema,
        response: { 200: RecipeSchema },
      },
    },
    async (request) =>
      getRecipe(app.ctx, {
        user: requireUser(request),
        recipeId: request.params.id,
        groupId: request.query.groupId,
      }),
  )

  app.post(
    '/generate/:foodType',
    {
      schema: {
        tags,
        summary:
          'Suggest count recipes safe for the group: new ones from the language model when configured (sourceType generated), filled up by the built-in recommender with recipes not shown recently',
        params: GenerateParamsSchema,
        querystring: GenerateQuerySchema,
        response: { 200: RecipeListSchema },
      },
    },
    async (request, reply) =>
      sendList(
        reply,
        await generateRecipes(app.ctx, {
          user: requireUser(request),
          foodType: request.params.foodType,
          ...request.query,
          log: request.log,
        }),
      ),
  )

  app.post(
    '/custom',
    {
      schema: {
        tags,
        summary: "Create a custom recipe in the caller's collection",
        body: RecipeInputSchema,
        response: { 201: RecipeSchema },
      },
    },
    async (request, reply) => {
      const recipe = await createCustomRecipe(app.ctx, { user: requireUser(request), input: request.body })
      return reply.code(201).send(recipe)
    },
  )

  for (const path of ['/save', '/']) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary:
            "Save into the caller's collection: a recipe by recipeId (or the recipe object with its id), or a recipe body as the caller's own copy",
          body: SaveRecipeBodySchema,
          response: { 200: SaveRecipeResultSchema },
        },
      },
      async (request) => ({
        success: true as const,
        recipe: await saveRecipe(app.ctx, { user: requireUser(request), body: request.body }),
      }),
    )
  }

  app.delete(
    `${ID_PATH}/save`,
    {
      schema: {
        tags,
        summary: "Remove a saved recipe from the caller's collection",
        params: RecipeIdParamsSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      await unsaveRecipe(app.ctx, { user: requireUser(request), recipeId: request.params.id })
      return { success: true as const }
    },
  )

  app.put(
    ID_PATH,
    {
      schema: {
        tags,
        summary: 'Edit one of your own recipes',
        params: RecipeIdParamsSchema,
        body: RecipeInputSchema,
        response: { 200: RecipeSchema },
      },
    },
    async (request) =>
      updateOwnRecipe(app.ctx, {
        user: requireUser(request),
        recipeId: request.params.id,
        input: request.body,
      }),
  )

  app.delete(
    ID_PATH,
    {
      schema: {
        tags,
        summary: 'Delete one of your own recipes',
        params: RecipeIdParamsSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      await deleteOwnRecipe(app.ctx, { user: requireUser(request), recipeId: request.params.id })
      return { success: true as const }
    },
  )

  app.put(
    `${ID_PATH}/allergen-review`,
    {
      schema: {
        tags,
        summary:
          'Confirm by hand which allergens a recipe contains (an empty list: none of them), for a recipe written in a language the allergen check cannot read; the owner or importer only',
        params: RecipeIdParamsSchema,
        body: AllergenReviewBodySchema,
        response: { 200: RecipeSchema },
      },
    },
    async (request) =>
      reviewRecipeAllergens(app.ctx, {
        user: requireUser(request),
        recipeId: request.params.id,
        allergens: request.body.allergens,
      }),
  )

  app.post(
    `${ID_PATH}/rating`,
    {
      schema: {
        tags,
        summary: 'Rate a recipe 1 to 5 (one rating per user; rating again replaces it)',
        params: RecipeIdParamsSchema,
        body: RatingBodySchema,
        response: { 200: RatingResultSchema },
      },
    },
    async (request) =>
      rateRecipe(app.ctx, {
        user: requireUser(request),
        recipeId: request.params.id,
        rating: request.body.rating,
      }),
  )
}

export const userRecipeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/recipes',
    {
      schema: {
        tags,
        summary:
          "The caller's collection, one page at a time: saved recipes and their own, searched and filtered",
        querystring: CollectionQuerySchema,
        response: { 200: RecipePageSchema },
      },
    },
    async (request) => listUserRecipes(app.ctx, { user: requireUser(request), query: request.query }),
  )
}
