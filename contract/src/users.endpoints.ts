import { z } from 'zod'
import { TimezoneSchema } from './auth.schemas'
import { SuccessSchema } from './common.schemas'
import { defineEndpoint } from './endpoint'
import {
  AllergiesSchema,
  CompleteOnboardingSchema,
  FoodPreferencesSchema,
  LocationSchema,
  MealPreferencesSchema,
  OnboardingAnswersSchema,
  OnboardingSchema,
  SafetyScopeSchema,
  UnitSystemSchema,
  LanguageChoiceSchema,
  UserSchema,
} from './users.schemas'

const tags = ['users']
const userResponse = { 200: UserSchema }

/** The signed-in user's own settings and onboarding; each write answers the updated user. */
export const userEndpoints = {
  setTimezone: defineEndpoint({
    method: 'PUT',
    path: '/api/user/timezone',
    tags,
    summary: 'Store the browser time zone',
    body: TimezoneSchema,
    responses: { 200: SuccessSchema },
  }),
  setSafetyScope: defineEndpoint({
    method: 'PUT',
    path: '/api/user/safety-scope',
    tags,
    summary: 'Lists outside a decision: safe for everyone in your groups (household) or for you alone (me)',
    body: SafetyScopeSchema,
    responses: userResponse,
  }),
  setUnitSystem: defineEndpoint({
    method: 'PUT',
    path: '/api/user/unit-system',
    tags,
    summary: 'Show recipe amounts in US measures (cups, oz) or metric (ml, g)',
    body: UnitSystemSchema,
    responses: userResponse,
  }),
  setLanguage: defineEndpoint({
    method: 'PUT',
    path: '/api/user/language',
    tags,
    summary: 'The language this person reads Forkcast in: screens, mail and push',
    body: LanguageChoiceSchema,
    responses: userResponse,
  }),
  updateFoodPreferences: defineEndpoint({
    method: 'PUT',
    path: '/api/user/preferences',
    tags,
    summary: 'Replace the cuisines and food types never to show',
    body: FoodPreferencesSchema,
    responses: userResponse,
  }),
  updateAllergies: defineEndpoint({
    method: 'PUT',
    path: '/api/user/allergies',
    tags,
    summary: 'Replace allergies and sensitivities (stored as canonical ids where recognised)',
    body: AllergiesSchema,
    responses: userResponse,
  }),
  updateMealPreferences: defineEndpoint({
    method: 'PATCH',
    path: '/api/user/meal-preferences',
    tags,
    summary: 'Change cooking skill, prep time, dietary goals or fridge inventory (only the fields sent)',
    body: MealPreferencesSchema,
    responses: userResponse,
  }),
  finishOnboarding: defineEndpoint({
    method: 'POST',
    path: '/api/user/onboarding',
    tags,
    summary:
      'Store every answer of the one onboarding (cuisines to avoid, allergies, skill and time, goals, group) at once',
    description:
      'Only steps still due (user.onboardingSteps) are written; a call with nothing due changes nothing.',
    body: OnboardingSchema,
    responses: userResponse,
  }),
  saveOnboardingAnswers: defineEndpoint({
    method: 'POST',
    path: '/api/user/onboarding-complete',
    tags,
    summary: 'Store the answers of the six-step onboarding and mark it completed',
    body: OnboardingAnswersSchema,
    responses: userResponse,
  }),
  completeOnboarding: defineEndpoint({
    method: 'POST',
    path: '/api/user/complete-onboarding',
    tags,
    summary: 'Mark the six-step onboarding completed',
    body: z.object({}).nullish(),
    responses: userResponse,
  }),
  setLocation: defineEndpoint({
    method: 'PUT',
    path: '/api/user/location',
    tags,
    summary: 'Store where restaurant searches start',
    body: LocationSchema,
    responses: userResponse,
  }),
  clearLocation: defineEndpoint({
    method: 'DELETE',
    path: '/api/user/location',
    tags,
    summary: 'Forget the stored location',
    responses: userResponse,
  }),
  /** Wizard 1 posts under /api/auth (spec 7), next to the user it unlocks. */
  completePreferencesOnboarding: defineEndpoint({
    method: 'POST',
    path: '/api/auth/complete-onboarding',
    tags,
    summary: 'Store the four-step onboarding preferences and let the user into the app',
    body: CompleteOnboardingSchema,
    responses: userResponse,
  }),
}
