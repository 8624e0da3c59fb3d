// Which of a person's dietary goals and health preferences a recipe fits, read from the recipe itself.
import type { Nutrition } from '@forkcast/contract/recipes.schemas'

/** What the goal rules read: the recipe's own words and numbers, nutrition per serving when it has any. */
export interface GoalFacts {
  foodType: string
  tags: readonly string[]
  ingredients: readonly string[]
  nutrition: Nutrition | null
}

/** A pattern for any of the '|'-separated foods, singular or plural. */
const words = (list: string) => new RegExp(`\\b(?:${list})(?:s|es)?\\b`, 'i')

const MEAT_OR_FISH = words(
  'beef|pork|lamb|mutton|veal|venison|rabbit|chicken|turkey|duck|goose|meat|meatball|steak|brisket|' +
    'bacon|ham|prosciutto|pancetta|sausage|chorizo|salami|pepperoni|guanciale|lard|suet|gelatine?|fish|' +
    'salmon|tuna|cod|halibut|tilapia|trout|sardine|mackerel|anchov(?:y|ie)|shrimp|prawn|crab|lobster|clam|' +
    'mussel|oyster|scallop|squid|octopus|calamari|worcestershire|dashi|bonito|catfish|haddock|bass|' +
    'snapper|swordfish|pollock|herring|flounder|monkfish|mahi|eel|roe|caviar',
)
const MEAT_TAGS = new Set(['chicken', 'beef', 'pork', 'lamb', 'seafood', 'fish', 'shellfish', 'meat'])
// Plant milks, nut butters and the like name a dairy word without holding dairy.
const PLANT_LOOKALIKES =
  /\b(?:coconut|almond|oat|soy|soya|rice|cashew|plant-based|vegan|dairy-free|non-dairy)\s+(?:milk|cream|butter|cheese|yogh?urt)\b|\b(?:peanut|nut|almond|cashew|cocoa|shea|apple)\s+butter\b|\bcream of tartar\b|\bbutter beans?\b|\bkombu dashi\b/gi
const DAIRY_EGG_HONEY = words(
  'milk|butter|buttermilk|cheese|cream|yogh?urt|ghee|egg|honey|mayonnaise|mayo|parmesan|mozzarella|' +
    'ricotta|feta|cheddar|paneer|whey|halloumi|mascarpone',
)
const SUGARS = words('sugar|syrup|honey|molasses|agave|caramel|jam|condensed milk|chocolate|marshmallow')
// 'Sugar snap peas' are a vegetable; 'rice vinegar' and 'cauliflower rice' hold next to no carbohydrate.
const NOT_SUGAR_OR_STARCH =
  /\bsugar snap peas?\b|\brice (?:vinegar|wine)\b|\bcauliflower rice\b|\bgreen beans?\b|\bsugar-free\b/gi
const STARCHES = words(
  'pasta|spaghetti|penne|macaroni|linguine|fettuccine|lasagn[ae]|gnocchi|noodle|rice|bread|breadcrumb|' +
    'bun|roll|baguette|pita|naan|tortilla|potato|flour|couscous|quinoa|oat|polenta|cornmeal|bulgur|barley|' +
    'chickpea|lentil|beans',
)
const PROTEIN_MAINS = words(
  'chicken|turkey|beef|pork|lamb|veal|steak|brisket|fish|salmon|tuna|cod|halibut|trout|shrimp|prawn|' +
    'tofu|tempeh|seitan',
)
// Saturated fat and processed meat: what heart-health advice says to limit.
const HEART_HEAVY = words(
  'butter|cream|cheese|lard|ghee|suet|bacon|sausage|chorizo|salami|pepperoni|pancetta|prosciutto|' +
    'guanciale|ham|parmesan|mozzarella|cheddar|mascarpone',
)
const FRIED = /\bdeep[- ]?fr(?:y|ied|ying)\b|\bfor frying\b/i
const FRIED_TAGS = new Set(['fried', 'deep-fried'])
const DESSERT_TAGS = new Set(['dessert', 'sweet', 'cake', 'cookies', 'candy', 'chocolate'])
const MEDITERRANEAN_CUISINES = new Set(['mediterranean', 'greek', 'italian', 'spanish', 'middle-eastern'])

const SPOON =
  /^\s*(?:(a|an|one|\d+(?:\.\d+)?|\d+\/\d+|\d+\s+\d+\/\d+|[¼½¾⅓⅔])\s*)?(tsp|teaspoons?|tbsp|tablespoons?|pinch(?:es)?|dash(?:es)?)\b/i
const UNICODE_FRACTIONS: Record<string, number> = { '¼': 0.25, '½': 0.5, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 }

