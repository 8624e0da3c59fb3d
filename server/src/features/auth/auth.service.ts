import { hash, verify } from '@node-rs/argon2'
import {
  isRegistration,
  REGISTRATION_LINK_TTL_HOURS,
  type EmailAuth,
  type RegistrationPending,
} from '@forkcast/contract/auth.schemas'
import type { AppContext } from '../../lib/app-context'
import { linkOrigin } from '../../config'
import { AppError } from '../../lib/app-error'
import {
  assertFailureDelayPassed,
  clearFailures,
  enforceRateLimit,
  recordFailure,
  type FailureThrottle,
} from '../../lib/rate-limit'
import { assertAcceptablePassword } from './password-policy'
import { createSessionToken, hashToken } from '../../lib/tokens'
import { SESSION_TTL_MS } from '../../plugins/auth'
import { MAIL_PREVIEW_PATH, servesMailPreview } from '../../providers/mail/mailer'
import {
  deletePendingRegistrationsOf,
  deleteSession,
  insertPendingRegistration,
  insertSession,
  takePendingRegistration,
} from './auth.repository'
import { findUserByEmail, insertUser, type UserRow } from '../users/users.repository'
import { signedOutEvent } from '../../realtime/events'

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 }
// Verified against when the email is unknown, so both failures take the same time.
const DUMMY_HASH = hash('forkcast-timing-equaliser', ARGON2_OPTIONS)

const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS)

/** Hashes a password the account is about to use, once the policy accepts it (a 400 on the field if not). */
export async function hashNewPassword(password: string, email: string) {
  assertAcceptablePassword(password, email)
  return hashPassword(password)
}

const orNull = (value: string | undefined) => (value ? value : null)
const HOUR_MS = 3_600_000

/** A sign-in, or a registration that waits for its mailed link (the same answer for every address). */
export type EmailAuthOutcome =
  | { kind: 'signed-in'; user: UserRow; token: string }
  | { kind: 'confirmation-sent'; answer: RegistrationPending }

export async function authenticateWithEmail(
  ctx: AppContext,
  { input, ip, userAgent }: { input: EmailAuth; ip: string; userAgent?: string },
): Promise<EmailAuthOutcome> {
  if (isRegistration(input)) return { kind: 'confirmation-sent', answer: await register(ctx, input, ip) }
  const { AUTH_RATE_LIMIT_PER_IP, AUTH_RATE_LIMIT_PER_EMAIL, AUTH_RATE_LIMIT_WINDOW_SECONDS } = ctx.config
  const windowSeconds = AUTH_RATE_LIMIT_WINDOW_SECONDS
  const action = 'sign-in attempts'
  // Keyed on email and IP together: guesses from elsewhere slow the guesser down, never lock the owner out.
  const throttles: FailureThrottle[] = [
    {
      key: `auth:fail:${input.email}:${ip}`,
      freeFailures: AUTH_RATE_LIMIT_PER_EMAIL,
      windowSeconds,
      maxDelaySeconds: windowSeconds,
      action,
    },
    // One address guessing across many accounts.
    {
      key: `auth:fail-ip:${ip}`,
      freeFailures: AUTH_RATE_LIMIT_PER_IP,
      windowSeconds,
      maxDelaySeconds: windowSeconds,
      action,
    },
  ]
  const [hasFailures] = await Promise.all(
    throttles.map((throttle) => assertFailureDelayPassed(ctx.db, throttle)),
  )
  const user = await signIn(ctx, input)
  if (!user) {
    for (const throttle of throttles) await recordFailure(ctx.db, throttle)
    throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password')
  }
  if (hasFailures) await clearFailures(ctx.db, throttles[0]!.key)
  return { kind: 'signed-in', user, token: await startSession(ctx, user.id, userAgent) }
}

/**
 * Registration never says whether an address has an account: a new one is mailed a link that creates the
 * account, a taken one's owner is mailed a notice, and the caller gets the same answer either way (both paths
 * hash the password and write one mail, so they take about the same time).
 */
