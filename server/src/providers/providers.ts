import type { Config } from '../config'
import { createBillingProvider, type BillingProvider } from './billing/stripe-client'
import { createLlmClient, type LlmClient } from './llm/chat-completions'
import { createMailer, type Mailer } from './mail/mailer'
import { createPlacesProvider } from './places/create-places-provider'
import type { PlacesProvider } from './places/places-provider'
import { createPushProvider, type PushProvider } from './push/web-push'

/** Every outside service the app talks to, each built once per app from its config (issue 29). */
export interface Providers {
  /** SMTP when configured, else the local outbox. */
  mail: Mailer
  /** Google Places with a key, else OpenStreetMap; one per app, since the Overpass client queues its requests. */
  places: PlacesProvider
  /** An OpenAI-compatible model, or null when none is configured (the built-in recommender stands in). */
  llm: LlmClient | null
  /** Stripe, when a secret key is set. */
  billing: BillingProvider
  push: PushProvider
}

export const createProviders = (config: Config): Providers => ({
  mail: createMailer(config),
  places: createPlacesProvider(config),
  llm: createLlmClient(config),
  billing: createBillingProvider(config),
  push: createPushProvider(),
})