function amountOf(text: string | undefined): number {
  if (!text || /^(?:a|an|one)$/i.test(text)) return 1
  if (text in UNICODE_FRACTIONS) return UNICODE_FRACTIONS[text] ?? 1
  return text
    .split(/\s+/)
    .reduce(
      (sum, part) =>
        sum + (part.includes('/') ? Number(part.split('/')[0]) / Number(part.split('/')[1]) : Number(part)),
      0,
    )
}

/** At most a tablespoon (three teaspoons), a pinch or a dash: seasoning, not a main ingredient. */
export function isSpoonful(line: string): boolean {
  const match = SPOON.exec(line)
  if (!match) return false
  const unit = (match[2] ?? '').toLowerCase()
  const amount = amountOf(match[1])
  if (unit.startsWith('pinch') || unit.startsWith('dash')) return true
  return unit === 'tsp' || unit.startsWith('teaspoon') ? amount <= 3 : amount <= 1
}

const lines = (recipe: GoalFacts, strip: RegExp) => recipe.ingredients.map((line) => line.replace(strip, ' '))
const names = (recipe: GoalFacts, pattern: RegExp, strip: RegExp = /$^/g) =>
  lines(recipe, strip).some((line) => pattern.test(line))
/** Some line names the food in more than a spoonful. */
const namesBeyondSpoonful = (recipe: GoalFacts, pattern: RegExp, strip: RegExp = /$^/g) =>
  lines(recipe, strip).some((line) => pattern.test(line) && !isSpoonful(line))
const tagged = (recipe: GoalFacts, tags: ReadonlySet<string>) =>
  recipe.tags.some((tag) => tags.has(tag.toLowerCase()))
const fatShare = (nutrition: Nutrition) =>
  nutrition.calories > 0 ? (9 * nutrition.fat) / nutrition.calories : 1

const isDessert = (recipe: GoalFacts) => recipe.foodType === 'dessert' || tagged(recipe, DESSERT_TAGS)
const isFried = (recipe: GoalFacts) => tagged(recipe, FRIED_TAGS) || names(recipe, FRIED)

/**
 * Not a seafood dish, no meat, fish or shellfish named in any line or tag; a 'vegetarian' tag never outweighs
 * a chicken line.
 */
const isMeatFree = (recipe: GoalFacts) =>
  recipe.foodType !== 'seafood' &&
  !names(recipe, MEAT_OR_FISH, PLANT_LOOKALIKES) &&
  !tagged(recipe, MEAT_TAGS)
const isVegan = (recipe: GoalFacts) => isMeatFree(recipe) && !names(recipe, DAIRY_EGG_HONEY, PLANT_LOOKALIKES)
/**
 * Protein 25 g a serving or more; without nutrition, meat, fish, tofu, tempeh or seitan in the first two
 * lines.
 */
const isHighProtein = (recipe: GoalFacts) =>
  recipe.nutrition
    ? recipe.nutrition.protein >= 25
    : recipe.ingredients.slice(0, 2).some((line) => PROTEIN_MAINS.test(line))
/**
 * Carbohydrate 20 g a serving or less; without nutrition, no pasta, rice, bread, potato, flour, grain, pulse
 * or sugar beyond a spoonful.
 */
const isLowCarb = (recipe: GoalFacts) =>
  !isDessert(recipe) &&
  (recipe.nutrition
    ? recipe.nutrition.carbs <= 20
    : !namesBeyondSpoonful(recipe, STARCHES, NOT_SUGAR_OR_STARCH) &&
      !namesBeyondSpoonful(recipe, SUGARS, NOT_SUGAR_OR_STARCH))
/** Not a dessert, and no sugar, syrup, honey or chocolate beyond a spoonful. */
const isLowSugar = (recipe: GoalFacts) =>
  !isDessert(recipe) && !namesBeyondSpoonful(recipe, SUGARS, NOT_SUGAR_OR_STARCH)
/**
 * Not fried, low in sugar, no butter, cream, cheese or processed meat beyond a spoonful, and (if known) at
 * most 35 % of energy from fat.
 */
const isHeartHealthy = (recipe: GoalFacts) =>
  !isFried(recipe) &&
  isLowSugar(recipe) &&
  !namesBeyondSpoonful(recipe, HEART_HEAVY, PLANT_LOOKALIKES) &&
  (recipe.nutrition === null || fatShare(recipe.nutrition) <= 0.35)
/**
 * Low in sugar, not fried, carbohydrate 45 g a serving or less (without nutrition, the low-carb ingredient
 * test).
 */
const isDiabetesFriendly = (recipe: GoalFacts) =>
  isLowSugar(recipe) &&
  !isFried(recipe) &&
  (recipe.nutrition ? recipe.nutrition.carbs <= 45 : isLowCarb(recipe))