async function register(ctx: AppContext, input: EmailAuth, ip: string): Promise<RegistrationPending> {
  assertAcceptablePassword(input.password, input.email)
  await enforceRateLimit(ctx.db, {
    key: `auth:register:${ip}`,
    limit: ctx.config.AUTH_RATE_LIMIT_PER_IP,
    windowSeconds: ctx.config.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    action: 'new accounts from this network',
  })
  const passwordHash = await hashPassword(input.password)
  const existing = await findUserByEmail(ctx.db, input.email)
  if (existing) {
    await mailRegistrationAttempt(ctx, existing)
  } else {
    const token = createSessionToken()
    const now = new Date()
    await insertPendingRegistration(
      ctx.db,
      {
        tokenHash: hashToken(token),
        email: input.email,
        passwordHash,
        details: {
          firstName: input.firstName ?? '',
          phoneNumber: orNull(input.phoneNumber),
          lastName: orNull(input.lastName),
          address: orNull(input.address),
          city: orNull(input.city),
          state: orNull(input.state),
          zipCode: orNull(input.zipCode),
        },
        continueTo: input.continueTo ?? null,
        expiresAt: new Date(now.getTime() + REGISTRATION_LINK_TTL_HOURS * HOUR_MS),
      },
      now,
    )
    await ctx.mailer.send({
      to: input.email,
      subject: 'Confirm your email to finish creating your Forkcast account',
      text: [
        `Hi ${input.firstName || 'there'},`,
        '',
        `Open this link within ${REGISTRATION_LINK_TTL_HOURS} hours to finish creating your Forkcast account:`,
        '',
        `${linkOrigin(ctx.config)}/verify-email?token=${token}`,
        '',
        'If you did not ask for an account, ignore this mail: nothing is created without the link.',
      ].join('\n'),
    })
  }
  return {
    status: 'confirmation-sent',
    email: input.email,
    mailPreviewUrl: servesMailPreview(ctx.config) && ctx.mailer.kind === 'outbox' ? MAIL_PREVIEW_PATH : null,
  }
}

const LINK_INVALID = 'This link has expired or was already used. Create your account again to get a new one.'

/** Opens a registration's mailed link: the account is created and signed in, once. */
export async function confirmRegistration(
  ctx: AppContext,
  { token, userAgent }: { token: string; userAgent?: string },
): Promise<{ user: UserRow; token: string; continueTo: string | null }> {
  const pending = await takePendingRegistration(ctx.db, { tokenHash: hashToken(token), now: new Date() })
  if (!pending)
    throw new AppError('VALIDATION_ERROR', LINK_INVALID, {
      issues: [{ path: 'token', message: LINK_INVALID }],
    })
  const user = await insertUser(ctx.db, {
    email: pending.email,
    passwordHash: pending.passwordHash,
    ...pending.details,
    needsOnboarding: true,
  })
  if (!user) {
    const message = 'This email already has an account. Sign in with it instead.'
    throw new AppError('VALIDATION_ERROR', message, { issues: [{ path: 'token', message }] })
  }
  await deletePendingRegistrationsOf(ctx.db, pending.email)
  return { user, token: await startSession(ctx, user.id, userAgent), continueTo: pending.continueTo }
}

/** The account these credentials open, or null; an unknown email costs the same time as a wrong password. */
async function signIn(ctx: AppContext, input: EmailAuth): Promise<UserRow | null> {
  const user = await findUserByEmail(ctx.db, input.email)
  const isValid = await verify(user?.passwordHash ?? (await DUMMY_HASH), input.password)
  return user && isValid ? user : null
}

async function startSession(ctx: AppContext, userId: number, userAgent?: string): Promise<string> {
  const token = createSessionToken()
  await insertSession(ctx.db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    // Only shown back to its owner in the devices list; capped so a huge header costs nothing.
    userAgent: userAgent?.slice(0, 300) ?? null,
  })
  return token
}

/** Ends the session, and tells this user's open streams (on every instance) to check they still have one. */
export async function endSession(ctx: AppContext, tokenHash: string, userId: number | null) {
  await deleteSession(ctx.db, tokenHash)
  if (userId !== null) await ctx.hub.publish(signedOutEvent(userId))
}

async function mailRegistrationAttempt(ctx: AppContext, user: UserRow) {
  await ctx.mailer.send({
    to: user.email,
    subject: 'Someone tried to create a Forkcast account with your email',
    text: [
      `Hi ${user.firstName || 'there'},`,
      '',
      'Someone tried to create a new Forkcast account with this email address, which already has one. Nothing was',
      'changed. If it was you, sign in instead; if you forgot your password, use "Forgot password?" on the sign-in page.',
    ].join('\n'),
  })
}
