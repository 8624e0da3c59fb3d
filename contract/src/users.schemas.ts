import { LANGUAGES } from './languages'
import { z } from 'zod'
import { EXCLUDABLE_CUISINE_IDS } from './cuisines'
import { safeString } from './common.schemas'
import { UNIT_SYSTEMS } from './recipe-scaling'
import { FamilyGroupSchema, GroupNameSchema, InviteCodeSchema } from './groups.schemas'
import {
  ALLERGY_ENTRY_MAX_LENGTH,
  COOKING_SKILL_LEVELS,
  DIETARY_GOAL_IDS,
  FRIDGE_ITEM_MAX_LENGTH,
  HEALTH_PREFERENCE_IDS,
  MAX_ALLERGY_ENTRIES,
  MAX_FRIDGE_ITEMS,
  MAX_PREP_TIME,
  MEAL_DIETARY_GOAL_IDS,
  ONBOARDING_CUISINE_IDS,
  ONBOARDING_STEPS,
  ONBOARDING_V1_DIETARY_GOAL_IDS,
  ONBOARDING_V2_DIETARY_GOAL_IDS,
  PREP_TIME_OPTIONS,
  DEFAULT_PREP_TIME,
} from './users.constants'

export * from './users.constants'

const LanguageSchema = z.enum(LANGUAGES, { message: 'Choose one of the languages Forkcast speaks' })

/** 'household': safe for everyone in the user's groups (the default); 'me': the user's own allergies only. */
export const SAFETY_SCOPES = ['household', 'me'] as const
export type SafetyScope = (typeof SAFETY_SCOPES)[number]

/** The signed-in user as `GET /api/auth/user` answers it. */
export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  timezone: z.string().nullable(),
  lastPreferencesReset: z.string().nullable(),
  onboardingCompleted: z.boolean(),
  needsOnboarding: z.boolean(),
  /** The steps of the one onboarding still to answer, in order; empty when there is nothing to ask. */
  onboardingSteps: z.array(z.enum(ONBOARDING_STEPS)),
  excludedFoodTypes: z.array(z.string()),
  allergies: z.array(z.string()),
  sensitivities: z.array(z.string()),
  cookingSkillLevel: z.enum(COOKING_SKILL_LEVELS),
  preferredPrepTime: z.number().int(),
  dietaryGoals: z.array(z.string()),
  healthPreferences: z.array(z.string()),
  fridgeInventory: z.array(z.string()),
  cuisinePreferences: z.array(z.string()),
  locationEnabled: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  familyGroups: z.array(FamilyGroupSchema),
  /** Whose allergies lists outside a decision respect: everyone in the user's groups, or "Just for me". */
  safetyScope: z.enum(SAFETY_SCOPES),
  /** How recipe amounts are shown to this person: cups and ounces, or millilitres and grams. */
  unitSystem: z.enum(UNIT_SYSTEMS),
  /** The language of this person's screens, mail and push; null until their browser first says. */
  language: LanguageSchema.nullable(),
  createdAt: z.string(),
})
export type User = z.infer<typeof UserSchema>

/** PUT /api/users/safety-scope: the "Just for me" switch, remembered per person. */
export const SafetyScopeSchema = z.object({
  scope: z.enum(SAFETY_SCOPES, { error: 'Choose household or just for me' }),
})
export type SafetyScopeInput = z.infer<typeof SafetyScopeSchema>

/** PUT /api/user/unit-system: the US / Metric switch on recipes, remembered per person. */
export const UnitSystemSchema = z.object({
  unitSystem: z.enum(UNIT_SYSTEMS, { error: 'Choose US or metric measures' }),
})
export type UnitSystemInput = z.infer<typeof UnitSystemSchema>

/** PUT /api/user/language: the language this person reads Forkcast in, on every device and in mail and push. */
export const LanguageChoiceSchema = z.object({ language: LanguageSchema })
export type LanguageChoice = z.infer<typeof LanguageChoiceSchema>

export const AuthResultSchema = z.object({ isNewUser: z.boolean(), user: UserSchema })
export type AuthResult = z.infer<typeof AuthResultSchema>

