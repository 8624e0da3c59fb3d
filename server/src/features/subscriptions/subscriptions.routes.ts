import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CancelSubscriptionResultSchema,
  CheckoutUrlSchema,
  CreateCheckoutSchema,
  ResumeSubscriptionResultSchema,
  SetPlanCoverSchema,
  SubscriptionInfoQuerySchema,
  SubscriptionInfoSchema,
  TestCheckoutParamsSchema,
  TestCheckoutSchema,
  TiersSchema,
} from '@forkcast/contract/subscriptions.schemas'
import { requireUser } from '../../plugins/auth'
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

const tags = ['subscriptions']

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  // A bad TIERS_FILE or half a Stripe setup stops the boot, naming what is wrong.
  getTiers(app.ctx.config)
  assertBillingConfig(app.ctx.config)

  app.get(
    '/subscription/tiers',
    {
      schema: {
        tags,
        summary: 'Every plan: name, monthly price, limits and features',
        response: { 200: TiersSchema },
      },
    },
    async () => getTiers(app.ctx.config),
  )

  app.get(
    '/subscription/info',
    {
      schema: {
        tags,
        summary: "The caller's plan, today's usage and limits (in one of their groups, with groupId)",
        querystring: SubscriptionInfoQuerySchema,
        response: { 200: SubscriptionInfoSchema },
      },
    },
    async (request) => getSubscriptionInfo(app.ctx, requireUser(request).id, request.query.groupId),
  )

  app.post(
    '/create-checkout-session',
    {
      schema: {
        tags,
        summary: 'Start checkout for Plus or Premium; answers the page to send the browser to',
        body: CreateCheckoutSchema,
        response: { 200: CheckoutUrlSchema },
      },
    },
    async (request) =>
      createCheckout(app.ctx, {
        userId: requireUser(request).id,
        tier: request.body.tier,
        groupId: request.body.groupId,
        returnTo: request.body.returnTo,
        origin: app.ctx.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`,
      }),
  )

  app.put(
    '/subscription/cover',
    {
      schema: {
        tags,
        summary: "Choose which of the payer's groups the plan covers (every member gets its features there)",
        body: SetPlanCoverSchema,
        response: { 200: SubscriptionInfoSchema },
      },
    },
    async (request) =>
      setPlanCover(app.ctx, { userId: requireUser(request).id, groupId: request.body.groupId }),
  )

  app.post(
    '/cancel-subscription',
    {
      schema: {
        tags,
        summary: 'Cancel at the end of the paid period (the plan lasts until then)',
        body: z.object({}).passthrough().optional(),
        response: { 200: CancelSubscriptionResultSchema },
      },
    },
    async (request) => cancelSubscription(app.ctx, { userId: requireUser(request).id }),
  )

  app.post(
    '/resume-subscription',
    {
      schema: {
        tags,
        summary: 'Take back a cancellation before the period ends: the plan renews again',
        body: z.object({}).passthrough().optional(),
        response: { 200: ResumeSubscriptionResultSchema },
      },
    },
    async (request) => resumeSubscription(app.ctx, { userId: requireUser(request).id }),
  )

  app.get(
    '/billing/test-checkout/:id',
    {
      schema: {
        tags,
        summary: 'A test-mode checkout of the caller (no card is charged)',
        params: TestCheckoutParamsSchema,
        response: { 200: TestCheckoutSchema },
      },
    },
    async (request) => getTestCheckout(app.ctx, { userId: requireUser(request).id, id: request.params.id }),
  )

  for (const [action, outcome] of [
    ['pay', 'paid'],
    ['cancel', 'cancelled'],
  ] as const) {
    app.post(
      `/billing/test-checkout/:id/${action}`,
      {
        schema: {
          tags,
          summary:
            outcome === 'paid'
              ? 'Test mode: pay without a card; fulfils like a completed Stripe checkout'
              : 'Test mode: abandon the checkout',
          params: TestCheckoutParamsSchema,
          response: { 200: TestCheckoutSchema },
        },
      },
      async (request) =>
        finishTestCheckout(app.ctx, { userId: requireUser(request).id, id: request.params.id, outcome }),
    )
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

  app.post(
    '/webhook',
    {
      schema: {
        tags,
        summary: 'Stripe events, verified with STRIPE_WEBHOOK_SECRET and applied once per event id',
        response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
      },
    },
    async (request) => {
      const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.from('')
      const signature = request.headers['stripe-signature']
      return handleStripeWebhook(app.ctx, {
        payload,
        signature: typeof signature === 'string' ? signature : undefined,
        log: request.log,
      })
    },
  )
}
