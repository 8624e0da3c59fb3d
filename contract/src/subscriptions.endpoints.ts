import { z } from 'zod'
import { defineEndpoint } from './endpoint'
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
} from './subscriptions.schemas'

const tags = ['subscriptions']

// Cancel and resume take no input; an empty JSON object (or nothing) is accepted.
const NoInputBodySchema = z.object({}).passthrough().optional()

/** Plans, the caller's plan and usage, checkout, cancelling and resuming, and the test-mode checkout. */
export const subscriptionEndpoints = {
  tiers: defineEndpoint({
    method: 'GET',
    path: '/api/subscription/tiers',
    tags,
    access: 'public',
    summary: 'Every plan: name, monthly price, limits and features',
    responses: { 200: TiersSchema },
  }),
  info: defineEndpoint({
    method: 'GET',
    path: '/api/subscription/info',
    tags,
    summary: "The caller's plan, today's usage and limits (in one of their groups, with groupId)",
    query: SubscriptionInfoQuerySchema,
    responses: { 200: SubscriptionInfoSchema },
  }),
  createCheckout: defineEndpoint({
    method: 'POST',
    path: '/api/create-checkout-session',
    tags,
    summary: 'Start checkout for Plus or Premium; answers the page to send the browser to',
    body: CreateCheckoutSchema,
    responses: { 200: CheckoutUrlSchema },
  }),
  setCover: defineEndpoint({
    method: 'PUT',
    path: '/api/subscription/cover',
    tags,
    summary: "Choose which of the payer's groups the plan covers (every member gets its features there)",
    body: SetPlanCoverSchema,
    responses: { 200: SubscriptionInfoSchema },
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/cancel-subscription',
    tags,
    summary: 'Cancel at the end of the paid period (the plan lasts until then)',
    body: NoInputBodySchema,
    responses: { 200: CancelSubscriptionResultSchema },
  }),
  resume: defineEndpoint({
    method: 'POST',
    path: '/api/resume-subscription',
    tags,
    summary: 'Take back a cancellation before the period ends: the plan renews again',
    body: NoInputBodySchema,
    responses: { 200: ResumeSubscriptionResultSchema },
  }),
  testCheckout: defineEndpoint({
    method: 'GET',
    path: '/api/billing/test-checkout/:id',
    tags,
    summary: 'A test-mode checkout of the caller (no card is charged)',
    params: TestCheckoutParamsSchema,
    responses: { 200: TestCheckoutSchema },
  }),
  payTestCheckout: defineEndpoint({
    method: 'POST',
    path: '/api/billing/test-checkout/:id/pay',
    tags,
    summary: 'Test mode: pay without a card; fulfils like a completed Stripe checkout',
    params: TestCheckoutParamsSchema,
    responses: { 200: TestCheckoutSchema },
  }),
  cancelTestCheckout: defineEndpoint({
    method: 'POST',
    path: '/api/billing/test-checkout/:id/cancel',
    tags,
    summary: 'Test mode: abandon the checkout',
    params: TestCheckoutParamsSchema,
    responses: { 200: TestCheckoutSchema },
  }),
}

/** Stripe's calls to us; the body is read as raw bytes for the signature, so no body schema is declared. */
export const stripeWebhookEndpoints = {
  receive: defineEndpoint({
    method: 'POST',
    path: '/api/stripe/webhook',
    tags,
    access: 'public',
    summary: 'Stripe events, verified with STRIPE_WEBHOOK_SECRET and applied once per event id',
    responses: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
  }),
}
