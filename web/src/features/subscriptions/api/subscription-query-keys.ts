/** Each key starts with the API path it reads. */
export const subscriptionQueryKeys = {
  info: ['/api/subscription/info'],
  tiers: ['/api/subscription/tiers'],
  testCheckout: (id: string) => ['/api/billing/test-checkout', id],
} as const
