import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SubscriptionInfo } from '@forkcast/contract/subscriptions.schemas'
import { startFakeStripe, toStripeSubscription, type FakeStripe } from '../../testing/fake-stripe'
import { registerUser, startTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let stripe: FakeStripe
const DAY_S = 24 * 60 * 60
let clock = new Date('2026-03-01T12:00:00Z')

beforeAll(async () => {
  stripe = await startFakeStripe()
  t = await startTestApp({
    env: {
      AUTH_RATE_LIMIT_PER_IP: '100000',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_PRICE_PLUS: 'price_plus_monthly',
      STRIPE_PRICE_PREMIUM: 'price_premium_monthly',
      STRIPE_API_BASE_URL: stripe.url,
    },
  })
  t.app.ctx.now = () => clock
})
afterAll(async () => {
  await t.close()
  await stripe.close()
})

let eventCounter = 0
const sendEvent = async (
  type: string,
  object: Record<string, unknown>,
  { id = `evt_${++eventCounter}`, secret = stripe.webhookSecret }: { id?: string; secret?: string } = {},
) => {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(clock.getTime() / 1000),
    livemode: false,
    data: { object },
  })
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret })
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  })
  return { response, id }
}

const infoOf = async (cookie: string) =>
  (await t.app.inject({ url: '/api/subscription/info', headers: { cookie } })).json<SubscriptionInfo>()

let subscriptionCounter = 0
/** A user who completed Stripe checkout for `tier`, as the webhook reports it. */
const subscribedUser = async (tier: 'plus' | 'premium' = 'plus') => {
  const user = await registerUser(t.app)
  subscriptionCounter += 1
  const subscription = stripe.addSubscription({
    id: `sub_${subscriptionCounter}`,
    customer: `cus_${subscriptionCounter}`,
    status: 'active',
    priceId: tier === 'plus' ? 'price_plus_monthly' : 'price_premium_monthly',
    currentPeriodEnd: Math.floor(clock.getTime() / 1000) + 30 * DAY_S,
    cancelAtPeriodEnd: false,
  })
  const session = {
    id: `cs_${subscriptionCounter}`,
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: String(user.userId),
    customer: subscription.customer,
    subscription: subscription.id,
    metadata: { userId: String(user.userId), tier },
  }
  const completed = await sendEvent('checkout.session.completed', session)
  expect(completed.response.statusCode, completed.response.body).toBe(200)
  return { ...user, subscription, session, completedEventId: completed.id }
}

describe('Stripe checkout', () => {
  it('creates a subscription Checkout Session for the tier price and answers its url', async () => {
    const { cookie, userId, email } = await registerUser(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: { cookie },
      payload: { tier: 'premium', tierName: 'Premium', price: 0.01 },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/)
    const call = stripe.calls.findLast((entry) => entry.path === '/v1/checkout/sessions')
    expect(call?.params.get('mode')).toBe('subscription')
    // The server's own price id, whatever price the page sent.
    expect(call?.params.get('line_items[0][price]')).toBe('price_premium_monthly')
    expect(call?.params.get('client_reference_id')).toBe(String(userId))
    expect(call?.params.get('customer_email')).toBe(email)
    expect(call?.params.get('success_url')).toMatch(/\/subscription\?checkout=success$/)
  })

  it('sends the payer back to the page the limit stopped them on, through Stripe’s success and cancel URLs', async () => {
    const { cookie } = await registerUser(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: { cookie },
      payload: { tier: 'plus', returnTo: '/recipes?q=soup' },
    })
    expect(response.statusCode, response.body).toBe(200)
    const call = stripe.calls.findLast((entry) => entry.path === '/v1/checkout/sessions')
    expect(call?.params.get('success_url')).toMatch(
      /^http:\/\/[^/]+\/subscription\?checkout=success&returnTo=%2Frecipes%3Fq%3Dsoup$/,
    )
    expect(call?.params.get('cancel_url')).toMatch(
      /\/subscription\?checkout=cancelled&returnTo=%2Frecipes%3Fq%3Dsoup$/,
    )
  })

  it('refuses a returnTo on another site, and asks Stripe for nothing', async () => {
    const { cookie } = await registerUser(t.app)
    const callsBefore = stripe.calls.length
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: { cookie },
      payload: { tier: 'plus', returnTo: 'https://evil.example/' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().issues[0].path).toBe('returnTo')
    expect(stripe.calls.length).toBe(callsBefore)
  })

  it('refuses the free tier with a 400 naming the field', async () => {
    const { cookie } = await registerUser(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: { cookie },
      payload: { tier: 'free' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().issues[0].path).toBe('tier')
  })
})

