/** Each key starts with the API path it reads. */
export const subscriptionQueryKeys = {
  info: ['/api/subscription/info'],
  infoInGroup: (groupId: number) => ['/api/subscription/info', groupId],
  tiers: ['/api/subscription/tiers'],
  testCheckout: (id: string) => ['/api/billing/test-checkout', id],
} as const
