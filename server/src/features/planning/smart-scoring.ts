import { countOf } from '@forkcast/contract/words'
import { totalMinutesOf } from '@forkcast/contract/recipe-time'
import { seasonOfDay } from '@forkcast/contract/calendar'
import type { RecipeSeason } from '@forkcast/contract/recipes.constants'
import {
  BUDGET_PER_SERVING,
  MAX_RECOMMENDATIONS,
  type BudgetRange,
  type EnergyLevel,
  type OccasionType,
  type ScorePart,
  type SmartRecommendation,
  type SmartScoring,
  type TimeOfDay,
} from '@forkcast/contract/planning.schemas'
import type { CookingSkillLevel } from '@forkcast/contract/users.constants'
import { inEnglish, type Translate } from '../../lib/translate'
import { singularize } from './grocery-merge'

/** What the planner needs of a recipe; the recipes feature's Recipe satisfies it. */
export interface PlannerRecipe {
  id: number
  title: string
  description: string
  foodType: string
  cuisine: string
  difficulty: 'Easy' | 'Medium' | 'Hard'
  prepTimeMinutes: number | null
  cookTimeMinutes: number | null
  totalTimeMinutes: number | null
  costPerServing: number | null
  ingredients: readonly string[]
  tags: readonly string[]
  moods: readonly string[]
  seasons: readonly string[]
  nutrition: { calories: number; protein: number; carbs: number; fat: number } | null
  allergens: readonly string[]
  averageRating: number | null
}

/** A main meal (breakfast, lunch or dinner: the smart planner's every request) or a weekly plan's snack. */
export type MealSlot = 'main' | 'snack'

export interface PlannerRequest {
  /** Left out: a main meal. */
  slot?: MealSlot
  timeOfDay: TimeOfDay
  energyLevel: EnergyLevel
  occasionType: OccasionType
  budgetRange: BudgetRange
  servingSize: number
  availableIngredients: readonly string[]
}

export interface PlannerContext {
  skillLevel: CookingSkillLevel
  /** Allergens of the caller and every group member: a recipe holding any is never returned. */
  blockedAllergens: readonly string[]
  /** Cuisines a member excluded: never returned. */
  excludedFoodTypes: readonly string[]
  /** The calendar day (YYYY-MM-DD): the same inputs on the same day give the same answer. */
  day: string
  /** Where the cook lives, when known: south of the equator the seasons are flipped. */
  latitude: number | null
  /** The reader's language for the reasons and highlights (decision 056); left out, English. */
  translate?: Translate
}

const clampScore = (value: number) => Math.max(0, Math.min(100, Math.round(value)))
const part = (score: number, reason: string): ScorePart => ({ score: clampScore(score), reason })

const SKILL_FIT: Record<CookingSkillLevel, Record<PlannerRecipe['difficulty'], [number, string]>> = {
  beginner: {
    Easy: [100, 'Easy, right for a beginner cook'],
    Medium: [60, 'Medium, a step up for a beginner cook'],
    Hard: [20, 'Hard, a stretch for a beginner cook'],
  },
  intermediate: {
    Easy: [85, 'Easy, relaxed for an intermediate cook'],
    Medium: [100, 'Medium, right for an intermediate cook'],
    Hard: [65, 'Hard, a challenge for an intermediate cook'],
  },
  advanced: {
    Easy: [70, 'Easy, simple for an advanced cook'],
    Medium: [90, 'Medium, comfortable for an advanced cook'],
    Hard: [100, 'Hard, worthy of an advanced cook'],
  },
}

/** How well the recipe's difficulty suits the cook's skill. */
export function skillMatch(
  difficulty: PlannerRecipe['difficulty'],
  skillLevel: CookingSkillLevel,
): ScorePart {
  const [score, reason] = SKILL_FIT[skillLevel][difficulty]
  return part(score, reason)
}

/** Minutes a cook will happily spend, by energy; weekends and special days allow more. */
const TIME_LIMIT_MINUTES: Record<EnergyLevel, number> = { low: 30, medium: 45, high: 90 }
const OCCASION_EXTRA_MINUTES: Record<OccasionType, number> = { weekday: 0, weekend: 15, special: 30 }

const timeLimitFor = (energyLevel: EnergyLevel, occasionType: OccasionType) =>
  TIME_LIMIT_MINUTES[energyLevel] + OCCASION_EXTRA_MINUTES[occasionType]

