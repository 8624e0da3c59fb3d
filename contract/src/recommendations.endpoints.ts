import {
  LevelParamsSchema,
  LevelQuerySchema,
  LevelRecipesSchema,
  RecommendationListSchema,
  RecommendationParamsSchema,
  RecommendationQuerySchema,
  SeasonalQuerySchema,
  SeasonalResultSchema,
} from './discovery.schemas'
import { defineEndpoint } from './endpoint'

const tags = ['recommendations']

/** Discovery: recommendations by category, recipes of a season, recipes of a difficulty level. */
export const recommendationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/ai/recommendations/:category',
    tags,
    summary:
      'Recommendations for the caller: trending, personalized, quick or seasonal, each with a reason; never unsafe for the caller or the group',
    params: RecommendationParamsSchema,
    query: RecommendationQuerySchema,
    responses: { 200: RecommendationListSchema },
  }),
  seasonal: defineEndpoint({
    method: 'GET',
    path: '/api/recipes/seasonal',
    tags,
    summary:
      "Recipes of a season (default: the caller's season today, flipped south of the equator), optionally for one mood",
    query: SeasonalQuerySchema,
    responses: { 200: SeasonalResultSchema },
  }),
  byLevel: defineEndpoint({
    method: 'GET',
    path: '/api/recipes/by-level/:level',
    tags,
    summary:
      "Recipes of one difficulty level (beginner Easy, intermediate Medium, advanced Hard), those within the caller's usual prep time first",
    params: LevelParamsSchema,
    query: LevelQuerySchema,
    responses: { 200: LevelRecipesSchema },
  }),
}
