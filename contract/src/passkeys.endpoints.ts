import { SuccessSchema } from './common.schemas'
import { defineEndpoint } from './endpoint'
import {
  PasskeyListSchema,
  PasskeyParamsSchema,
  PasskeyRegistrationSchema,
  PasskeyRegistrationStartSchema,
  PasskeySchema,
  PasskeySignInSchema,
  PasskeySignInStartSchema,
} from './passkeys.schemas'
import { AuthResultSchema } from './users.schemas'

const tags = ['passkeys']

/**
 * Passkeys (WebAuthn, decision 057): an account's own keys are managed from a browser session only; signing in
 * with one is public and takes one tap, with no email typed (a discoverable credential names its account).
 */
export const passkeyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/passkeys',
    tags,
    access: 'session',
    summary: "The signed-in person's passkeys",
    responses: { 200: PasskeyListSchema },
  }),
  startRegistration: defineEndpoint({
    method: 'POST',
    path: '/api/passkeys/registration-options',
    tags,
    access: 'session',
    summary: 'Begin adding a passkey: the options for the browser and a one-time challenge',
    responses: { 200: PasskeyRegistrationStartSchema },
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/api/passkeys',
    tags,
    access: 'session',
    summary: "Keep a new passkey: the browser's answer to the challenge, and a name",
    body: PasskeyRegistrationSchema,
    responses: { 201: PasskeySchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/passkeys/:passkeyId',
    tags,
    access: 'session',
    summary: 'Remove a passkey: it no longer signs in',
    params: PasskeyParamsSchema,
    responses: { 200: SuccessSchema },
  }),
  startSignIn: defineEndpoint({
    method: 'POST',
    path: '/api/auth/passkey/options',
    tags,
    access: 'public',
    summary: 'Begin signing in with a passkey: the options for the browser and a one-time challenge',
    responses: { 200: PasskeySignInStartSchema },
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: '/api/auth/passkey',
    tags,
    access: 'public',
    summary: 'Sign in with a passkey: its answer to the challenge',
    body: PasskeySignInSchema,
    responses: { 200: AuthResultSchema },
  }),
}