// Full marks for no time at all, this many points fewer at the limit: among recipes that fit, quicker is kinder.
const WITHIN_LIMIT_DROP = 25
const AT_LIMIT = 100 - WITHIN_LIMIT_DROP
// Then down to this score at twice the limit, and 0.2 points a minute past it: a longer recipe never scores the same.
const AT_TWICE_LIMIT = 40
const PAST_TWICE_LIMIT_PER_MINUTE = 0.2

/**
 * Whether the total time fits the energy the cook has today. Strictly falling with the minutes (to 0 only past
 * about four hours), so recipes 5 minutes apart never tie: 100 at 0 min, 75 at the limit, 40 at twice the limit.
 */
export function timeMatch(
  totalMinutes: number | null,
  energyLevel: EnergyLevel,
  occasionType: OccasionType,
): ScorePart {
  const setting = `a ${energyLevel}-energy ${occasionType === 'special' ? 'special occasion' : occasionType}`
  const limit = timeLimitFor(energyLevel, occasionType)
  if (totalMinutes === null) return part(50, `No cooking time given; ${setting} allows about ${limit} min`)
  const minutes = Math.max(0, totalMinutes)
  if (minutes <= limit) {
    return part(100 - (WITHIN_LIMIT_DROP * minutes) / limit, `${totalMinutes} min fits ${setting}`)
  }
  const reason = `${totalMinutes} min is long for ${setting} (about ${limit} min)`
  if (minutes <= 2 * limit)
    return part(AT_LIMIT - ((AT_LIMIT - AT_TWICE_LIMIT) * (minutes - limit)) / limit, reason)
  return part(AT_TWICE_LIMIT - PAST_TWICE_LIMIT_PER_MINUTE * (minutes - 2 * limit), reason)
}

// Lines every kitchen has: they never count against what is on hand.
const STAPLE_LINE = /\b(salt|pepper|water|oil|ice)\b/
const normalizeTerm = (term: string) => term.toLowerCase().trim().split(/\s+/).map(singularize).join(' ')

/** True when `line` mentions `term` at the start of a word ('egg' in '2 eggs', not in 'veggie'). */
const mentions = (line: string, term: string) => {
  let from = line.indexOf(term)
  while (from !== -1) {
    const before = line[from - 1]
    if (before === undefined || !/[a-z]/.test(before)) return true
    from = line.indexOf(term, from + 1)
  }
  return false
}

/** How much of the recipe the cook already has, and how many of their ingredients it uses. */
export function ingredientMatch(
  ingredientLines: readonly string[],
  availableIngredients: readonly string[],
): ScorePart {
  const terms = [...new Set(availableIngredients.map(normalizeTerm).filter((term) => term !== ''))]
  if (terms.length === 0) return part(50, 'No ingredients on hand given, so everything goes on the list')
  const lines = ingredientLines.map((line) => line.toLowerCase())
  const keyLines = lines.filter((line) => !STAPLE_LINE.test(line))
  const used = terms.filter((term) => lines.some((line) => mentions(line, term))).length
  if (used === 0) return part(5, `Uses none of your ${terms.length} ingredients`)
  const covered = keyLines.filter((line) => terms.some((term) => mentions(line, term))).length
  const coverage = keyLines.length === 0 ? 1 : covered / keyLines.length
  const missing = keyLines.length - covered
  const reason =
    `Uses ${used} of your ${countOf(terms.length, 'ingredient')}` +
    (missing > 0 ? `; ${missing} more to buy` : '; nothing else to buy')
  return part(100 * (0.5 * (used / terms.length) + 0.5 * coverage), reason)
}

const hasAny = (values: readonly string[], wanted: readonly string[]) =>
  values.some((value) => wanted.includes(value.toLowerCase()))

/** What a recipe is served as: only a 'main' fills a breakfast, lunch or dinner. */
export type Course = 'main' | 'side' | 'dessert' | 'drink' | 'snack' | 'sauce'

