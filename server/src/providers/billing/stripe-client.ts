import type Stripe from 'stripe'
import type { Config } from '../../config'
import { lazyPackage } from '../../lib/lazy-package'

// Most servers run without a Stripe key: the SDK is loaded on the first payment or webhook.
const loadStripe = lazyPackage<typeof Stripe>('stripe')

export interface BillingProvider {
  /** The Stripe SDK for the configured key, made on first use; throws when no key is set. */
  stripe(): Stripe
}

/** Stripe for this config's key; STRIPE_API_BASE_URL (tests) points it at a local fake API. */
export function createBillingProvider(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE_URL'>,
): BillingProvider {
  let client: Stripe | null = null
  const create = (): Stripe => {
    const key = config.STRIPE_SECRET_KEY
    if (!key) throw new Error('STRIPE_SECRET_KEY is not set')
    const base = config.STRIPE_API_BASE_URL ? new URL(config.STRIPE_API_BASE_URL) : null
    return new (loadStripe())(key, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol === 'https:' ? 'https' : 'http',
            maxNetworkRetries: 0,
          }
        : {}),
    })
  }
  return { stripe: () => (client ??= create()) }
}

/** How far a signature's timestamp may be from our clock, either way (Stripe's own default). */
export const SIGNATURE_TOLERANCE_SECONDS = 300

/**
 * Checks the Stripe-Signature header over the exact bytes received; throws when it does not match or is dated
 * outside the tolerance. The SDK only refuses old timestamps, so a signature dated in the future is refused here.
 */
export const verifyStripeEvent = (
  payload: Buffer,
  signature: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Stripe.Event => {
  const event = loadStripe().webhooks.constructEvent(payload, signature, secret, SIGNATURE_TOLERANCE_SECONDS)
  const timestamp = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1])
  if (!Number.isFinite(timestamp) || timestamp - nowSeconds > SIGNATURE_TOLERANCE_SECONDS) {
    throw new Error('The Stripe signature is dated outside the tolerance')
  }
  return event
}

export type { Stripe }
