import type { Config } from '../../config'

export type BillingMode = 'stripe' | 'test' | 'off'

/**
 * stripe with a secret key; otherwise the built-in test checkout, except in production where it needs
 * BILLING_TEST_MODE=1 so a real deployment never hands out paid plans for free by accident.
 */
export const billingMode = (
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'NODE_ENV' | 'BILLING_TEST_MODE'>,
): BillingMode => {
  if (config.STRIPE_SECRET_KEY) return 'stripe'
  if (config.NODE_ENV !== 'production' || config.BILLING_TEST_MODE === '1') return 'test'
  return 'off'
}
