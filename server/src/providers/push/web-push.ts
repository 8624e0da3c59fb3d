import type webPush from 'web-push'
import { lazyPackage } from '../../lib/lazy-package'

// Loaded with the first push key or message, not at boot.
const loadWebPush = lazyPackage<typeof webPush>('web-push')

interface VapidKeys {
  publicKey: string
  privateKey: string
}

/** What the server needs of Web Push: key pairs, and a message encrypted and signed for one browser. */
export interface PushProvider {
  generateKeys(): VapidKeys
  /** The request to send (endpoint, headers, encrypted body); delivery goes through the SSRF-safe client. */
  prepare(
    subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
    payload: string,
    options: { ttlSeconds: number; subject: string; keys: VapidKeys },
  ): ReturnType<typeof webPush.generateRequestDetails>
}

export const createPushProvider = (): PushProvider => ({
  generateKeys: () => loadWebPush().generateVAPIDKeys(),
  prepare: (subscription, payload, { ttlSeconds, subject, keys }) =>
    loadWebPush().generateRequestDetails(subscription, payload, {
      TTL: ttlSeconds,
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
    }),
})
