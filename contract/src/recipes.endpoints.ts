import { SuccessSchema } from './common.schemas'
import { defineEndpoint } from './endpoint'
import {
  AllergenReviewBodySchema,
  BrowseQuerySchema,
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
} from './recipes.schemas'

const tags = ['recipes']
const GroupQuerySchema = BrowseQuerySchema.pick({ groupId: true })

const saveSummary =
  "Save into the caller's collection: a recipe by recipeId (or the recipe object with its id), or a recipe body as the caller's own copy"

/**
 * Recipes under /api/recipes and the caller's collection at /api/user/recipes. The lists that are bare arrays
 * (search, browse, generate) carry what the allergy filter hid in the HIDDEN_HEADER header.
 */
export const recipeEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/recipes/search',
    tags,
    summary: 'Search by name (typos tolerated) or by ingredients (q with a comma, or ingredients=a,b)',
    query: SearchQuerySchema,
    responses: { 200: RecipeListSchema },
  }),
  groupAllergies: defineEndpoint({
    method: 'GET',
    path: '/api/recipes/group-allergies',
    tags,
    summary:
      "Allergies of the caller and, with groupId, of every member, by display name (to warn while choosing ingredients); 404 for someone else's group",
    query: GroupQuerySchema,
    responses: { 200: GroupAllergiesSchema },
  }),
  browseAll: defineEndpoint({
    method: 'GET',
    path: '/api/recipes/general',
    tags,
    summary:
      'Browse every cuisine, leaving out recipes unsafe for the caller or the group unless safe=false; maxMinutes and difficulty narrow it',
    query: BrowseQuerySchema,
    responses: { 200: RecipeListSchema },
  }),
  browse: defineEndpoint({
    method: 'GET',
    path: '/api/recipes/:foodType',
    tags,
    summary:
      'Browse one cuisine, leaving out recipes unsafe for the caller or the group unless safe=false; maxMinutes and difficulty narrow it',
    params: FoodTypeParamsSchema,
    query: BrowseQuerySchema,
    responses: { 200: RecipeListSchema },
  }),
  // The server sends only digits here (the rest go to browse); the path cannot say so, as endpointUrl fills it.
  get: defineEndpoint({
    method: 'GET',
    path: '/api/recipes/:id',
    tags,
    summary: 'One recipe with warnings for the caller (and the group, with groupId)',
    params: RecipeIdParamsSchema,
    query: GroupQuerySchema,
    responses: { 200: RecipeSchema },
  }),
  generate: defineEndpoint({
    method: 'POST',
    path: '/api/recipes/generate/:foodType',
    tags,
    summary:
      'Suggest count recipes safe for the group: new ones from the language model when configured (sourceType generated), filled up by the built-in recommender with recipes not shown recently',
    params: GenerateParamsSchema,
    query: GenerateQuerySchema,
    responses: { 200: RecipeListSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/recipes/custom',
    tags,
    summary: "Create a custom recipe in the caller's collection",
    body: RecipeInputSchema,
    responses: { 201: RecipeSchema },
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/recipes/save',
    tags,
    summary: saveSummary,
    body: SaveRecipeBodySchema,
    responses: { 200: SaveRecipeResultSchema },
  }),
  // The same save at the bare collection address, kept for API clients that post there.
  saveAtRoot: defineEndpoint({
    method: 'POST',
    path: '/api/recipes',
    tags,
    summary: saveSummary,
    body: SaveRecipeBodySchema,
    responses: { 200: SaveRecipeResultSchema },
  }),
  unsave: defineEndpoint({
    method: 'DELETE',
    path: '/api/recipes/:id/save',
    tags,
    summary: "Remove a saved recipe from the caller's collection",
    params: RecipeIdParamsSchema,
    responses: { 200: SuccessSchema },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/recipes/:id',
    tags,
    summary: 'Edit one of your own recipes',
    params: RecipeIdParamsSchema,
    body: RecipeInputSchema,
    responses: { 200: RecipeSchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/recipes/:id',
    tags,
    summary: 'Delete one of your own recipes',
    params: RecipeIdParamsSchema,
    responses: { 200: SuccessSchema },
  }),
  reviewAllergens: defineEndpoint({
    method: 'PUT',
    path: '/api/recipes/:id/allergen-review',
    tags,
    summary:
      'Confirm by hand which allergens a recipe contains (an empty list: none of them), for a recipe written in a language the allergen check cannot read; the owner or importer only',
    params: RecipeIdParamsSchema,
    body: AllergenReviewBodySchema,
    responses: { 200: RecipeSchema },
  }),
  rate: defineEndpoint({
    method: 'POST',
    path: '/api/recipes/:id/rating',
    tags,
    summary: 'Rate a recipe 1 to 5 (one rating per user; rating again replaces it)',
    params: RecipeIdParamsSchema,
    body: RatingBodySchema,
    responses: { 200: RatingResultSchema },
  }),
  collection: defineEndpoint({
    method: 'GET',
    path: '/api/user/recipes',
    tags,
    summary:
      "The caller's collection, one page at a time: saved recipes and their own, searched and filtered",
    query: CollectionQuerySchema,
    responses: { 200: RecipePageSchema },
  }),
}
