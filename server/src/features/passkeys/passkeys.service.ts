import { isIP } from 'node:net'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers'
import {
  MAX_PASSKEYS_PER_USER,
  type Passkey,
  type PasskeyRegistration,
  type PasskeySignIn,
} from '@forkcast/contract/passkeys.schemas'
import type { Config } from '../../config'
import { nowOf, type AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import { enforceRateLimit } from '../../lib/rate-limit'
import { startSession } from '../auth/auth.service'
import { findUserById, type UserRow } from '../users/users.repository'
import {
  countPasskeys,
  deletePasskey,
  findPasskeyByCredentialId,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  recordPasskeyUse,
  takeChallenge,
  type PasskeyRow,
} from './passkeys.repository'

/** Who a passkey is made for: PUBLIC_ORIGIN's host (decision 057); a browser refuses any other page. */
export interface RelyingParty {
  id: string
  origin: string
}

const CHALLENGE_TTL_MS = 5 * 60_000
const SIGN_IN_STARTS_PER_MINUTE = 30
const EXPIRED = 'This passkey request has expired. Please try again.'
const NOT_CHECKED = 'Your passkey could not be checked. Please try again.'

/**
 * The relying party: PUBLIC_ORIGIN; in a local trial, the loopback origin the page was opened at. WebAuthn
 * names a site by its host, never by an IP address, so a trial opened at 127.0.0.1 is pointed to localhost.
 */
export const relyingPartyOf = (
  config: Pick<Config, 'PUBLIC_ORIGIN' | 'PORT'>,
  loopbackOrigin: string | null,
): RelyingParty => {
  const origin = config.PUBLIC_ORIGIN ? new URL(config.PUBLIC_ORIGIN).origin : loopbackOrigin
  if (!origin) throw new AppError('BAD_REQUEST', 'Passkeys are not set up on this server.')
  const url = new URL(origin)
  if (isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0)
    throw new AppError(
      'BAD_REQUEST',
      `Passkeys need the site's name: open Forkcast at http://localhost:${url.port || config.PORT} to use them.`,
    )
  return { id: url.hostname, origin }
}

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
})

export const listPasskeysOf = async (ctx: AppContext, userId: number) => ({
  passkeys: (await listPasskeys(ctx.db, userId)).map(toPasskey),
})

/** Options for the browser to make a passkey: one the account can find by itself (one tap to sign in). */
export async function startPasskeyRegistration(
  ctx: AppContext,
  { user, rp }: { user: UserRow; rp: RelyingParty },
) {
  const existing = await listPasskeys(ctx.db, user.id)
  if (existing.length >= MAX_PASSKEYS_PER_USER)
    throw new AppError('CONFLICT', `You have ${MAX_PASSKEYS_PER_USER} passkeys. Remove one to add another.`)
  const options = await generateRegistrationOptions({
    rpName: 'Forkcast',
    rpID: rp.id,
    userName: user.email,
    userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
    // The account's id, as the passkey gives it back; never the email, which can change.
    userID: isoUint8Array.fromUTF8String(String(user.id)),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: CHALLENGE_TTL_MS,
  })
  const now = nowOf(ctx)
  const challengeId = await insertChallenge(
    ctx.db,
    { challenge: options.challenge, userId: user.id, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) },
    now,
  )
  return { challengeId, options }
}

/** Checks the browser's new passkey against the challenge and keeps its public key under the given name. */
export async function registerPasskey(
  ctx: AppContext,
  { userId, rp, input }: { userId: number; rp: RelyingParty; input: PasskeyRegistration },
): Promise<Passkey> {
  const challenge = await takeChallenge(ctx.db, input.challengeId)
  if (!challenge || challenge.userId !== userId || challenge.expiresAt <= nowOf(ctx))
    throw new AppError('BAD_REQUEST', EXPIRED)
  const verification = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null)
  if (!verification?.verified) throw new AppError('BAD_REQUEST', NOT_CHECKED)
  const { credential } = verification.registrationInfo
  if ((await countPasskeys(ctx.db, userId)) >= MAX_PASSKEYS_PER_USER)
    throw new AppError('CONFLICT', `You have ${MAX_PASSKEYS_PER_USER} passkeys. Remove one to add another.`)
  const row = await insertPasskey(ctx.db, {
    userId,
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    name: input.name,
  })
  if (!row) throw new AppError('CONFLICT', 'This passkey is already saved.')
  return toPasskey(row)
}

export async function removePasskey(
  ctx: AppContext,
  { userId, passkeyId }: { userId: number; passkeyId: string },
) {
  if (!(await deletePasskey(ctx.db, { id: passkeyId, userId })))
    throw new AppError('NOT_FOUND', 'That passkey does not exist')
  return { success: true as const }
}

/** Options for signing in: no account named, the browser offers the passkeys it holds for this site. */
export async function startPasskeySignIn(ctx: AppContext, { rp, ip }: { rp: RelyingParty; ip: string }) {
  await enforceRateLimit(ctx.db, {
    key: `passkey:ip:${ip}`,
    limit: SIGN_IN_STARTS_PER_MINUTE,
    windowSeconds: 60,
    action: 'passkey sign-ins',
  })
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'preferred',
    timeout: CHALLENGE_TTL_MS,
  })
  const now = nowOf(ctx)
  const challengeId = await insertChallenge(
    ctx.db,
    { challenge: options.challenge, userId: null, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) },
    now,
  )
  return { challengeId, options }
}

/** Checks the passkey's signature over the challenge; a good one starts a session for its account. */
export async function signInWithPasskey(
  ctx: AppContext,
  { rp, input, userAgent }: { rp: RelyingParty; input: PasskeySignIn; userAgent?: string },
) {
  const challenge = await takeChallenge(ctx.db, input.challengeId)
  if (!challenge || challenge.userId !== null || challenge.expiresAt <= nowOf(ctx))
    throw new AppError('BAD_REQUEST', EXPIRED)
  const passkey = await findPasskeyByCredentialId(ctx.db, input.response.id)
  if (!passkey)
    throw new AppError(
      'INVALID_CREDENTIALS',
      'Forkcast does not know this passkey. Sign in with your email and password, then add it again.',
    )
  const verification = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: false,
  }).catch(() => null)
  if (!verification?.verified) throw new AppError('INVALID_CREDENTIALS', NOT_CHECKED)
  const user = await findUserById(ctx.db, passkey.userId)
  if (!user) throw new AppError('INVALID_CREDENTIALS', NOT_CHECKED)
  await recordPasskeyUse(ctx.db, passkey.id, {
    counter: verification.authenticationInfo.newCounter,
    at: nowOf(ctx),
  })
  return { user, token: await startSession(ctx, user.id, userAgent) }
}
