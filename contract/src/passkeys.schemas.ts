import { z } from 'zod'
import { safeString } from './common.schemas'

/** WebAuthn's binary fields travel as base64url text (decision 057). */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, { message: 'Must be base64url text' })

// Browsers report transports as open strings (new ones appear); bounded, not listed.
const Transports = z.array(z.string().max(32)).max(10)
const USER_VERIFICATION = ['required', 'preferred', 'discouraged'] as const
const HINTS = z.array(z.enum(['hybrid', 'security-key', 'client-device'])).max(3)
// Options are the server's own output, typed as WebAuthn's JSON types write them (open strings).
const CredentialDescriptor = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
})
// What a browser reports of extensions; we ask for none but credProps and keep whatever comes.
const ClientExtensionResults = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() })

export const PASSKEY_NAME_MAX_LENGTH = 60
export const MAX_PASSKEYS_PER_USER = 20

/** A passkey as its owner's settings list it; the key material never leaves the server. */
export const PasskeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
})
export type Passkey = z.infer<typeof PasskeySchema>
export const PasskeyListSchema = z.object({ passkeys: z.array(PasskeySchema) })

export const PasskeyParamsSchema = z.object({ passkeyId: z.uuid({ message: 'That passkey does not exist' }) })

/** What the browser's `navigator.credentials.create()` is asked (PublicKeyCredentialCreationOptionsJSON). */
export const RegistrationOptionsSchema = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(CredentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: z.enum(USER_VERIFICATION).optional(),
    })
    .optional(),
  hints: HINTS.optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
})

/** What `navigator.credentials.get()` is asked (PublicKeyCredentialRequestOptionsJSON). */
export const AuthenticationOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(CredentialDescriptor).optional(),
  userVerification: z.enum(USER_VERIFICATION).optional(),
  hints: HINTS.optional(),
})

/** A ceremony's options and the id of its one-time challenge, which the answer must name. */
export const PasskeyRegistrationStartSchema = z.object({
  challengeId: z.uuid(),
  options: RegistrationOptionsSchema,
})
export const PasskeySignInStartSchema = z.object({
  challengeId: z.uuid(),
  options: AuthenticationOptionsSchema,
})

/** The browser's answer to create() (RegistrationResponseJSON). */
export const RegistrationResponseSchema = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(65536),
    authenticatorData: base64url(65536).optional(),
    transports: Transports.optional(),
    publicKeyAlgorithm: z.number().optional(),
    publicKey: base64url(8192).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ClientExtensionResults,
})

/** The browser's answer to get() (AuthenticationResponseJSON). */
export const AuthenticationResponseSchema = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(65536),
    signature: base64url(8192),
    userHandle: base64url(1024).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ClientExtensionResults,
})

export const PasskeyRegistrationSchema = z.object({
  challengeId: z.uuid({ message: 'Start adding the passkey again' }),
  name: safeString('Passkey name')
    .trim()
    .min(1, { message: 'Give the passkey a name' })
    .max(PASSKEY_NAME_MAX_LENGTH, { message: `Keep the name under ${PASSKEY_NAME_MAX_LENGTH} characters` }),
  response: RegistrationResponseSchema,
})
export type PasskeyRegistration = z.infer<typeof PasskeyRegistrationSchema>

export const PasskeySignInSchema = z.object({
  challengeId: z.uuid({ message: 'Start signing in with the passkey again' }),
  response: AuthenticationResponseSchema,
})
export type PasskeySignIn = z.infer<typeof PasskeySignInSchema>
