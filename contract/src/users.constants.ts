// Kept free of zod so profile pages and the onboarding wizards can use them without loading schema code.

export interface ProfileOption<Id extends string = string> {
  value: Id
  label: string
}

export const COOKING_SKILL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const
export type CookingSkillLevel = (typeof COOKING_SKILL_LEVELS)[number]
export const DEFAULT_COOKING_SKILL_LEVEL: CookingSkillLevel = 'beginner'

/** The wizard 1 wording (spec 2.7); the meal preferences page shows the part before the dash. */
export const COOKING_SKILL_OPTIONS: readonly (ProfileOption<CookingSkillLevel> & { description: string })[] =
  [
    { value: 'beginner', label: 'Beginner', description: "I'm just starting out" },
    { value: 'intermediate', label: 'Intermediate', description: 'I cook regularly' },
    { value: 'advanced', label: 'Advanced', description: 'I love complex recipes' },
  ]

export const PREP_TIME_OPTIONS = [15, 30, 45, 60, 90] as const
export type PrepTimeOption = (typeof PREP_TIME_OPTIONS)[number]
export const DEFAULT_PREP_TIME = 30
/** Wizard 1 takes any whole number of minutes; past eight hours it is a typo, not a weeknight. */
export const MAX_PREP_TIME = 480

/** Spec 3, wizard 1 'Health Preferences'. */
export const HEALTH_PREFERENCE_OPTIONS = [
  { value: 'low-sodium', label: 'Low Sodium' },
  { value: 'low-sugar', label: 'Low Sugar' },
  { value: 'high-protein', label: 'High Protein' },
  { value: 'high-fiber', label: 'High Fiber' },
  { value: 'low-fat', label: 'Low Fat' },
  { value: 'heart-healthy', label: 'Heart Healthy' },
  { value: 'diabetic-friendly', label: 'Diabetic Friendly' },
] as const satisfies readonly ProfileOption[]
export type HealthPreference = (typeof HEALTH_PREFERENCE_OPTIONS)[number]['value']
export const HEALTH_PREFERENCE_IDS = HEALTH_PREFERENCE_OPTIONS.map((option) => option.value)

/** Spec 3, wizard 1 'Dietary Goals'. */
export const ONBOARDING_V1_DIETARY_GOAL_OPTIONS = [
  { value: 'weight-loss', label: 'Weight Loss' },
  { value: 'muscle-gain', label: 'Muscle Gain' },
  { value: 'maintenance', label: 'Maintenance' },
  { value: 'heart-health', label: 'Heart Health' },
  { value: 'energy-boost', label: 'Energy Boost' },
  { value: 'better-digestion', label: 'Better Digestion' },
  { value: 'family-nutrition', label: 'Family Nutrition' },
] as const satisfies readonly ProfileOption[]

/** Spec 3, wizard 2 step 3 (12 goals). */
export const ONBOARDING_V2_DIETARY_GOAL_OPTIONS = [
  { value: 'weight-loss', label: 'Weight Loss' },
  { value: 'muscle-gain', label: 'Muscle Gain' },
  { value: 'heart-health', label: 'Heart Health' },
  { value: 'lower-cholesterol', label: 'Lower Cholesterol' },
  { value: 'diabetes-management', label: 'Diabetes Management' },
  { value: 'high-protein', label: 'High Protein' },
  { value: 'low-carb', label: 'Low Carb' },
  { value: 'plant-based', label: 'Plant-Based' },
  { value: 'anti-inflammatory', label: 'Anti-Inflammatory' },
  { value: 'energy-boost', label: 'Energy Boost' },
  { value: 'better-digestion', label: 'Better Digestion' },
  { value: 'athletic-performance', label: 'Athletic Performance' },
] as const satisfies readonly ProfileOption[]

/** Recipes spec 9, the meal preferences page (12 goals). */
export const MEAL_DIETARY_GOAL_OPTIONS = [
  { value: 'high-protein', label: 'High Protein' },
  { value: 'low-carb', label: 'Low Carb' },
  { value: 'vegetarian', label: 'Vegetarian' },
  { value: 'vegan', label: 'Vegan' },
  { value: 'keto', label: 'Keto' },
  { value: 'mediterranean', label: 'Mediterranean' },
  { value: 'low-sodium', label: 'Low Sodium' },
  { value: 'heart-healthy', label: 'Heart Healthy' },
  { value: 'weight-loss', label: 'Weight Loss' },
  { value: 'muscle-building', label: 'Muscle Building' },
  { value: 'anti-inflammatory', label: 'Anti-Inflammatory' },
  { value: 'diabetic-friendly', label: 'Diabetic Friendly' },
] as const satisfies readonly ProfileOption[]

export const ONBOARDING_V1_DIETARY_GOAL_IDS = ONBOARDING_V1_DIETARY_GOAL_OPTIONS.map((option) => option.value)
export const ONBOARDING_V2_DIETARY_GOAL_IDS = ONBOARDING_V2_DIETARY_GOAL_OPTIONS.map((option) => option.value)
export const MEAL_DIETARY_GOAL_IDS = MEAL_DIETARY_GOAL_OPTIONS.map((option) => option.value)

