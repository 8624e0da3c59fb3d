import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParamsSchema, SuccessSchema } from '@forkcast/contract/common.schemas'
import {
  AddToShoppingListSchema,
  ShoppingListQuerySchema,
  ShoppingListRecipeParamsSchema,
  ShoppingListSchema,
  AddGroceryItemSchema,
  AddMealSchema,
  CheckItemSchema,
  CompleteMealSchema,
  CreatePlanSchema,
  CurrentPlanQuerySchema,
  CurrentPlanResultSchema,
  GroceryItemParamsSchema,
  GroceryItemSchema,
  GroceryListSchema,
  PlannedMealSchema,
  SmartGroceryListRequestSchema,
  SmartRecommendationListSchema,
  SmartRecommendationRequestSchema,
  SuggestionsQuerySchema,
  WeeklyPlanSchema,
} from '@forkcast/contract/planning.schemas'
import { requireUser } from '../../plugins/auth'
import {
  addGroceryItem,
  changeShoppingList,
  createGroceryListFromRecipes,
  getGroceryList,
  getShoppingList,
  removeGroceryItem,
  setItemChecked,
} from './grocery-lists.service'
import { recommendMeals } from './smart-planner.service'
import {
  addMeal,
  createPlan,
  generatePlanGroceryList,
  getCurrentPlan,
  removeMeal,
  setMealCompleted,
  suggestForSlot,
} from './weekly-plans.service'

/** /api/smart-meals: the daily smart planner (plus and premium, a family group). */
export const smartMealRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['planning']
  app.post(
    '/recommendations',
    {
      schema: {
        tags,
        summary: 'Smart meal recommendations for the group, each scored on five parts with reasons',
        body: SmartRecommendationRequestSchema,
        response: { 200: SmartRecommendationListSchema },
      },
    },
    async (request) => recommendMeals(app.ctx, { user: requireUser(request), request: request.body }),
  )

  app.post(
    '/grocery-list',
    {
      schema: {
        tags,
        summary: 'A shared grocery list for the group from chosen recipes, merged across recipes and units',
        body: SmartGroceryListRequestSchema,
        response: { 201: GroceryListSchema },
      },
    },
    async (request, reply) => {
      const list = await createGroceryListFromRecipes(app.ctx, {
        user: requireUser(request),
        ...request.body,
      })
      return reply.code(201).send(list)
    },
  )
}

