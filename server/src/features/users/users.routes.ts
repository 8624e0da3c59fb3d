import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { userEndpoints } from '@forkcast/contract/users.endpoints'
import { endpointRoute } from '../../lib/endpoint-route'
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
  setLanguage,
  updateAllergies,
  updateFoodPreferences,
  updateMealPreferences,
} from './users.service'

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed-out callers learn nothing about the body: 401 comes before validation.

  app.route({
    ...endpointRoute(app, userEndpoints.setTimezone),
    handler: async (request) => {
      const user = request.signedInUser
      await setTimezone(app.ctx, { userId: user.id, timezone: request.body.timezone })
      return { success: true as const }
    },
  })

  app.route({
    ...endpointRoute(app, userEndpoints.setSafetyScope),
    handler: async (request) =>
      setSafetyScope(app.ctx, { userId: request.signedInUser.id, scope: request.body.scope }),
  })

  app.route({
    ...endpointRoute(app, userEndpoints.setUnitSystem),
    handler: async (request) => setUnitSystem(app.ctx, { userId: request.signedInUser.id, ...request.body }),
  })

  app.route({
    ...endpointRoute(app, userEndpoints.setLanguage),
    handler: async (request) => setLanguage(app.ctx, { userId: request.signedInUser.id, ...request.body }),
  })

  app.route({
    ...endpointRoute(app, userEndpoints.updateFoodPreferences),
    handler: async (request) =>
      updateFoodPreferences(app.ctx, { userId: request.signedInUser.id, ...request.body }),
  })

  app.route({
    ...endpointRoute(app, userEndpoints.updateAllergies),
    handler: async (request) =>
      updateAllergies(app.ctx, { userId: request.signedInUser.id, ...request.body }),
  })

  app.route({
    ...endpointRoute(app, userEndpoints.updateMealPreferences),
    handler: async (request) =>
      updateMealPreferences(app.ctx, { user: request.signedInUser, changes: request.body }),
  })

  app.route({
    ...endpointRoute(app, userEndpoints.finishOnboarding),
    handler: async (request) =>
      finishOnboarding(app.ctx, { userId: request.signedInUser.id, answers: request.body, ip: request.ip }),
  })

  app.route({
    ...endpointRoute(app, userEndpoints.saveOnboardingAnswers),
    handler: async (request) =>
      saveOnboardingAnswers(app.ctx, { user: request.signedInUser, answers: request.body }),
  })

  app.route({
    ...endpointRoute(app, userEndpoints.completeOnboarding),
    handler: async (request) => completeOnboarding(app.ctx, { userId: request.signedInUser.id }),
  })

  app.route({
    ...endpointRoute(app, userEndpoints.setLocation),
    handler: async (request) => setLocation(app.ctx, { userId: request.signedInUser.id, ...request.body }),
  })

  app.route({
    ...endpointRoute(app, userEndpoints.clearLocation),
    handler: async (request) => clearLocation(app.ctx, { userId: request.signedInUser.id }),
  })
}

/** Wizard 1 posts under /api/auth (spec 7), next to the user it unlocks. */
export const onboardingAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, userEndpoints.completePreferencesOnboarding),
    handler: async (request) =>
      completePreferencesOnboarding(app.ctx, {
        user: request.signedInUser,
        preferences: request.body.preferences,
      }),
  })
}