/** A confirmed registration: the new account, the page to continue on, and the tier a beta invite gave it. */
export const ConfirmedRegistrationSchema = AuthResultSchema.extend({
  continueTo: z.string().nullable(),
  /** Set when the registration began on a beta invite, claimed as the account was created. */
  betaTierName: z.string().nullable(),
})
export type ConfirmedRegistration = z.infer<typeof ConfirmedRegistrationSchema>

// Id lists may repeat an id (the server de-duplicates), but never grow without bound.
const MAX_LIST_LENGTH = 50

const idList = (label: string, ids: readonly string[]) =>
  z
    .array(
      z.enum(ids, {
        error: (issue) => `${label} has an unknown value: ${JSON.stringify(issue.input)}`,
      }),
      { error: `${label} must be a list` },
    )
    .max(MAX_LIST_LENGTH, `${label} can hold at most ${MAX_LIST_LENGTH} values`)

const freeTextList = (label: string, maxItems: number, maxLength: number) =>
  z
    .array(
      safeString(label, { error: `${label} must be a list of text` })
        .trim()
        .min(1, `${label} cannot contain empty entries`)
        .max(maxLength, `Each entry in ${label} must be at most ${maxLength} characters`),
      { error: `${label} must be a list` },
    )
    .max(maxItems, `${label} can hold at most ${maxItems} entries`)

const AllergyListSchema = freeTextList('Allergies', MAX_ALLERGY_ENTRIES, ALLERGY_ENTRY_MAX_LENGTH)
const SensitivityListSchema = freeTextList('Sensitivities', MAX_ALLERGY_ENTRIES, ALLERGY_ENTRY_MAX_LENGTH)

export const CookingSkillLevelSchema = z.enum(COOKING_SKILL_LEVELS, {
  error: 'Cooking skill level must be beginner, intermediate or advanced',
})

/**
 * `PUT /api/user/preferences`: the cuisines never to show, and optionally the cuisines enjoyed (asked by the
 * old six-step setup; the page shows them so they can be removed).
 */
export const FoodPreferencesSchema = z.object({
  excludedFoodTypes: idList('Excluded food types', EXCLUDABLE_CUISINE_IDS),
  cuisinePreferences: idList('Cuisines you enjoy', ONBOARDING_CUISINE_IDS).optional(),
})
export type FoodPreferences = z.infer<typeof FoodPreferencesSchema>

/** `PUT /api/user/allergies`: both lists replace what is stored, in normal form. */
export const AllergiesSchema = z.object({
  allergies: AllergyListSchema,
  sensitivities: SensitivityListSchema,
})
export type Allergies = z.infer<typeof AllergiesSchema>

const PreferredPrepTimeSchema = z.literal(PREP_TIME_OPTIONS, {
  error: `Preferred prep time must be ${PREP_TIME_OPTIONS.join(', ')} minutes`,
})

/** `PATCH /api/user/meal-preferences`: only the fields sent change. */
export const MealPreferencesSchema = z.object({
  cookingSkillLevel: CookingSkillLevelSchema.optional(),
  preferredPrepTime: PreferredPrepTimeSchema.optional(),
  dietaryGoals: idList('Dietary goals', MEAL_DIETARY_GOAL_IDS).optional(),
  /**
   * The goals outside this page's list to keep (the old wizards offered them): sent by the page, which shows
   * them so they can be removed. Left out, such goals stay as they are.
   */
  otherDietaryGoals: idList('Other dietary goals', DIETARY_GOAL_IDS).optional(),
  /** Health preferences from the old four-step wizard, shown on the page for the same reason. */
  healthPreferences: idList('Health preferences', HEALTH_PREFERENCE_IDS).optional(),
  fridgeInventory: freeTextList('Fridge inventory', MAX_FRIDGE_ITEMS, FRIDGE_ITEM_MAX_LENGTH).optional(),
})
export type MealPreferences = z.infer<typeof MealPreferencesSchema>

