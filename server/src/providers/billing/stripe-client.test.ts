import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { SIGNATURE_TOLERANCE_SECONDS, verifyStripeEvent } from './stripe-client'

const secret = 'whsec_test_future'
const payload = JSON.stringify({ id: 'evt_future', object: 'event', type: 'ping', data: { object: {} } })
const now = Math.floor(Date.now() / 1000)
const signedAt = (timestamp: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp })

describe('Stripe webhook signatures', () => {
  it('accept a signature dated now and one a little ahead of our clock', () => {
    expect(verifyStripeEvent(Buffer.from(payload), signedAt(now), secret, now).id).toBe('evt_future')
    expect(verifyStripeEvent(Buffer.from(payload), signedAt(now + 60), secret, now).id).toBe('evt_future')
  })

  it('refuse a signature dated further in the future than the tolerance, as one too far in the past', () => {
    const future = signedAt(now + SIGNATURE_TOLERANCE_SECONDS + 60)
    expect(() => verifyStripeEvent(Buffer.from(payload), future, secret, now)).toThrow(/tolerance/)
    const days = signedAt(now + 3 * 24 * 60 * 60)
    expect(() => verifyStripeEvent(Buffer.from(payload), days, secret, now)).toThrow()
    const past = signedAt(now - SIGNATURE_TOLERANCE_SECONDS - 60)
    expect(() => verifyStripeEvent(Buffer.from(payload), past, secret, now)).toThrow()
  })
})
