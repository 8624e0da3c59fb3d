import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { TimezoneSchema } from '@forkcast/contract/auth.schemas'
import { SuccessSchema } from '@forkcast/contract/common.schemas'
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
  UserSchema,
} from '@forkcast/contract/users.schemas'
import { requireUser } from '../../plugins/auth'
import { finishOnboarding } from './onboarding.service'
import {
  clearLocation,
  completeOnboarding,
  completePreferencesOnboarding,
  saveOnboardingAnswers,
  setLocation,
  setSafetyScope,
  setTimezone,
  setUnitSystem,
  updateAllergies,
  updateFoodPreferences,
  updateMealPreferences,
} from './users.service'

const tags = ['users']
const userResponse = { 200: UserSchema }

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed-out callers learn nothing about the body: 401 comes before validation.
  app.addHook('onRequest', async (request) => void requireUser(request))

  app.put(
    '/timezone',
    {
      schema: {
        tags,
        summary: 'Store the browser time zone',
        body: TimezoneSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      const user = requireUser(request)
      await setTimezone(app.ctx, { userId: user.id, timezone: request.body.timezone })
      return { success: true as const }
    },
  )

  app.put(
    '/safety-scope',
    {
      schema: {
        tags,
        summary:
          'Lists outside a decision: safe for everyone in your groups (household) or for you alone (me)',
        body: SafetyScopeSchema,
        response: userResponse,
      },
    },
    async (request) =>
      setSafetyScope(app.ctx, { userId: requireUser(request).id, scope: request.body.scope }),
  )

  app.put(
    '/unit-system',
    {
      schema: {
        tags,
        summary: 'Show recipe amounts in US measures (cups, oz) or metric (ml, g)',
        body: UnitSystemSchema,
        response: userResponse,
      },
    },
    async (request) => setUnitSystem(app.ctx, { userId: requireUser(request).id, ...request.body }),
  )

  app.put(
    '/preferences',
    {
      schema: {
        tags,
        summary: 'Replace the cuisines and food types never to show',
        body: FoodPreferencesSchema,
        response: userResponse,
      },
    },
    async (request) => updateFoodPreferences(app.ctx, { userId: requireUser(request).id, ...request.body }),
  )

  app.put(
    '/allergies',
    {
      schema: {
        tags,
        summary: 'Replace allergies and sensitivities (stored as canonical ids where recognised)',
        body: AllergiesSchema,
        response: userResponse,
      },
    },
    async (request) => updateAllergies(app.ctx, { userId: requireUser(request).id, ...request.body }),
  )

  app.patch(
    '/meal-preferences',
    {
      schema: {
        tags,
        summary: 'Change cooking skill, prep time, dietary goals or fridge inventory (only the fields sent)',
        body: MealPreferencesSchema,
        response: userResponse,
      },
    },
    async (request) => updateMealPreferences(app.ctx, { user: requireUser(request), changes: request.body }),
  )

  app.post(
    '/onboarding',
    {
      schema: {
        tags,
        summary:
          'Store every answer of the one onboarding (cuisines to avoid, allergies, skill and time, goals, group) at once',
        description:
          'Only steps still due (user.onboardingSteps) are written; a call with nothing due changes nothing.',
        body: OnboardingSchema,
        response: userResponse,
      },
    },
    async (request) =>
      finishOnboarding(app.ctx, { userId: requireUser(request).id, answers: request.body, ip: request.ip }),
  )

  app.post(
    '/onboarding-complete',
    {
      schema: {
        tags,
        summary: 'Store the answers of the six-step onboarding and mark it completed',
        body: OnboardingAnswersSchema,
        response: userResponse,
      },
    },
    async (request) => saveOnboardingAnswers(app.ctx, { user: requireUser(request), answers: request.body }),
  )

  app.post(
    '/complete-onboarding',
    {
      schema: {
        tags,
        summary: 'Mark the six-step onboarding completed',
        body: z.object({}).nullish(),
        response: userResponse,
      },
    },
    async (request) => completeOnboarding(app.ctx, { userId: requireUser(request).id }),
  )

  app.put(
    '/location',
    {
      schema: {
        tags,
        summary: 'Store where restaurant searches start',
        body: LocationSchema,
        response: userResponse,
      },
    },
    async (request) => setLocation(app.ctx, { userId: requireUser(request).id, ...request.body }),
  )

  app.delete(
    '/location',
    { schema: { tags, summary: 'Forget the stored location', response: userResponse } },
    async (request) => clearLocation(app.ctx, { userId: requireUser(request).id }),
  )
}

/** Wizard 1 posts under /api/auth (spec 7), next to the user it unlocks. */
export const onboardingAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => void requireUser(request))

  app.post(
    '/complete-onboarding',
    {
      schema: {
        tags,
        summary: 'Store the four-step onboarding preferences and let the user into the app',
        body: CompleteOnboardingSchema,
        response: userResponse,
      },
    },
    async (request) =>
      completePreferencesOnboarding(app.ctx, {
        user: requireUser(request),
        preferences: request.body.preferences,
      }),
  )
}
