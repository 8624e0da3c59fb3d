import { z } from 'zod'
import { idNumber, trimmedText } from './common.schemas'
import { GROCERY_AISLE_IDS } from './grocery-aisles'
import { DifficultySchema } from './recipes.schemas'

// Spec 9 'Smart planner'.
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const
export type TimeOfDay = (typeof TIMES_OF_DAY)[number]
export const ENERGY_LEVELS = ['low', 'medium', 'high'] as const
export type EnergyLevel = (typeof ENERGY_LEVELS)[number]
export const OCCASION_TYPES = ['weekday', 'weekend', 'special'] as const
export type OccasionType = (typeof OCCASION_TYPES)[number]
export const BUDGET_RANGES = ['low', 'medium', 'high', 'unlimited'] as const
export type BudgetRange = (typeof BUDGET_RANGES)[number]

/** Dollars per serving for each budget (spec 9): low $5-10, medium $10-20, high $20+, unlimited. */
export const BUDGET_PER_SERVING: Record<BudgetRange, { min: number; max: number | null; label: string }> = {
  low: { min: 5, max: 10, label: '$5-10 per serving' },
  medium: { min: 10, max: 20, label: '$10-20 per serving' },
  high: { min: 20, max: null, label: '$20+ per serving' },
  unlimited: { min: 0, max: null, label: 'No limit' },
}

export const MIN_SERVING_SIZE = 1
export const MAX_SERVING_SIZE = 8
export const DEFAULT_SERVING_SIZE = 4
export const MAX_AVAILABLE_INGREDIENTS = 40
export const MIN_RECOMMENDATIONS = 3
export const MAX_RECOMMENDATIONS = 6

/** Spec 5: what the planner says when a required choice is missing. */
export const SMART_PLANNER_REQUIRED_MESSAGE = 'Please select time of day, energy level, and occasion type.'

const requiredChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: SMART_PLANNER_REQUIRED_MESSAGE })

const GroupIdSchema = idNumber('groupId')

export const SmartRecommendationRequestSchema = z.object({
  groupId: GroupIdSchema,
  timeOfDay: requiredChoice(TIMES_OF_DAY),
  energyLevel: requiredChoice(ENERGY_LEVELS),
  occasionType: requiredChoice(OCCASION_TYPES),
  budgetRange: z.enum(BUDGET_RANGES).default('medium'),
  servingSize: z
    .number({ error: 'Serving size must be a number from 1 to 8' })
    .int('Serving size must be a whole number')
    .min(MIN_SERVING_SIZE, 'Serving size must be at least 1')
    .max(MAX_SERVING_SIZE, 'Serving size must be at most 8')
    .default(DEFAULT_SERVING_SIZE),
  availableIngredients: z
    .array(trimmedText('Ingredient', 80))
    .max(MAX_AVAILABLE_INGREDIENTS, `At most ${MAX_AVAILABLE_INGREDIENTS} ingredients`)
    .default([]),
})
export type SmartRecommendationRequest = z.output<typeof SmartRecommendationRequestSchema>
export type SmartRecommendationForm = z.input<typeof SmartRecommendationRequestSchema>

/** The distinct ingredients a comma-separated line names ('chicken, rice'). */
export const splitIngredientLine = (line: string): string[] => [
  ...new Set(
    line
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  ),
]

/** The daily planner's form: the request less its group, the ingredients typed as one comma-separated line. */
export const DailyPlannerFormSchema = SmartRecommendationRequestSchema.omit({ groupId: true }).extend({
  availableIngredients: z
    .string()
    .transform(splitIngredientLine)
    .pipe(SmartRecommendationRequestSchema.shape.availableIngredients.unwrap()),
})

/** One part of the smart score: 0-100 and a line a person understands. */
export const ScorePartSchema = z.object({ score: z.number().int().min(0).max(100), reason: z.string() })
export type ScorePart = z.infer<typeof ScorePartSchema>