describe('Stripe webhooks', () => {
  it('puts the user on the paid tier when checkout.session.completed arrives', async () => {
    const { cookie, subscription } = await subscribedUser('plus')
    const info = await infoOf(cookie)
    expect(info).toMatchObject({ tier: 'plus', status: 'active', cancelAtPeriodEnd: false })
    expect(info.limits.recipeSearches).toBe(100)
    expect(info.currentPeriodEnd).toBe(new Date(subscription.currentPeriodEnd * 1000).toISOString())
  })

  it('answers 400 for a bad signature and changes nothing', async () => {
    const { cookie, userId } = await registerUser(t.app)
    const forged = await sendEvent(
      'checkout.session.completed',
      {
        id: 'cs_forged',
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: String(userId),
        subscription: 'sub_forged',
        metadata: { userId: String(userId), tier: 'premium' },
      },
      { secret: 'whsec_someone_else' },
    )
    expect(forged.response.statusCode).toBe(400)
    expect(forged.response.json().code).toBe('BAD_REQUEST')
    expect((await infoOf(cookie)).tier).toBe('free')

    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        id: 'evt_unsigned',
        type: 'customer.subscription.deleted',
        data: { object: {} },
      }),
    })
    expect(unsigned.statusCode).toBe(400)
  })

  it('ignores a replayed event: the same id changes nothing the second time', async () => {
    const { cookie, session, subscription, completedEventId } = await subscribedUser('plus')
    const deleted = await sendEvent('customer.subscription.deleted', {
      ...toStripeSubscription({ ...subscription, status: 'canceled' }),
    })
    expect(deleted.response.statusCode).toBe(200)
    expect((await infoOf(cookie)).tier).toBe('free')

    const replay = await sendEvent('checkout.session.completed', session, { id: completedEventId })
    expect(replay.response.statusCode).toBe(200)
    expect(replay.response.json()).toEqual({ received: true, duplicate: true })
    expect((await infoOf(cookie)).tier).toBe('free')
  })

  it('follows customer.subscription.updated: a new price changes the tier, a cancellation keeps it until the end', async () => {
    const { cookie, subscription } = await subscribedUser('plus')
    const renewedEnd = subscription.currentPeriodEnd + 30 * DAY_S
    await sendEvent(
      'customer.subscription.updated',
      toStripeSubscription({
        ...subscription,
        priceId: 'price_premium_monthly',
        currentPeriodEnd: renewedEnd,
      }),
    )
    expect(await infoOf(cookie)).toMatchObject({
      tier: 'premium',
      currentPeriodEnd: new Date(renewedEnd * 1000).toISOString(),
    })
    await sendEvent(
      'customer.subscription.updated',
      toStripeSubscription({
        ...subscription,
        priceId: 'price_premium_monthly',
        currentPeriodEnd: renewedEnd,
        cancelAtPeriodEnd: true,
      }),
    )
    expect(await infoOf(cookie)).toMatchObject({ tier: 'premium', cancelAtPeriodEnd: true })
  })

  it('marks the plan past due on invoice.payment_failed, keeping access while Stripe retries', async () => {
    const { cookie, subscription } = await subscribedUser('premium')
    const failed = await sendEvent('invoice.payment_failed', {
      id: 'in_1',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    })
    expect(failed.response.statusCode).toBe(200)
    expect(await infoOf(cookie)).toMatchObject({ tier: 'premium', status: 'past_due' })
  })

  it('acknowledges a completed checkout for an account that no longer exists', async () => {
    const { response } = await sendEvent('checkout.session.completed', {
      id: 'cs_gone',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: '987654',
      subscription: 'sub_gone',
      metadata: { userId: '987654', tier: 'plus' },
    })
    expect(response.statusCode).toBe(200)
  })

  it('acknowledges event types it does not use', async () => {
    const { response } = await sendEvent('customer.created', { id: 'cus_x', object: 'customer' })
    expect(response.statusCode).toBe(200)
  })
})

describe('cancelling a Stripe subscription', () => {
  it('asks Stripe to cancel at period end and keeps the tier until then, then the account is free', async () => {
    const { cookie, subscription } = await subscribedUser('plus')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cancel-subscription',
      headers: { cookie },
      payload: {},
    })
    expect(response.statusCode, response.body).toBe(200)
    const update = stripe.calls.findLast((entry) => entry.path === `/v1/subscriptions/${subscription.id}`)
    expect(update?.method).toBe('POST')
    expect(update?.params.get('cancel_at_period_end')).toBe('true')
    expect(await infoOf(cookie)).toMatchObject({ tier: 'plus', cancelAtPeriodEnd: true })

    const before = clock
    clock = new Date(subscription.currentPeriodEnd * 1000 + 1000)
    try {
      expect(await infoOf(cookie)).toMatchObject({ tier: 'free', cancelAtPeriodEnd: false })
    } finally {
      clock = before
    }
  })
})

describe('resuming a cancelled Stripe subscription', () => {
  it('asks Stripe to renew again (cancel_at_period_end false) and the plan is no longer set to end', async () => {
    const { cookie, subscription } = await subscribedUser('premium')
    await t.app.inject({ method: 'POST', url: '/api/cancel-subscription', headers: { cookie }, payload: {} })
    expect((await infoOf(cookie)).cancelAtPeriodEnd).toBe(true)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/resume-subscription',
      headers: { cookie },
      payload: {},
    })
    expect(response.statusCode, response.body).toBe(200)
    const update = stripe.calls.findLast((entry) => entry.path === `/v1/subscriptions/${subscription.id}`)
    expect(update?.method).toBe('POST')
    expect(update?.params.get('cancel_at_period_end')).toBe('false')
    expect(await infoOf(cookie)).toMatchObject({
      tier: 'premium',
      status: 'active',
      cancelAtPeriodEnd: false,
    })

    // Stripe renews a running subscription, so the plan stays past the old period end.
    const before = clock
    clock = new Date(subscription.currentPeriodEnd * 1000 + 1000)
    try {
      expect((await infoOf(cookie)).tier).toBe('premium')
    } finally {
      clock = before
    }
  })

  it('refuses after the period ended, without calling Stripe', async () => {
    const { cookie, subscription } = await subscribedUser('plus')
    await t.app.inject({ method: 'POST', url: '/api/cancel-subscription', headers: { cookie }, payload: {} })
    const before = clock
    clock = new Date(subscription.currentPeriodEnd * 1000 + 1000)
    try {
      const callsBefore = stripe.calls.length
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/resume-subscription',
        headers: { cookie },
        payload: {},
      })
      expect(response.statusCode).toBe(400)
      expect(stripe.calls.length).toBe(callsBefore)
    } finally {
      clock = before
    }
  })
})