/**
 * Every dietary goal any screen offers, in storage order. One list holds them all; each screen edits
 * only the goals it shows, so a goal set in a wizard survives a save on the meal preferences page.
 */
export const DIETARY_GOAL_IDS: readonly string[] = [
  ...new Set<string>([
    ...MEAL_DIETARY_GOAL_IDS,
    ...ONBOARDING_V2_DIETARY_GOAL_IDS,
    ...ONBOARDING_V1_DIETARY_GOAL_IDS,
  ]),
]

const DIETARY_GOAL_LABELS = new Map<string, string>(
  [
    ...ONBOARDING_V1_DIETARY_GOAL_OPTIONS,
    ...ONBOARDING_V2_DIETARY_GOAL_OPTIONS,
    ...MEAL_DIETARY_GOAL_OPTIONS,
  ].map((option) => [option.value, option.label]),
)

export const labelForDietaryGoal = (id: string) => DIETARY_GOAL_LABELS.get(id) ?? id

const HEALTH_PREFERENCE_LABELS = new Map<string, string>(
  HEALTH_PREFERENCE_OPTIONS.map((option) => [option.value, option.label]),
)

export const labelForHealthPreference = (id: string) => HEALTH_PREFERENCE_LABELS.get(id) ?? id

/** Spec 3, wizard 2 step 2: the 19 cuisines a user can say they enjoy. */
export const ONBOARDING_CUISINE_OPTIONS = [
  { value: 'italian', label: 'Italian' },
  { value: 'mexican', label: 'Mexican' },
  { value: 'chinese', label: 'Chinese' },
  { value: 'japanese', label: 'Japanese' },
  { value: 'indian', label: 'Indian' },
  { value: 'thai', label: 'Thai' },
  { value: 'mediterranean', label: 'Mediterranean' },
  { value: 'american', label: 'American' },
  { value: 'french', label: 'French' },
  { value: 'korean', label: 'Korean' },
  { value: 'vietnamese', label: 'Vietnamese' },
  { value: 'middle-eastern', label: 'Middle Eastern' },
  { value: 'greek', label: 'Greek' },
  { value: 'spanish', label: 'Spanish' },
  { value: 'turkish', label: 'Turkish' },
  { value: 'lebanese', label: 'Lebanese' },
  { value: 'moroccan', label: 'Moroccan' },
  { value: 'brazilian', label: 'Brazilian' },
  { value: 'caribbean', label: 'Caribbean' },
] as const satisfies readonly ProfileOption[]
export const ONBOARDING_CUISINE_IDS = ONBOARDING_CUISINE_OPTIONS.map((option) => option.value)

export const MAX_ALLERGY_ENTRIES = 50
export const ALLERGY_ENTRY_MAX_LENGTH = 60
export const MAX_FRIDGE_ITEMS = 100
export const FRIDGE_ITEM_MAX_LENGTH = 60

/** Wizard 1 has 4 steps and wizard 2 has 6 (spec 9); the web now walks only the one onboarding below. */
export const ONBOARDING_V1_STEP_COUNT = 4
export const ONBOARDING_V2_STEP_COUNT = 6

/**
 * The one onboarding (decision 022), in the order it is walked. The name is known from registration; each
 * step writes what a profile page shows: cuisines to avoid (/preferences), allergies and sensitivities
 * (/allergies), skill and time and goals (/meal-preferences); group is create, join or skip.
 */
export const ONBOARDING_STEPS = ['cuisines', 'allergies', 'cooking', 'goals', 'group'] as const
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]

/**
 * What each old wizard already asked, so an account that finished one of them is never asked it again:
 * wizard 1 asked allergies, skill and time, and goals; wizard 2 asked cuisines, goals, allergies and group.
 */
export const STEPS_ANSWERED_BY_PREFERENCES_WIZARD: readonly OnboardingStep[] = [
  'allergies',
  'cooking',
  'goals',
]
export const STEPS_ANSWERED_BY_SETUP_WIZARD: readonly OnboardingStep[] = [
  'cuisines',
  'allergies',
  'goals',
  'group',
]

/** Puts a list in its stored form: known ids only once, in the vocabulary's order. */
export const orderByVocabulary = (ids: readonly string[], vocabulary: readonly string[]): string[] => {
  const wanted = new Set(ids)
  return vocabulary.filter((id) => wanted.has(id))
}

/** Fridge items as stored: whitespace collapsed, empty ones dropped, the first spelling of each kept. */
export const normalizeFridgeInventory = (items: readonly string[]): string[] => {
  const seen = new Set<string>()
  const result: string[] = []
  for (const item of items) {
    const text = item.trim().replace(/\s+/g, ' ')
    const key = text.toLowerCase()
    if (text === '' || seen.has(key)) continue
    seen.add(key)
    result.push(text)
  }
  return result
}
