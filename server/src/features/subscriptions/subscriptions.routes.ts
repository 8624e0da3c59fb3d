import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { stripeWebhookEndpoints, subscriptionEndpoints } from '@forkcast/contract/subscriptions.endpoints'
import { endpointRoute } from '../../lib/endpoint-route'
import {
  assertBillingConfig,
  cancelSubscription,
  createCheckout,
  finishTestCheckout,
  getTestCheckout,
  handleStripeWebhook,
  resumeSubscription,
} from './billing.service'
import { getSubscriptionInfo, setPlanCover } from './subscriptions.service'
import { getTiers } from './tiers'

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  // A bad TIERS_FILE or half a Stripe setup stops the boot, naming what is wrong.
  getTiers(app.ctx.config)
  assertBillingConfig(app.ctx.config)

  app.route({
    ...endpointRoute(app, subscriptionEndpoints.tiers),
    handler: async () => getTiers(app.ctx.config),
  })

  app.route({
    ...endpointRoute(app, subscriptionEndpoints.info),
    handler: async (request) => getSubscriptionInfo(app.ctx, request.signedInUser.id, request.query.groupId),
  })

  app.route({
    ...endpointRoute(app, subscriptionEndpoints.createCheckout),
    handler: async (request) =>
      createCheckout(app.ctx, {
        userId: request.signedInUser.id,
        tier: request.body.tier,
        groupId: request.body.groupId,
        returnTo: request.body.returnTo,
        origin: app.ctx.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`,
      }),
  })

  app.route({
    ...endpointRoute(app, subscriptionEndpoints.setCover),
    handler: async (request) =>
      setPlanCover(app.ctx, { userId: request.signedInUser.id, groupId: request.body.groupId }),
  })

  app.route({
    ...endpointRoute(app, subscriptionEndpoints.cancel),
    handler: async (request) => cancelSubscription(app.ctx, { userId: request.signedInUser.id }),
  })

  app.route({
    ...endpointRoute(app, subscriptionEndpoints.resume),
    handler: async (request) => resumeSubscription(app.ctx, { userId: request.signedInUser.id }),
  })

  app.route({
    ...endpointRoute(app, subscriptionEndpoints.testCheckout),
    handler: async (request) =>
      getTestCheckout(app.ctx, { userId: request.signedInUser.id, id: request.params.id }),
  })

  for (const [endpoint, outcome] of [
    [subscriptionEndpoints.payTestCheckout, 'paid'],
    [subscriptionEndpoints.cancelTestCheckout, 'cancelled'],
  ] as const) {
    app.route({
      ...endpointRoute(app, endpoint),
      handler: async (request) =>
        finishTestCheckout(app.ctx, { userId: request.signedInUser.id, id: request.params.id, outcome }),
    })
  }
}

/** POST /api/stripe/webhook: its own plugin, so only this route reads the body as raw bytes. */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json')
  // The signature covers the exact bytes Stripe sent; parsing JSON first would break it.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (_request, body, done) => done(null, body),
  )

  app.route({
    ...endpointRoute(app, stripeWebhookEndpoints.receive),
    handler: async (request) => {
      const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.from('')
      const signature = request.headers['stripe-signature']
      return handleStripeWebhook(app.ctx, {
        payload,
        signature: typeof signature === 'string' ? signature : undefined,
        log: request.log,
      })
    },
  })
}
