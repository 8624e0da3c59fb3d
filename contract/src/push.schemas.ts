import { z } from 'zod'

export const PushPublicKeySchema = z.object({ publicKey: z.string() })
export type PushPublicKey = z.infer<typeof PushPublicKeySchema>

/** What `PushSubscription.toJSON()` gives in the browser. */
export const PushSubscriptionInputSchema = z.object({
  endpoint: z.url('The push endpoint must be a web address').max(2000),
  keys: z.object({
    p256dh: z.string().min(1, 'The subscription key is missing').max(200),
    auth: z.string().min(1, 'The subscription secret is missing').max(100),
  }),
})
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>

export const PushUnsubscribeSchema = z.object({ endpoint: z.string().max(2000) })
