import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { userEndpoints } from '@forkcast/contract/users.endpoints'
import { endpointRoute } from '../../lib/endpoint-route'
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

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed-out callers learn nothing about the body: 401 comes before validation.
  app.addHook('onRequest', async (request) => void requireUser(request))

  app.route({
    ...endpointRoute(app, userEndpoints.setTimezone),
    handler: async (request) => {
      const user = requireUser(request)
      await setTimezone(app.ctx, { userId: user.id, timezone: request.body.timezone })
      return { success: true as const }
    },
  })

  app.route({
    ...endpointRoute(app, userEndpoints.setSafetyScope),
    handler: async (request) =>
      setSafetyScope(app.ctx, { userId: requireUser(request).id, scope: request.body.scope }),
  })

  app.route({
    ...endpointRoute(app, userEndpoints.setUnitSystem),
    handler: async (request) => setUnitSystem(app.ctx, { userId: requireUser(request).id, ...request.body }),
  })

  app.route({
    ...endpointRoute(app, userEndpoints.updateFoodPreferences),
    handler: async (request) =>
      updateFoodPreferences(app.ctx, { userId: requireUser(request).id, ...request.body }),
  })

  app.route({
    ...endpointRoute(app, userEndpoints.updateAllergies),
    handler: async (request) =>
      updateAllergies(app.ctx, { userId: requireUser(request).id, ...request.body }),
  })

  app.route({
    ...endpointRoute(app, userEndpoints.updateMealPreferences),
    handler: async (request) =>
      updateMealPreferences(app.ctx, { user: requireUser(request), changes: request.body }),
  })

  app.route({
    ...endpointRoute(app, userEndpoints.finishOnboarding),
    handler: async (request) =>
      finishOnboarding(app.ctx, { userId: requireUser(request).id, answers: request.body, ip: request.ip }),
  })

  app.route({
    ...endpointRoute(app, userEndpoints.saveOnboardingAnswers),
    handler: async (request) =>
      saveOnboardingAnswers(app.ctx, { user: requireUser(request), answers: request.body }),
  })

  app.route({
    ...endpointRoute(app, userEndpoints.completeOnboarding),
    handler: async (request) => completeOnboarding(app.ctx, { userId: requireUser(request).id }),
  })

  app.route({
    ...endpointRoute(app, userEndpoints.setLocation),
    handler: async (request) => setLocation(app.ctx, { userId: requireUser(request).id, ...request.body }),
  })

  app.route({
    ...endpointRoute(app, userEndpoints.clearLocation),
    handler: async (request) => clearLocation(app.ctx, { userId: requireUser(request).id }),
  })
}

/** Wizard 1 posts under /api/auth (spec 7), next to the user it unlocks. */
export const onboardingAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => void requireUser(request))

  app.route({
    ...endpointRoute(app, userEndpoints.completePreferencesOnboarding),
    handler: async (request) =>
      completePreferencesOnboarding(app.ctx, {
        user: requireUser(request),
        preferences: request.body.preferences,
      }),
  })
}
