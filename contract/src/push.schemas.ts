import { z } from 'zod'
import { safeString } from './common.schemas'

export const PushPublicKeySchema = z.object({ publicKey: z.string() })
export type PushPublicKey = z.infer<typeof PushPublicKeySchema>

/** What `PushSubscription.toJSON()` gives in the browser. */
export const PushSubscriptionInputSchema = z.object({
  endpoint: safeString('endpoint').pipe(z.url('The push endpoint must be a web address').max(2000)),
  keys: z.object({
    p256dh: safeString('p256dh').min(1, 'The subscription key is missing').max(200),
    auth: safeString('auth').min(1, 'The subscription secret is missing').max(100),
  }),
})
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>

export const PushUnsubscribeSchema = z.object({ endpoint: safeString('endpoint').max(2000) })