interface GoalRule {
  /** Words for the reason line: 'Fits your high-protein goal'. */
  phrase: string
  fits: (recipe: GoalFacts) => boolean
}

/**
 * One rule per goal or health preference id (contract/src/users.constants.ts). Ids missing here have no rule a
 * recipe's own facts can support and fit nothing: low-sodium and high-fiber (recipes hold no sodium or fiber
 * figures), anti-inflammatory, better-digestion, energy-boost, maintenance, family-nutrition and
 * athletic-performance (no agreed test on a single dish).
 */
const GOAL_RULES: Record<string, GoalRule> = {
  vegetarian: { phrase: 'vegetarian', fits: isMeatFree },
  'plant-based': { phrase: 'plant-based', fits: isMeatFree },
  vegan: { phrase: 'vegan', fits: isVegan },
  'high-protein': { phrase: 'high-protein', fits: isHighProtein },
  'muscle-gain': { phrase: 'muscle-gain', fits: isHighProtein },
  'muscle-building': { phrase: 'muscle-building', fits: isHighProtein },
  'low-carb': { phrase: 'low-carb', fits: isLowCarb },
  /** Keto needs the numbers: carbohydrate 10 g a serving or less. */
  keto: {
    phrase: 'keto',
    fits: (recipe) => !isDessert(recipe) && recipe.nutrition !== null && recipe.nutrition.carbs <= 10,
  },
  'low-sugar': { phrase: 'low-sugar', fits: isLowSugar },
  'diabetic-friendly': { phrase: 'diabetic-friendly', fits: isDiabetesFriendly },
  'diabetes-management': { phrase: 'diabetes-management', fits: isDiabetesFriendly },
  'heart-healthy': { phrase: 'heart-healthy', fits: isHeartHealthy },
  'heart-health': { phrase: 'heart-health', fits: isHeartHealthy },
  'lower-cholesterol': { phrase: 'lower-cholesterol', fits: isHeartHealthy },
  /** A Mediterranean-region cuisine cooked the heart-healthy way. */
  mediterranean: {
    phrase: 'Mediterranean',
    fits: (recipe) => MEDITERRANEAN_CUISINES.has(recipe.foodType) && isHeartHealthy(recipe),
  },
  /** Needs the numbers: at most 30 % of energy from fat, not fried, not a dessert. */
  'low-fat': {
    phrase: 'low-fat',
    fits: (recipe) =>
      recipe.nutrition !== null &&
      fatShare(recipe.nutrition) <= 0.3 &&
      !isFried(recipe) &&
      !isDessert(recipe),
  },
  /** Needs the numbers: 500 kcal a serving or less, not a dessert, not fried. */
  'weight-loss': {
    phrase: 'weight-loss',
    fits: (recipe) =>
      recipe.nutrition !== null && recipe.nutrition.calories <= 500 && !isDessert(recipe) && !isFried(recipe),
  },
}

/** Whether any recipe can ever fit this goal or health preference (false: no rule, it is not favoured). */
export const hasGoalRule = (id: string) => Object.hasOwn(GOAL_RULES, id)

export interface GoalFit {
  id: string
  phrase: string
  kind: 'goal' | 'preference'
}

/**
 * The person's goals (then health preferences not already named as goals) that the recipe fits, in their
 * order.
 */
export function fittingGoals(
  recipe: GoalFacts,
  { goals, healthPreferences }: { goals: readonly string[]; healthPreferences: readonly string[] },
): GoalFit[] {
  const asked = [
    ...goals.map((id) => ({ id, kind: 'goal' as const })),
    ...healthPreferences
      .filter((id) => !goals.includes(id))
      .map((id) => ({ id, kind: 'preference' as const })),
  ]
  return asked.flatMap(({ id, kind }) => {
    const rule = Object.hasOwn(GOAL_RULES, id) ? GOAL_RULES[id] : undefined
    return rule?.fits(recipe) ? [{ id, phrase: rule.phrase, kind }] : []
  })
}

const joinWords = (parts: readonly string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`

/** 'Fits your high-protein goal', 'Fits your low-carb and keto goals', 'Fits your low-fat preference'. */
export function goalReason(fits: readonly GoalFit[]): string {
  const goals = fits.filter((fit) => fit.kind === 'goal').map((fit) => fit.phrase)
  const preferences = fits.filter((fit) => fit.kind === 'preference').map((fit) => fit.phrase)
  const part = (phrases: string[], noun: string) =>
    `${joinWords(phrases)} ${phrases.length === 1 ? noun : `${noun}s`}`
  const parts = [
    ...(goals.length > 0 ? [part(goals, 'goal')] : []),
    ...(preferences.length > 0 ? [part(preferences, 'preference')] : []),
  ]
  return `Fits your ${parts.join(' and ')}`
}