// Recipes carry no course field: tags say it first (the catalog tags its sides 'side' or 'side-dish').
const COURSE_TAGS: ReadonlyArray<[Exclude<Course, 'main'>, readonly string[]]> = [
  ['dessert', ['dessert', 'desserts', 'cookies', 'cake', 'cupcakes', 'ice-cream', 'candy']],
  ['side', ['side', 'sides', 'side-dish', 'side dish']],
  ['drink', ['drink', 'drinks', 'beverage', 'cocktail', 'mocktail', 'smoothie']],
  ['sauce', ['sauce', 'condiment', 'dip', 'dressing', 'spread', 'marinade', 'seasoning']],
  ['snack', ['snack', 'snacks', 'appetizer', 'appetizers', 'starter', 'starters']],
]
// Untagged recipes (imports, uploads): only the dish's own last word counts, and only words that are never a
// meal on their own ('Tomato Sauce' is a sauce; 'Pasta with Tomato Sauce' is pasta). Sides are not guessed.
const COURSE_TITLE_WORDS: ReadonlyArray<[Exclude<Course, 'main'>, readonly string[]]> = [
  [
    'dessert',
    ['cookies', 'cookie', 'brownies', 'brownie', 'blondies', 'cupcakes', 'cupcake', 'cheesecake', 'tiramisu'],
  ],
  ['dessert', ['sorbet', 'gelato', 'fudge', 'macarons', 'crumble', 'cobbler', 'sundae']],
  ['drink', ['smoothie', 'smoothies', 'lemonade', 'cocktail', 'mocktail', 'latte', 'milkshake', 'lassi']],
  ['drink', ['sangria', 'spritzer']],
  ['sauce', ['sauce', 'dressing', 'vinaigrette', 'gravy', 'pesto', 'chutney', 'relish', 'aioli', 'marinade']],
  ['sauce', ['salsa', 'dip', 'ketchup', 'mayonnaise']],
]

