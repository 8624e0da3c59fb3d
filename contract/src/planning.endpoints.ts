import { IdParamsSchema, SuccessSchema } from './common.schemas'
import { defineEndpoint } from './endpoint'
import {
  AddGroceryItemSchema,
  AddMealSchema,
  AddToShoppingListSchema,
  CheckItemSchema,
  CompleteMealSchema,
  CreatePlanSchema,
  CurrentPlanQuerySchema,
  CurrentPlanResultSchema,
  GroceryItemParamsSchema,
  GroceryItemSchema,
  GroceryListSchema,
  PlannedMealSchema,
  ShoppingListQuerySchema,
  ShoppingListRecipeParamsSchema,
  ShoppingListSchema,
  SmartGroceryListRequestSchema,
  SmartRecommendationListSchema,
  SmartRecommendationRequestSchema,
  SuggestionsQuerySchema,
  WeeklyPlanSchema,
} from './planning.schemas'

const tags = ['planning']

/** /api/smart-meals: the daily smart planner (plus and premium, a family group). */
export const smartMealEndpoints = {
  recommend: defineEndpoint({
    method: 'POST',
    path: '/api/smart-meals/recommendations',
    tags,
    summary: 'Smart meal recommendations for the group, each scored on five parts with reasons',
    body: SmartRecommendationRequestSchema,
    responses: { 200: SmartRecommendationListSchema },
  }),
  createGroceryList: defineEndpoint({
    method: 'POST',
    path: '/api/smart-meals/grocery-list',
    tags,
    summary: 'A shared grocery list for the group from chosen recipes, merged across recipes and units',
    body: SmartGroceryListRequestSchema,
    responses: { 201: GroceryListSchema },
  }),
}

/** /api/weekly-meal-plans: the premium week plan of a group. */
export const weeklyPlanEndpoints = {
  current: defineEndpoint({
    method: 'GET',
    path: '/api/weekly-meal-plans/current',
    tags,
    summary:
      "The group's plan for the week holding weekStartDate (weeks start on Monday); plan null when none",
    query: CurrentPlanQuerySchema,
    responses: { 200: CurrentPlanResultSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/weekly-meal-plans',
    tags,
    summary: "Create the group's plan for a week (201), or answer the existing one (200)",
    body: CreatePlanSchema,
    responses: { 200: WeeklyPlanSchema, 201: WeeklyPlanSchema },
  }),
  suggestions: defineEndpoint({
    method: 'GET',
    path: '/api/weekly-meal-plans/suggestions',
    tags,
    summary: 'Recommendations for one day and meal type (defaults: medium energy, medium budget, 4 servings)',
    query: SuggestionsQuerySchema,
    responses: { 200: SmartRecommendationListSchema },
  }),
  addMeal: defineEndpoint({
    method: 'POST',
    path: '/api/weekly-meal-plans/:id/meals',
    tags,
    summary: 'Place a recipe on a day (0 Sunday … 6 Saturday) and meal type',
    params: IdParamsSchema,
    body: AddMealSchema,
    responses: { 201: PlannedMealSchema },
  }),
  removeMeal: defineEndpoint({
    method: 'DELETE',
    path: '/api/weekly-meal-plans/meals/:id',
    tags,
    summary: 'Take a meal out of the plan',
    params: IdParamsSchema,
    responses: { 200: SuccessSchema },
  }),
  completeMeal: defineEndpoint({
    method: 'PATCH',
    path: '/api/weekly-meal-plans/meals/:id/complete',
    tags,
    summary: 'Mark a planned meal cooked, or not',
    params: IdParamsSchema,
    body: CompleteMealSchema,
    responses: { 200: PlannedMealSchema },
  }),
  generateGroceryList: defineEndpoint({
    method: 'POST',
    path: '/api/weekly-meal-plans/:id/grocery-list',
    tags,
    summary: "Build or rebuild the plan's grocery list from every planned meal",
    params: IdParamsSchema,
    responses: { 200: GroceryListSchema },
  }),
}

/** /api/grocery-lists: one shared list, changed line by line by every member. */
export const groceryListEndpoints = {
  shopping: defineEndpoint({
    method: 'GET',
    path: '/api/grocery-lists/shopping',
    tags,
    summary: "The group's one shopping list and the recipes on it (every plan)",
    query: ShoppingListQuerySchema,
    responses: { 200: ShoppingListSchema },
  }),
  addShoppingRecipe: defineEndpoint({
    method: 'POST',
    path: '/api/grocery-lists/shopping/recipes',
    tags,
    summary:
      "Add a recipe's ingredients to the group's shopping list, merged with what is there (every plan)",
    body: AddToShoppingListSchema,
    responses: { 200: ShoppingListSchema },
  }),
  removeShoppingRecipe: defineEndpoint({
    method: 'DELETE',
    path: '/api/grocery-lists/shopping/recipes/:recipeId',
    tags,
    summary: "Take a recipe's lines off the group's shopping list",
    params: ShoppingListRecipeParamsSchema,
    query: ShoppingListQuerySchema,
    responses: { 200: ShoppingListSchema },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/grocery-lists/:id',
    tags,
    summary: 'A grocery list of one of your groups',
    params: IdParamsSchema,
    responses: { 200: GroceryListSchema },
  }),
  addItem: defineEndpoint({
    method: 'POST',
    path: '/api/grocery-lists/:id/items',
    tags,
    summary: 'Add your own line to a list',
    params: IdParamsSchema,
    body: AddGroceryItemSchema,
    responses: { 201: GroceryItemSchema },
  }),
  checkItem: defineEndpoint({
    method: 'PATCH',
    path: '/api/grocery-lists/:id/items/:itemId',
    tags,
    summary: 'Check or uncheck one line',
    params: GroceryItemParamsSchema,
    body: CheckItemSchema,
    responses: { 200: GroceryItemSchema },
  }),
  removeItem: defineEndpoint({
    method: 'DELETE',
    path: '/api/grocery-lists/:id/items/:itemId',
    tags,
    summary: 'Remove one line',
    params: GroceryItemParamsSchema,
    responses: { 200: SuccessSchema },
  }),
}
