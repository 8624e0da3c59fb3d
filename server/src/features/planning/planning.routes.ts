import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  groceryListEndpoints,
  smartMealEndpoints,
  weeklyPlanEndpoints,
} from '@forkcast/contract/planning.endpoints'
import { endpointRoute } from '../../lib/endpoint-route'
import { translatorOfRequest } from '../../lib/i18n'
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
  app.route({
    ...endpointRoute(app, smartMealEndpoints.recommend),
    handler: async (request) =>
      recommendMeals(app.ctx, {
        user: request.signedInUser,
        request: request.body,
        translate: translatorOfRequest(request),
      }),
  })

  app.route({
    ...endpointRoute(app, smartMealEndpoints.createGroceryList),
    handler: async (request, reply) => {
      const list = await createGroceryListFromRecipes(app.ctx, {
        user: request.signedInUser,
        ...request.body,
        translate: translatorOfRequest(request),
      })
      return reply.code(201).send(list)
    },
  })
}

/** /api/weekly-meal-plans: the premium week plan of a group. */
export const weeklyPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, weeklyPlanEndpoints.current),
    handler: async (request) => ({
      plan: await getCurrentPlan(app.ctx, { userId: request.signedInUser.id, ...request.query }),
    }),
  })

  app.route({
    ...endpointRoute(app, weeklyPlanEndpoints.create),
    handler: async (request, reply) => {
      const { plan, created } = await createPlan(app.ctx, {
        userId: request.signedInUser.id,
        input: request.body,
      })
      return reply.code(created ? 201 : 200).send(plan)
    },
  })

  app.route({
    ...endpointRoute(app, weeklyPlanEndpoints.suggestions),
    handler: async (request) =>
      suggestForSlot(app.ctx, {
        user: request.signedInUser,
        query: request.query,
        translate: translatorOfRequest(request),
      }),
  })

  app.route({
    ...endpointRoute(app, weeklyPlanEndpoints.addMeal),
    handler: async (request, reply) => {
      const meal = await addMeal(app.ctx, {
        user: request.signedInUser,
        planId: request.params.id,
        input: request.body,
      })
      return reply.code(201).send(meal)
    },
  })

  app.route({
    ...endpointRoute(app, weeklyPlanEndpoints.removeMeal),
    handler: async (request) =>
      removeMeal(app.ctx, { userId: request.signedInUser.id, mealId: request.params.id }),
  })

  app.route({
    ...endpointRoute(app, weeklyPlanEndpoints.completeMeal),
    handler: async (request) =>
      setMealCompleted(app.ctx, {
        userId: request.signedInUser.id,
        mealId: request.params.id,
        completed: request.body.completed,
      }),
  })

  app.route({
    ...endpointRoute(app, weeklyPlanEndpoints.generateGroceryList),
    handler: async (request) =>
      generatePlanGroceryList(app.ctx, { user: request.signedInUser, planId: request.params.id }),
  })
}

/** /api/grocery-lists: one shared list, changed line by line by every member. */
export const groceryListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, groceryListEndpoints.shopping),
    handler: async (request) =>
      getShoppingList(app.ctx, { userId: request.signedInUser.id, groupId: request.query.groupId }),
  })

  app.route({
    ...endpointRoute(app, groceryListEndpoints.addShoppingRecipe),
    handler: async (request) =>
      changeShoppingList(app.ctx, {
        user: request.signedInUser,
        groupId: request.body.groupId,
        change: {
          add: {
            recipeId: request.body.recipeId,
            servings: request.body.servings,
            skipIngredients: request.body.skipIngredients,
          },
        },
      }),
  })

  app.route({
    ...endpointRoute(app, groceryListEndpoints.removeShoppingRecipe),
    handler: async (request) =>
      changeShoppingList(app.ctx, {
        user: request.signedInUser,
        groupId: request.query.groupId,
        change: { remove: { recipeId: request.params.recipeId } },
      }),
  })

  app.route({
    ...endpointRoute(app, groceryListEndpoints.get),
    handler: async (request) =>
      getGroceryList(app.ctx, { userId: request.signedInUser.id, listId: request.params.id }),
  })

  app.route({
    ...endpointRoute(app, groceryListEndpoints.addItem),
    handler: async (request, reply) => {
      const item = await addGroceryItem(app.ctx, {
        userId: request.signedInUser.id,
        listId: request.params.id,
        input: request.body,
      })
      return reply.code(201).send(item)
    },
  })

  app.route({
    ...endpointRoute(app, groceryListEndpoints.checkItem),
    handler: async (request) =>
      setItemChecked(app.ctx, {
        userId: request.signedInUser.id,
        listId: request.params.id,
        itemId: request.params.itemId,
        checked: request.body.checked,
      }),
  })

  app.route({
    ...endpointRoute(app, groceryListEndpoints.removeItem),
    handler: async (request) =>
      removeGroceryItem(app.ctx, {
        userId: request.signedInUser.id,
        listId: request.params.id,
        itemId: request.params.itemId,
      }),
  })
}
