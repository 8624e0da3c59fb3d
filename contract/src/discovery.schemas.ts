import { z } from 'zod'
import { idNumber } from './common.schemas'
import { RECOMMENDATION_CATEGORIES } from './discovery.constants'
import { DifficultySchema, HiddenSchema } from './recipes.schemas'
import { RECIPE_MOODS, RECIPE_SEASONS } from './recipes.constants'
import { COOKING_SKILL_LEVELS } from './users.constants'

export * from './discovery.constants'

const GroupIdQuerySchema = idNumber('groupId', { min: 0 }).optional()

export const RecommendationParamsSchema = z.object({
  category: z.enum(RECOMMENDATION_CATEGORIES, {
    error: 'category must be trending, personalized, quick or seasonal',
  }),
})

export const RecommendationQuerySchema = z.object({ groupId: GroupIdQuerySchema })

/** Spec 3 'AI recommendation', with the minutes spelled out and the cuisine id for links. */
export const AiRecommendationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Total minutes (prep plus cook), null when the recipe does not say. */
  prepTime: z.number().int().nullable(),
  difficulty: DifficultySchema,
  rating: z.number().nullable(),
  cuisine: z.string(),
  foodType: z.string(),
  /** True when a language model wrote the reason; false for the built-in recommender. */
  isAIRecommended: z.boolean(),
  /** Why this recipe, in words a person understands. */
  reason: z.string(),
})
export type AiRecommendation = z.infer<typeof AiRecommendationSchema>

export const RecommendationListSchema = z.object({
  category: z.enum(RECOMMENDATION_CATEGORIES),
  recommendations: z.array(AiRecommendationSchema),
  hidden: HiddenSchema,
})
export type RecommendationList = z.infer<typeof RecommendationListSchema>

export const SeasonSchema = z.enum(RECIPE_SEASONS, {
  error: 'season must be spring, summer, autumn or winter',
})
export const MoodSchema = z.enum(RECIPE_MOODS, {
  error: 'mood must be energizing, comforting, refreshing, indulgent, healthy or festive',
})

export const SeasonalQuerySchema = z.object({
  season: SeasonSchema.optional(),
  mood: MoodSchema.optional(),
  groupId: GroupIdQuerySchema,
  limit: z.coerce.number().int().min(1, 'limit must be 1 to 50').max(50, 'limit must be 1 to 50').default(12),
})
export type SeasonalQuery = z.output<typeof SeasonalQuerySchema>

/** Spec 3 'Seasonal recipe', plus the id to save or open it. */
export const SeasonalRecipeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  prepTime: z.number().int().nullable(),
  difficulty: DifficultySchema,
  season: SeasonSchema,
  mood: z.string().nullable(),
  /** 0 to 100: how strongly the recipe belongs to the season (and the mood, when one is asked for). */
  seasonalScore: z.number().int().min(0).max(100),
  tags: z.array(z.string()),
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
})
export type SeasonalRecipe = z.infer<typeof SeasonalRecipeSchema>

export const SeasonalResultSchema = z.object({
  season: SeasonSchema,
  /** The season today where the user lives (flipped south of the equator). */
  currentSeason: SeasonSchema,
  mood: MoodSchema.nullable(),
  /** Moods that recipes of this season have, from the recipe data. */
  moods: z.array(MoodSchema),
  recipes: z.array(SeasonalRecipeSchema),
  hidden: HiddenSchema,
})
export type SeasonalResult = z.infer<typeof SeasonalResultSchema>

export const LevelParamsSchema = z.object({
  level: z.enum(COOKING_SKILL_LEVELS, { error: 'level must be beginner, intermediate or advanced' }),
})
export const LevelQuerySchema = z.object({ groupId: GroupIdQuerySchema })

/** 'Try Recipe Matching System': recipes of one level, those within the usual prep time first. */
export const LevelRecipesSchema = z.object({
  level: z.enum(COOKING_SKILL_LEVELS),
  recipes: z.array(AiRecommendationSchema),
  hidden: HiddenSchema,
})
export type LevelRecipes = z.infer<typeof LevelRecipesSchema>
