// Kept free of zod so the difficulty meter on every recipe page loads no schema code.
import type { CookingSkillLevel } from './users.constants'
import type { RecipeDifficulty, RecipeSeason } from './recipes.constants'

/** The four AI recommendation categories (spec 2 'AI recommendations'). */
export const RECOMMENDATION_CATEGORIES = ['trending', 'personalized', 'quick', 'seasonal'] as const
export type RecommendationCategory = (typeof RECOMMENDATION_CATEGORIES)[number]

export const RECOMMENDATION_CATEGORY_LABELS: Record<RecommendationCategory, string> = {
  trending: 'Trending now',
  personalized: 'Picked for you',
  quick: 'Quick and easy',
  seasonal: 'In season',
}

/** Recommendations per category. */
export const RECOMMENDATIONS_PER_CATEGORY = 6
/** Trending counts saves and ratings from this many days back. */
export const TRENDING_WINDOW_DAYS = 14

export const SEASON_CARDS: ReadonlyArray<{ season: RecipeSeason; label: string; description: string }> = [
  {
    season: 'spring',
    label: 'Spring',
    description: 'Tender greens, fresh herbs and lighter dishes as the days grow longer.',
  },
  {
    season: 'summer',
    label: 'Summer',
    description: 'Ripe tomatoes, grills and no-cook plates for warm evenings.',
  },
  {
    season: 'autumn',
    label: 'Autumn',
    description: 'Mushrooms, squash and slow bakes as the weather turns crisp.',
  },
  {
    season: 'winter',
    label: 'Winter',
    description: 'Hearty stews, braises and warming bowls for cold nights.',
  },
]

export const MOOD_LABELS: Record<string, string> = {
  energizing: 'Energizing',
  comforting: 'Comforting',
  refreshing: 'Refreshing',
  indulgent: 'Indulgent',
  healthy: 'Healthy',
  festive: 'Festive',
}

/** Difficulties a cook at this level takes on: a level and everything easier. */
export const DIFFICULTIES_FOR_SKILL: Record<CookingSkillLevel, readonly RecipeDifficulty[]> = {
  beginner: ['Easy'],
  intermediate: ['Easy', 'Medium'],
  advanced: ['Easy', 'Medium', 'Hard'],
}

/** The skill level a recipe difficulty asks for. */
export const SKILL_FOR_DIFFICULTY: Record<RecipeDifficulty, CookingSkillLevel> = {
  Easy: 'beginner',
  Medium: 'intermediate',
  Hard: 'advanced',
}

export interface DifficultyLevel {
  id: CookingSkillLevel
  difficulty: RecipeDifficulty
  label: string
  /** Skill points out of 3 (spec 9). */
  skillPoints: 1 | 2 | 3
  cookingTime: string
  description: string
  techniques: readonly string[]
}

/** Spec 3 and 9: the three difficulty levels of the meter and the demo. */
export const DIFFICULTY_LEVELS: readonly DifficultyLevel[] = [
  {
    id: 'beginner',
    difficulty: 'Easy',
    label: 'Beginner',
    skillPoints: 1,
    cookingTime: '15-30 min',
    description: 'Few steps, forgiving timings and everyday ingredients.',
    techniques: ['Chopping and measuring', 'Boiling pasta and rice', 'Sautéing in one pan'],
  },
  {
    id: 'intermediate',
    difficulty: 'Medium',
    label: 'Intermediate',
    skillPoints: 2,
    cookingTime: '30-60 min',
    description: 'Several components cooked side by side, with some timing to juggle.',
    techniques: ['Building a spice base', 'Simmering sauces to the right thickness', 'Searing meat'],
  },
  {
    id: 'advanced',
    difficulty: 'Hard',
    label: 'Advanced',
    skillPoints: 3,
    cookingTime: '60+ min',
    description: 'Precise temperatures, pastry or multi-stage assembly.',
    techniques: ['Working with pastry', 'Resting and carving roasts', 'Making a reduction'],
  },
]

export const difficultyLevelOf = (difficulty: RecipeDifficulty): DifficultyLevel =>
  DIFFICULTY_LEVELS.find((level) => level.difficulty === difficulty) ??
  (DIFFICULTY_LEVELS[0] as DifficultyLevel)

export interface DifficultyDemoRecipe {
  id: string
  title: string
  difficulty: CookingSkillLevel
  prepTime: number
  cookTime: number
  servings: number
  rating: number
  description: string
  skillRequirements: readonly string[]
  learningPoints: readonly string[]
}

/** Spec 2 and 9: the three sample recipes of /difficulty-demo. */
export const DIFFICULTY_DEMO_RECIPES: readonly DifficultyDemoRecipe[] = [
  {
    id: 'beginner-pasta',
    title: 'Garlic Butter Pasta',
    difficulty: 'beginner',
    prepTime: 5,
    cookTime: 15,
    servings: 4,
    rating: 4.5,
    description: 'Spaghetti tossed with garlic gently cooked in butter, parsley and parmesan.',
    skillRequirements: ['Boil pasta until just tender', 'Cook garlic without browning it'],
    learningPoints: ['Salting pasta water', 'Loosening a sauce with pasta water'],
  },
  {
    id: 'intermediate-curry',
    title: 'Chicken Curry',
    difficulty: 'intermediate',
    prepTime: 20,
    cookTime: 35,
    servings: 6,
    rating: 4.8,
    description: 'Chicken thighs simmered in a spiced tomato and onion sauce finished with yogurt.',
    skillRequirements: ['Toast whole and ground spices', 'Brown onions slowly', 'Keep a sauce at a simmer'],
    learningPoints: ['Layering spices', 'Stopping yogurt from splitting'],
  },
  {
    id: 'advanced-wellington',
    title: 'Beef Wellington',
    difficulty: 'advanced',
    prepTime: 60,
    cookTime: 45,
    servings: 8,
    rating: 4.9,
    description: 'Beef tenderloin wrapped in mushroom duxelles and puff pastry, baked until rosy inside.',
    skillRequirements: ['Sear a whole tenderloin', 'Wrap tightly in pastry', 'Cook to a probe temperature'],
    learningPoints: ['Making duxelles', 'Resting meat before carving'],
  },
]