/** /api/weekly-meal-plans: the premium week plan of a group. */
export const weeklyPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['planning']
  app.get(
    '/current',
    {
      schema: {
        tags,
        summary:
          "The group's plan for the week holding weekStartDate (weeks start on Monday); plan null when none",
        querystring: CurrentPlanQuerySchema,
        response: { 200: CurrentPlanResultSchema },
      },
    },
    async (request) => ({
      plan: await getCurrentPlan(app.ctx, { userId: requireUser(request).id, ...request.query }),
    }),
  )

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: "Create the group's plan for a week (201), or answer the existing one (200)",
        body: CreatePlanSchema,
        response: { 200: WeeklyPlanSchema, 201: WeeklyPlanSchema },
      },
    },
    async (request, reply) => {
      const { plan, created } = await createPlan(app.ctx, {
        userId: requireUser(request).id,
        input: request.body,
      })
      return reply.code(created ? 201 : 200).send(plan)
    },
  )

  app.get(
    '/suggestions',
    {
      schema: {
        tags,
        summary:
          'Recommendations for one day and meal type (defaults: medium energy, medium budget, 4 servings)',
        querystring: SuggestionsQuerySchema,
        response: { 200: SmartRecommendationListSchema },
      },
    },
    async (request) => suggestForSlot(app.ctx, { user: requireUser(request), query: request.query }),
  )

  app.post(
    '/:id/meals',
    {
      schema: {
        tags,
        summary: 'Place a recipe on a day (0 Sunday … 6 Saturday) and meal type',
        params: IdParamsSchema,
        body: AddMealSchema,
        response: { 201: PlannedMealSchema },
      },
    },
    async (request, reply) => {
      const meal = await addMeal(app.ctx, {
        user: requireUser(request),
        planId: request.params.id,
        input: request.body,
      })
      return reply.code(201).send(meal)
    },
  )

  app.delete(
    '/meals/:id',
    {
      schema: {
        tags,
        summary: 'Take a meal out of the plan',
        params: IdParamsSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => removeMeal(app.ctx, { userId: requireUser(request).id, mealId: request.params.id }),
  )

  app.patch(
    '/meals/:id/complete',
    {
      schema: {
        tags,
        summary: 'Mark a planned meal cooked, or not',
        params: IdParamsSchema,
        body: CompleteMealSchema,
        response: { 200: PlannedMealSchema },
      },
    },
    async (request) =>
      setMealCompleted(app.ctx, {
        userId: requireUser(request).id,
        mealId: request.params.id,
        completed: request.body.completed,
      }),
  )

  app.post(
    '/:id/grocery-list',
    {
      schema: {
        tags,
        summary: "Build or rebuild the plan's grocery list from every planned meal",
        params: IdParamsSchema,
        response: { 200: GroceryListSchema },
      },
    },
    async (request) =>
      generatePlanGroceryList(app.ctx, { user: requireUser(request), planId: request.params.id }),
  )
}

/** /api/grocery-lists: one shared list, changed line by line by every member. */
export const groceryListRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['planning']
  app.get(
    '/shopping',
    {
      schema: {
        tags,
        summary: "The group's one shopping list and the recipes on it (every plan)",
        querystring: ShoppingListQuerySchema,
        response: { 200: ShoppingListSchema },
      },
    },
    async (request) =>
      getShoppingList(app.ctx, { userId: requireUser(request).id, groupId: request.query.groupId }),
  )

  app.post(
    '/shopping/recipes',
    {
      schema: {
        tags,
        summary:
          "Add a recipe's ingredients to the group's shopping list, merged with what is there (every plan)",
        body: AddToShoppingListSchema,
        response: { 200: ShoppingListSchema },
      },
    },
    async (request) =>
      changeShoppingList(app.ctx, {
        user: requireUser(request),
        groupId: request.body.groupId,
        change: {
          add: {
            recipeId: request.body.recipeId,
            servings: request.body.servings,
            skipIngredients: request.body.skipIngredients,
          },
        },
      }),
  )

  app.delete(
    '/shopping/recipes/:recipeId',
    {
      schema: {
        tags,
        summary: "Take a recipe's lines off the group's shopping list",
        params: ShoppingListRecipeParamsSchema,
        querystring: ShoppingListQuerySchema,
        response: { 200: ShoppingListSchema },
      },
    },
    async (request) =>
      changeShoppingList(app.ctx, {
        user: requireUser(request),
        groupId: request.query.groupId,
        change: { remove: { recipeId: request.params.recipeId } },
      }),
  )

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'A grocery list of one of your groups',
        params: IdParamsSchema,
        response: { 200: GroceryListSchema },
      },
    },
    async (request) =>
      getGroceryList(app.ctx, { userId: requireUser(request).id, listId: request.params.id }),
  )

  app.post(
    '/:id/items',
    {
      schema: {
        tags,
        summary: 'Add your own line to a list',
        params: IdParamsSchema,
        body: AddGroceryItemSchema,
        response: { 201: GroceryItemSchema },
      },
    },
    async (request, reply) => {
      const item = await addGroceryItem(app.ctx, {
        userId: requireUser(request).id,
        listId: request.params.id,
        input: request.body,
      })
      return reply.code(201).send(item)
    },
  )

  app.patch(
    '/:id/items/:itemId',
    {
      schema: {
        tags,
        summary: 'Check or uncheck one line',
        params: GroceryItemParamsSchema,
        body: CheckItemSchema,
        response: { 200: GroceryItemSchema },
      },
    },
    async (request) =>
      setItemChecked(app.ctx, {
        userId: requireUser(request).id,
        listId: request.params.id,
        itemId: request.params.itemId,
        checked: request.body.checked,
      }),
  )

  app.delete(
    '/:id/items/:itemId',
    {
      schema: {
        tags,
        summary: 'Remove one line',
        params: GroceryItemParamsSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) =>
      removeGroceryItem(app.ctx, {
        userId: requireUser(request).id,
        listId: request.params.id,
        itemId: request.params.itemId,
      }),
  )
}