export const SCORE_PARTS = [
  'skillMatch',
  'timeMatch',
  'ingredientMatch',
  'contextualFit',
  'budgetMatch',
] as const
export type ScorePartName = (typeof SCORE_PARTS)[number]

export const SmartScoringSchema = z.object({
  skillMatch: ScorePartSchema,
  timeMatch: ScorePartSchema,
  ingredientMatch: ScorePartSchema,
  contextualFit: ScorePartSchema,
  budgetMatch: ScorePartSchema,
})
export type SmartScoring = z.infer<typeof SmartScoringSchema>

export const SmartRecommendationSchema = z.object({
  recipeId: z.number().int(),
  title: z.string(),
  description: z.string(),
  cuisine: z.string(),
  foodType: z.string(),
  totalTime: z.number().int().nullable(),
  servings: z.number().int(),
  difficulty: DifficultySchema,
  /** Dollars per serving from the catalog; null when the recipe has no cost data. */
  costPerServing: z.number().nullable(),
  /** Cost for `servings` people, in cents. */
  estimatedTotalCost: z.number().int().nullable(),
  budgetFriendly: z.boolean(),
  smartScore: z.number().int().min(0).max(100),
  scoring: SmartScoringSchema,
  nutritionHighlights: z.array(z.string()),
  tags: z.array(z.string()),
  ingredients: z.array(z.string()),
})
export type SmartRecommendation = z.infer<typeof SmartRecommendationSchema>
export const SmartRecommendationListSchema = z.array(SmartRecommendationSchema)

// Weekly plans (spec 3, 4, 9).
export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const
export type MealType = (typeof MEAL_TYPES)[number]
/** Spec 9: days 0 (Sunday) to 6. */
export const DAYS_OF_WEEK = [0, 1, 2, 3, 4, 5, 6] as const
export const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const
/** The order a Monday-first week shows its days in. */
export const WEEK_DAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const
export const DEFAULT_MEAL_SERVINGS = 4
export const MAX_MEAL_SERVINGS = 50
export const NO_WEEKLY_PLAN_MESSAGE = 'No weekly plan found'

const IsoDateSchema = z
  .string({ error: 'weekStartDate must be a date like 2026-03-02' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'weekStartDate must be a date like 2026-03-02')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'weekStartDate is not a real date')

/** The Monday on or before a date (YYYY-MM-DD, calendar arithmetic in UTC). */
export const toWeekStart = (isoDate: string): string => {
  const day = new Date(`${isoDate}T00:00:00Z`)
  const sinceMonday = (day.getUTCDay() + 6) % 7
  day.setUTCDate(day.getUTCDate() - sinceMonday)
  return day.toISOString().slice(0, 10)
}

