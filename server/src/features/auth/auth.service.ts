import { hash, verify } from '@node-rs/argon2'
import type { EmailAuth } from '@forkcast/contract/auth.schemas'
import { isRegistration } from '@forkcast/contract/auth.schemas'
import type { AppContext } from '../../lib/app-context'
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
import { deleteSession, findUserByEmail, insertSession, insertUser, type UserRow } from './auth.repository'

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 }
// Verified against when the email is unknown, so both failures take the same time.
const DUMMY_HASH = hash('forkcast-timing-equaliser', ARGON2_OPTIONS)

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS)

const orNull = (value: string | undefined) => (value ? value : null)

interface AuthOutcome {
  isNewUser: boolean
  user: UserRow
  token: string
}

export async function authenticateWithEmail(
  ctx: AppContext,
  { input, ip, userAgent }: { input: EmailAuth; ip: string; userAgent?: string },
): Promise<AuthOutcome> {
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

  const outcome = isRegistration(input) ? await register(ctx, input, ip) : await signIn(ctx, input)
  if (!outcome) {
    for (const throttle of throttles) await recordFailure(ctx.db, throttle)
    throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password')
  }
  if (hasFailures) await clearFailures(ctx.db, throttles[0]!.key)
  const token = await startSession(ctx, outcome.user.id, userAgent)
  return { ...outcome, token }
}

/**
 * A new account, or, for an email that already has one, exactly what signing in with these details does:
 * no answer reveals that an address is registered to someone who does not know its password.
 */
async function register(
  ctx: AppContext,
  input: EmailAuth,
  ip: string,
): Promise<Omit<AuthOutcome, 'token'> | null> {
  assertAcceptablePassword(input.password, input.email)
  await enforceRateLimit(ctx.db, {
    key: `auth:register:${ip}`,
    limit: ctx.config.AUTH_RATE_LIMIT_PER_IP,
    windowSeconds: ctx.config.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    action: 'new accounts from this network',
  })
  const existing = await findUserByEmail(ctx.db, input.email)
  if (existing) {
    const outcome = await signIn(ctx, input)
    // Someone without the password tried to take the address: its owner hears about it, the caller learns nothing.
    if (!outcome) await mailRegistrationAttempt(ctx, existing)
    return outcome
  }
  const user = await insertUser(ctx.db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName ?? '',
    phoneNumber: orNull(input.phoneNumber),
    lastName: orNull(input.lastName),
    address: orNull(input.address),
    city: orNull(input.city),
    state: orNull(input.state),
    zipCode: orNull(input.zipCode),
    needsOnboarding: true,
  })
  // Lost a race with a simultaneous registration of the same email: the same as finding it taken.
  return user ? { isNewUser: true, user } : signIn(ctx, input)
}

/** The account these credentials open, or null; an unknown email costs the same time as a wrong password. */
async function signIn(ctx: AppContext, input: EmailAuth): Promise<Omit<AuthOutcome, 'token'> | null> {
  const user = await findUserByEmail(ctx.db, input.email)
  const isValid = await verify(user?.passwordHash ?? (await DUMMY_HASH), input.password)
  return user && isValid ? { isNewUser: false, user } : null
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
  if (userId !== null) await ctx.hub.publish({ topic: `user:${userId}`, type: 'signed-out', data: {} })
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