/** Wizard 1's answers (spec 3 'Preferences object'); `healthyPreferences` is the spec's spelling. */
export const OnboardingPreferencesSchema = z.object({
  cookingSkillLevel: CookingSkillLevelSchema,
  preferredPrepTime: z
    .number({ error: 'Preferred prep time must be a whole number of minutes' })
    .int('Preferred prep time must be a whole number of minutes')
    .min(1, 'Preferred prep time must be at least 1 minute')
    .max(MAX_PREP_TIME, `Preferred prep time must be at most ${MAX_PREP_TIME} minutes`)
    .default(DEFAULT_PREP_TIME),
  allergies: AllergyListSchema.default([]),
  sensitivities: SensitivityListSchema.default([]),
  healthyPreferences: idList('Health preferences', HEALTH_PREFERENCE_IDS).default([]),
  dietaryGoals: idList('Dietary goals', ONBOARDING_V1_DIETARY_GOAL_IDS).default([]),
})
export type OnboardingPreferences = z.infer<typeof OnboardingPreferencesSchema>

/** `POST /api/auth/complete-onboarding` (wizard 1). */
export const CompleteOnboardingSchema = z.object({ preferences: OnboardingPreferencesSchema })
/** What the web sends: lists left out default to empty. */
export type CompleteOnboardingRequest = z.input<typeof CompleteOnboardingSchema>

/** `POST /api/user/onboarding-complete` (wizard 2). */
export const OnboardingAnswersSchema = z.object({
  cuisinePreferences: idList('Cuisine preferences', ONBOARDING_CUISINE_IDS).default([]),
  dietaryGoals: idList('Dietary goals', ONBOARDING_V2_DIETARY_GOAL_IDS).default([]),
  allergies: AllergyListSchema.default([]),
  sensitivities: SensitivityListSchema.default([]),
  locationEnabled: z.boolean({ error: 'Location enabled must be true or false' }).optional(),
})
export type OnboardingAnswers = z.infer<typeof OnboardingAnswersSchema>
export type OnboardingAnswersRequest = z.input<typeof OnboardingAnswersSchema>

/** Onboarding's group step: the person creates a group, joins one by code, or leaves it for later. */
export const OnboardingGroupSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('skip') }),
    z.object({ action: z.literal('create'), name: GroupNameSchema.shape.name }),
    z.object({ action: z.literal('join'), inviteCode: InviteCodeSchema }),
  ],
  { error: 'Group choice must be create, join or skip' },
)
export type OnboardingGroup = z.infer<typeof OnboardingGroupSchema>

/**
 * `POST /api/user/onboarding`: every answer of the one onboarding in one call (decision 022). Only steps
 * still due are written; a field left out keeps what is stored (a new account's defaults).
 */
export const OnboardingSchema = z.object({
  excludedFoodTypes: idList('Cuisines to avoid', EXCLUDABLE_CUISINE_IDS).optional(),
  /** Optional, asked on the cuisines step (decision 041); recommendations favour these cuisines. */
  cuisinePreferences: idList('Cuisines you enjoy', ONBOARDING_CUISINE_IDS).optional(),
  allergies: AllergyListSchema.optional(),
  sensitivities: SensitivityListSchema.optional(),
  cookingSkillLevel: CookingSkillLevelSchema.optional(),
  preferredPrepTime: PreferredPrepTimeSchema.optional(),
  dietaryGoals: idList('Dietary goals', MEAL_DIETARY_GOAL_IDS).optional(),
  /** Optional, asked on the goals step (decision 041). */
  healthPreferences: idList('Health preferences', HEALTH_PREFERENCE_IDS).optional(),
  group: OnboardingGroupSchema.optional(),
})
export type Onboarding = z.infer<typeof OnboardingSchema>
export type OnboardingRequest = z.input<typeof OnboardingSchema>

/** `PUT /api/user/location`: where restaurant searches start. */
export const LocationSchema = z.object({
  latitude: z
    .number({ error: 'Latitude must be a number' })
    .min(-90, 'Latitude must be between -90 and 90')
    .max(90, 'Latitude must be between -90 and 90'),
  longitude: z
    .number({ error: 'Longitude must be a number' })
    .min(-180, 'Longitude must be between -180 and 180')
    .max(180, 'Longitude must be between -180 and 180'),
})
export type Location = z.infer<typeof LocationSchema>