/** The date `days` after an ISO date. */
export const addDays = (isoDate: string, days: number): string => {
  const day = new Date(`${isoDate}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

/** The calendar date of a day number (0 Sunday … 6 Saturday) in the week starting on `weekStart` (a Monday). */
export const dateOfDay = (weekStart: string, dayOfWeek: number): string =>
  addDays(weekStart, (dayOfWeek + 6) % 7)

const OptionalGroupIdSchema = idNumber('groupId').optional()

export const CurrentPlanQuerySchema = z.object({
  weekStartDate: IsoDateSchema,
  groupId: OptionalGroupIdSchema,
})
export type CurrentPlanQuery = z.output<typeof CurrentPlanQuerySchema>

export const CreatePlanSchema = z.object({
  weekStartDate: IsoDateSchema,
  groupId: GroupIdSchema,
  name: trimmedText('Name', 80).optional(),
  description: trimmedText('Description', 500).optional(),
})
export type CreatePlan = z.output<typeof CreatePlanSchema>

export const DayOfWeekSchema = z.coerce
  .number({ error: 'dayOfWeek must be a day number from 0 (Sunday) to 6 (Saturday)' })
  .int('dayOfWeek must be a day number from 0 (Sunday) to 6 (Saturday)')
  .min(0, 'dayOfWeek must be a day number from 0 (Sunday) to 6 (Saturday)')
  .max(6, 'dayOfWeek must be a day number from 0 (Sunday) to 6 (Saturday)')
export const MealTypeSchema = z.enum(MEAL_TYPES, {
  error: 'mealType must be breakfast, lunch, dinner or snack',
})

export const AddMealSchema = z.object({
  recipeId: idNumber('recipeId'),
  dayOfWeek: DayOfWeekSchema,
  mealType: MealTypeSchema,
  servings: z
    .number({ error: 'Servings must be a number' })
    .int('Servings must be a whole number')
    .min(1, 'Servings must be at least 1')
    .max(MAX_MEAL_SERVINGS, `Servings must be at most ${MAX_MEAL_SERVINGS}`)
    .default(DEFAULT_MEAL_SERVINGS),
  notes: trimmedText('Notes', 500).default(''),
})
export type AddMeal = z.output<typeof AddMealSchema>

/** The "Add to plan" form: the week whose plan is started (or reused) and the meal added to it. */
export const AddToWeekFormSchema = AddMealSchema.pick({
  dayOfWeek: true,
  mealType: true,
  servings: true,
}).extend({
  weekStartDate: IsoDateSchema,
})

export const CompleteMealSchema = z.object({
  completed: z.boolean({ error: 'completed must be true or false' }),
})

export const SuggestionsQuerySchema = z.object({
  groupId: OptionalGroupIdSchema,
  dayOfWeek: DayOfWeekSchema,
  mealType: MealTypeSchema,
  energyLevel: z.enum(ENERGY_LEVELS).default('medium'),
  budgetRange: z.enum(BUDGET_RANGES).default('medium'),
  servingSize: z.coerce
    .number()
    .int()
    .min(MIN_SERVING_SIZE)
    .max(MAX_SERVING_SIZE)
    .default(DEFAULT_SERVING_SIZE),
})
export type SuggestionsQuery = z.output<typeof SuggestionsQuerySchema>

export const PlannedMealSchema = z.object({
  id: z.number().int(),
  recipeId: z.number().int(),
  recipe: z.object({ id: z.number().int(), title: z.string(), prepTime: z.number().int().nullable() }),
  dayOfWeek: z.number().int().min(0).max(6),
  mealType: z.enum(MEAL_TYPES),
  servings: z.number().int(),
  /** Cents for these servings; null when the recipe has no cost data. */
  estimatedCost: z.number().int().nullable(),
  completed: z.boolean(),
  notes: z.string(),
})
export type PlannedMeal = z.infer<typeof PlannedMealSchema>

export const GroceryItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** What to buy, as shown: '1 ¼ cups', '2 cloves'; empty when the recipes gave no amount. */
  quantity: z.string(),
  category: z.enum(GROCERY_AISLE_IDS),
  /** Cents at typical U.S. retail prices for the amount (grocery-prices.ts): an estimate, not a store's price. */
  estimatedCost: z.number().int(),
  /** The price table did not know the item or its amount, so the estimate is a flat default. */
  isRoughEstimate: z.boolean(),
  checked: z.boolean(),
  recipes: z.array(z.string()),
  isManual: z.boolean(),
})
export type GroceryItem = z.infer<typeof GroceryItemSchema>

export const GroceryListSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  planId: z.number().int().nullable(),
  title: z.string(),
  items: z.array(GroceryItemSchema),
  /** Cents, the sum of the items' estimates. */
  estimatedTotal: z.number().int(),
  createdAt: z.string(),
})
export type GroceryList = z.infer<typeof GroceryListSchema>

export const WeeklyPlanSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  weekStartDate: z.string(),
  name: z.string(),
  description: z.string(),
  /** By day number ('0' Sunday … '6'), then meal type, each a list. */
  meals: z.record(z.string(), z.record(z.enum(MEAL_TYPES), z.array(PlannedMealSchema))),
  groceryListGenerated: z.boolean(),
  groceryList: GroceryListSchema.nullable(),
})
export type WeeklyPlan = z.infer<typeof WeeklyPlanSchema>

export const CurrentPlanResultSchema = z.object({ plan: WeeklyPlanSchema.nullable() })
export type CurrentPlanResult = z.infer<typeof CurrentPlanResultSchema>

export const MAX_GROCERY_RECIPES = 40
export const SmartGroceryListRequestSchema = z.object({
  groupId: GroupIdSchema,
  recipeIds: z
    .array(idNumber('recipeId'))
    .min(1, 'Choose at least one recipe')
    .max(MAX_GROCERY_RECIPES, `At most ${MAX_GROCERY_RECIPES} recipes`),
  servings: z.number().int().min(1).max(MAX_MEAL_SERVINGS).default(DEFAULT_SERVING_SIZE),
  /** What the cook has on hand ('rice'): lines naming it are left off the list. */
  onHand: z
    .array(trimmedText('Ingredient', 80))
    .max(MAX_AVAILABLE_INGREDIENTS, `At most ${MAX_AVAILABLE_INGREDIENTS} ingredients`)
    .default([]),
})
export type SmartGroceryListRequest = z.output<typeof SmartGroceryListRequestSchema>

export const GroceryItemParamsSchema = z.object({
  id: idNumber('id'),
  itemId: idNumber('itemId'),
})
export const CheckItemSchema = z.object({ checked: z.boolean({ error: 'checked must be true or false' }) })
export const AddGroceryItemSchema = z.object({
  name: trimmedText('Item', 120).min(1, 'Item is required'),
  quantity: trimmedText('Quantity', 40).default(''),
})
export type AddGroceryItem = z.input<typeof AddGroceryItemSchema>
/** The grocery list's "Add an item" form: a name only, the quantity left to the server's default. */
export const AddGroceryItemFormSchema = AddGroceryItemSchema.pick({ name: true })

export const MAX_SKIPPED_INGREDIENTS = 200

/** POST /api/grocery-lists/shopping/recipes: a recipe onto the group's one shopping list, on every plan. */
export const AddToShoppingListSchema = z.object({
  groupId: GroupIdSchema,
  recipeId: idNumber('recipeId'),
  servings: z
    .number({ error: 'Servings must be a number' })
    .int('Servings must be a whole number')
    .min(1, 'Servings must be at least 1')
    .max(MAX_MEAL_SERVINGS, `Servings must be at most ${MAX_MEAL_SERVINGS}`)
    .optional(),
  /** Positions (from 0) of the recipe's ingredient lines the cook has on hand; left out when omitted. */
  skipIngredients: z
    .array(
      z
        .number({ error: 'Each skipped ingredient must be a line number' })
        .int('Each skipped ingredient must be a line number')
        .min(0, 'Each skipped ingredient must be a line number'),
    )
    .max(MAX_SKIPPED_INGREDIENTS, `At most ${MAX_SKIPPED_INGREDIENTS} skipped ingredients`)
    .optional(),
})
export type AddToShoppingList = z.input<typeof AddToShoppingListSchema>

export const ShoppingListQuerySchema = z.object({ groupId: GroupIdSchema })
export const ShoppingListRecipeParamsSchema = z.object({ recipeId: idNumber('recipeId') })

/** The group's shopping list (null until a first recipe or line is added) and the recipes on it. */
export const ShoppingListSchema = z.object({
  list: GroceryListSchema.nullable(),
  recipes: z.array(
    z.object({
      recipeId: z.number().int(),
      title: z.string(),
      servings: z.number().int(),
      addedBy: z.string().nullable(),
    }),
  ),
})
export type ShoppingList = z.infer<typeof ShoppingListSchema>

export const PLANNING_FEATURES = ['smartPlanner', 'weeklyPlans'] as const
export type PlanningFeature = (typeof PLANNING_FEATURES)[number]