/** The dish itself: the title before 'with', 'in', 'on', 'over', 'served', a colon, a bracket, a comma or a dash. */
const dishOf = (title: string) =>
  (title.toLowerCase().split(/\s+(?:with|in|on|over|served)\s+|[:(,–—]|\s-\s/)[0] ?? '').trim()

/**
 * The course, from a dessert food type, then tags, then (with no course tag) the last word of the dish's name;
 * anything else is a main. Conservative on purpose: a main that looks unusual stays a main.
 */
export function courseOf(recipe: Pick<PlannerRecipe, 'foodType' | 'tags' | 'title'>): Course {
  if (recipe.foodType === 'dessert') return 'dessert'
  for (const [course, tags] of COURSE_TAGS) if (hasAny(recipe.tags, tags)) return course
  const lastWord = dishOf(recipe.title).split(/\s+/).at(-1) ?? ''
  for (const [course, words] of COURSE_TITLE_WORDS) if (words.includes(lastWord)) return course
  return 'main'
}

/** A breakfast, lunch or dinner takes only a main; a snack may be anything. */
const fitsSlot = (course: Course, slot: MealSlot) => slot === 'snack' || course === 'main'

const COURSE_NAMES: Record<Exclude<Course, 'main'>, string> = {
  side: 'a side dish',
  dessert: 'a dessert',
  drink: 'a drink',
  snack: 'a snack',
  sauce: 'a sauce or dip',
}

/** How well the dish suits the slot, the time of day, the occasion and the season. */
export function contextualFit(
  recipe: Pick<PlannerRecipe, 'foodType' | 'tags' | 'moods' | 'seasons' | 'difficulty' | 'title'> & {
    totalMinutes: number | null
  },
  timeOfDay: TimeOfDay,
  occasionType: OccasionType,
  season: RecipeSeason,
  slot: MealSlot = 'main',
  translate: Translate = inEnglish,
): ScorePart {
  const labels = [...recipe.tags, recipe.foodType]
  const course = courseOf(recipe)
  const isBreakfast = hasAny(labels, ['breakfast', 'brunch'])
  let score = 60
  const reasons: string[] = []
  const add = (points: number, reason: string) => {
    score += points
    reasons.push(reason)
  }
  if (slot === 'snack') {
    if (course === 'main') add(-10, 'a full meal rather than a snack')
    else add(25, `${COURSE_NAMES[course]}, right for a snack`)
  } else if (course !== 'main') add(-40, `${COURSE_NAMES[course]}, not a meal on its own`)
  else if (timeOfDay === 'morning') {
    if (isBreakfast) add(35, 'a breakfast dish for the morning')
    else add(-15, 'not a usual breakfast')
  } else if (timeOfDay === 'afternoon') {
    if (hasAny(labels, ['lunch', 'salad', 'sandwich', 'soup', 'quick', 'light']))
      add(25, 'light enough for lunch')
    else if (isBreakfast) add(-5, 'a late breakfast')
  } else if (isBreakfast) add(-30, 'more of a breakfast dish')
  else add(15, 'a proper evening meal')

  const moodsAndTags = [...recipe.tags, ...recipe.moods]
  if (occasionType === 'special') {
    const isFestive = hasAny(moodsAndTags, [
      'festive',
      'indulgent',
      'special',
      'holiday',
      'date-night',
      'celebration',
    ])
    if (recipe.difficulty === 'Hard' || isFestive) add(15, 'feels like an occasion')
  } else if (occasionType === 'weekday') {
    if (hasAny(recipe.tags, ['weeknight', 'quick', 'one-pot', 'one-pan', 'sheet-pan', 'easy']))
      add(15, 'a weeknight favorite')
  } else if (
    hasAny(moodsAndTags, ['weekend', 'comforting', 'brunch', 'slow-cooked', 'project']) ||
    (recipe.totalMinutes ?? 0) > 60
  ) {
    add(10, 'worth a relaxed weekend')
  }
  if (recipe.seasons.includes(season)) add(10, `in season for ${season}`)
  if (reasons.length === 0) reasons.push('fits the time of day')
  // Each phrase on its own, so another language gets its own words for each before they are joined.
  const text = reasons.slice(0, 2).map(translate).join(', ')
  return part(score, text.charAt(0).toUpperCase() + text.slice(1))
}

const formatDollars = (value: number) => `$${value.toFixed(2)}`

// Within the budget a cheaper serving scores a little higher (up to this many points); past it the score falls fast.
const WITHIN_BUDGET_DROP = 20

/**
 * How the cost per serving compares with the chosen budget, said honestly: under the range is "under", not "fits".
 * Cheaper never scores lower; full marks for no cost, 80 at the budget's top, 0 at twice it.
 */
export function budgetMatch(costPerServing: number | null, budgetRange: BudgetRange): ScorePart {
  const budget = BUDGET_PER_SERVING[budgetRange]
  if (costPerServing === null) return part(50, 'No cost estimate for this recipe')
  const cost = formatDollars(Math.max(0, costPerServing))
  if (budgetRange === 'unlimited') return part(100, `${cost} a serving, and no budget limit`)
  const yours = `your budget of ${budget.label}`
  const below =
    costPerServing < budget.min / 2
      ? `${cost} a serving, well under ${yours}`
      : costPerServing < budget.min
        ? `${cost} a serving, under ${yours}`
        : null
  if (budget.max === null) return part(100, below ?? `${cost} a serving fits ${yours}`)
  if (costPerServing <= budget.max)
    return part(
      100 - (WITHIN_BUDGET_DROP * Math.max(0, costPerServing)) / budget.max,
      below ?? `${cost} a serving fits ${yours}`,
    )
  const atMax = 100 - WITHIN_BUDGET_DROP
  return part(
    atMax - (atMax * (costPerServing - budget.max)) / budget.max,
    `${cost} a serving is over ${yours}`,
  )
}

const isBudgetFriendly = (costPerServing: number | null, budgetRange: BudgetRange) => {
  const max = BUDGET_PER_SERVING[budgetRange].max
  return costPerServing !== null && (max === null || costPerServing <= max)
}

const SCORE_WEIGHTS: Record<keyof SmartScoring, number> = {
  skillMatch: 0.2,
  timeMatch: 0.25,
  ingredientMatch: 0.2,
  contextualFit: 0.2,
  budgetMatch: 0.15,
}

/** The weighted sum of the five parts, 0-100. */
const combineScore = (scoring: SmartScoring) =>
  clampScore(
    (Object.keys(SCORE_WEIGHTS) as Array<keyof SmartScoring>).reduce(
      (total, name) => total + SCORE_WEIGHTS[name] * scoring[name].score,
      0,
    ),
  )

/** Allergy safety and excluded cuisines: the two rules no score can outweigh. */
const isAllowedFor = (
  recipe: Pick<PlannerRecipe, 'allergens' | 'foodType'>,
  context: Pick<PlannerContext, 'blockedAllergens' | 'excludedFoodTypes'>,
) =>
  !recipe.allergens.some((id) => context.blockedAllergens.includes(id)) &&
  !context.excludedFoodTypes.includes(recipe.foodType)

/** FNV-1a: a small, stable hash for the day's variety. */
const hashText = (text: string): number => {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export function scoreRecipe(
  recipe: PlannerRecipe,
  request: PlannerRequest,
  context: PlannerContext,
): SmartRecommendation {
  const totalMinutes = totalMinutesOf(recipe)
  const season = seasonOfDay(context.day, context.latitude)
  const translate = context.translate ?? inEnglish
  const said = ({ score, reason }: ScorePart): ScorePart => ({ score, reason: translate(reason) })
  const scoring: SmartScoring = {
    skillMatch: said(skillMatch(recipe.difficulty, context.skillLevel)),
    timeMatch: said(timeMatch(totalMinutes, request.energyLevel, request.occasionType)),
    ingredientMatch: said(ingredientMatch(recipe.ingredients, request.availableIngredients)),
    contextualFit: contextualFit(
      { ...recipe, totalMinutes },
      request.timeOfDay,
      request.occasionType,
      season,
      request.slot,
      translate,
    ),
    budgetMatch: said(budgetMatch(recipe.costPerServing, request.budgetRange)),
  }
  const nutritionHighlights: string[] = []
  if (recipe.nutrition) {
    if (recipe.nutrition.protein >= 25)
      nutritionHighlights.push(`High protein (${Math.round(recipe.nutrition.protein)} g)`)
    if (recipe.nutrition.calories > 0 && recipe.nutrition.calories <= 450)
      nutritionHighlights.push(`${Math.round(recipe.nutrition.calories)} calories a serving`)
    if (recipe.nutrition.carbs <= 20) nutritionHighlights.push('Low carb')
  }
  for (const tag of ['vegetarian', 'vegan', 'gluten-free', 'dairy-free'])
    if (recipe.tags.includes(tag)) nutritionHighlights.push(tag.charAt(0).toUpperCase() + tag.slice(1))
  return {
    recipeId: recipe.id,
    title: recipe.title,
    description: recipe.description,
    cuisine: recipe.cuisine,
    foodType: recipe.foodType,
    totalTime: totalMinutes,
    servings: request.servingSize,
    difficulty: recipe.difficulty,
    costPerServing: recipe.costPerServing,
    estimatedTotalCost:
      recipe.costPerServing === null ? null : Math.round(recipe.costPerServing * request.servingSize * 100),
    budgetFriendly: isBudgetFriendly(recipe.costPerServing, request.budgetRange),
    smartScore: combineScore(scoring),
    scoring,
    nutritionHighlights: nutritionHighlights.slice(0, 4).map(translate),
    tags: recipe.tags.slice(0, 4),
    ingredients: [...recipe.ingredients],
  }
}

/** The request's own key, so a different request on the same day can order differently. */
const requestKey = (request: PlannerRequest) =>
  [
    request.slot ?? 'main',
    request.timeOfDay,
    request.energyLevel,
    request.occasionType,
    request.budgetRange,
    request.servingSize,
    [...request.availableIngredients].sort().join(','),
  ].join('|')

/**
 * The best `count` recipes for the request, highest smart score first: never one holding a blocked allergen or from
 * an excluded cuisine, never a side, dessert, drink, snack or sauce in a main-meal slot. Equal scores are ordered
 * by a hash of the day, the request and the recipe, so ties vary from day to day but never within one.
 */
export function rankRecommendations(
  candidates: readonly PlannerRecipe[],
  request: PlannerRequest,
  context: PlannerContext,
  count = MAX_RECOMMENDATIONS,
): SmartRecommendation[] {
  const seed = `${context.day}|${requestKey(request)}`
  const slot = request.slot ?? 'main'
  const seen = new Set<number>()
  const ranked: Array<{ recommendation: SmartRecommendation; tieBreak: number }> = []
  for (const recipe of candidates) {
    if (seen.has(recipe.id) || !isAllowedFor(recipe, context)) continue
    seen.add(recipe.id)
    if (!fitsSlot(courseOf(recipe), slot)) continue
    const recommendation = scoreRecipe(recipe, request, context)
    ranked.push({ recommendation, tieBreak: hashText(`${seed}|${recipe.id}`) })
  }
  ranked.sort(
    (a, b) =>
      b.recommendation.smartScore - a.recommendation.smartScore ||
      a.tieBreak - b.tieBreak ||
      a.recommendation.recipeId - b.recommendation.recipeId,
  )
  return ranked.slice(0, count).map((entry) => entry.recommendation)
}
