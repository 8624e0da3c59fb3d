import { hash, verify } from '@node-rs/argon2'
import {
  isRegistration,
  REGISTRATION_LINK_TTL_HOURS,
  type EmailAuth,
  type RegistrationPending,
} from '@forkcast/contract/auth.schemas'
import type { Language } from '@forkcast/contract/languages'
import type { AppContext } from '../../lib/app-context'
import { linkOrigin } from '../../config'
import { AppError } from '../../lib/app-error'
import {
  clearAttempts,
  enforceRateLimit,
  refundAttempt,
  takeAttempt,
  type AttemptThrottle,
} from '../../lib/rate-limit'
import { assertAcceptablePassword } from './password-policy'
import { mailGreeting, recipientLanguage, tFor } from '../../lib/i18n'
import { createSessionToken, hashToken } from '../../lib/tokens'
import { KNOWN_DEVICE_TTL_MS, SESSION_TTL_MS } from '../../plugins/auth'
import { MAIL_PREVIEW_PATH, servesMailPreview } from '../../providers/mail/mailer'
import {
  deletePendingRegistrationsOf,
  deleteSession,
  findKnownDevice,
  insertKnownDevice,
  insertPendingRegistration,
  insertSession,
  takePendingRegistration,
} from './auth.repository'
import { findUserByEmail, insertUser, type UserRow } from '../users/users.repository'
import { claimBetaInviteOfRegistration } from '../beta/beta.service'
import { signedOutEvent } from '../../realtime/events'

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 }
// Verified against when the email is unknown, so both failures take the same time.
const DUMMY_HASH = hash('forkcast-timing-equaliser', ARGON2_OPTIONS)

const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS)

/** Hashes a password the account is about to use, once the policy accepts it (a 400 on `field` if not). */
export async function hashNewPassword(password: string, email: string, field = 'password') {
  assertAcceptablePassword(password, email, field)
  return hashPassword(password)
}

const orNull = (value: string | undefined) => (value ? value : null)
const HOUR_MS = 3_600_000

/** A sign-in, or a registration that waits for its mailed link (the same answer for every address). */
export type EmailAuthOutcome =
  | { kind: 'signed-in'; user: UserRow; token: string; deviceToken: string | null }
  | { kind: 'confirmation-sent'; answer: RegistrationPending }

export async function authenticateWithEmail(
  ctx: AppContext,
  {
    input,
    ip,
    userAgent,
    deviceToken,
    isLocalBrowser = false,
    loopbackOrigin = null,
    language = 'en',
  }: {
    input: EmailAuth
    ip: string
    userAgent?: string
    deviceToken?: string
    /** A request straight from this machine, the only one the mail preview answers. */
    isLocalBrowser?: boolean
    /** The loopback origin the request came by, for mail links in a local trial. */
    loopbackOrigin?: string | null
    /** The request's language: a registration's mail is written in it (there is no account to ask yet). */
    language?: Language
  },
): Promise<EmailAuthOutcome> {
  if (isRegistration(input))
    return {
      kind: 'confirmation-sent',
      answer: await register(ctx, input, { ip, isLocalBrowser, loopbackOrigin, language }),
    }
  const now = new Date()
  const account = await findUserByEmail(ctx.db, input.email)
  const device = deviceToken
    ? await findKnownDevice(ctx.db, { tokenHash: hashToken(deviceToken), now })
    : null
  const knownDeviceHash = device && account && device.userId === account.id ? device.tokenHash : null
  const throttles = signInThrottles(ctx.config, { email: input.email, ip, knownDeviceHash })
  // Taken in order before the password is checked; a refusal stops there, so later budgets are not spent.
  for (const throttle of throttles) await takeAttempt(ctx.db, throttle)
  const isValid = await verify(account?.passwordHash ?? (await DUMMY_HASH), input.password)
  if (!account || !isValid) throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password')
  await settleSignInThrottles(ctx, throttles)
  return {
    kind: 'signed-in',
    user: account,
    token: await startSession(ctx, account.id, userAgent),
    deviceToken: knownDeviceHash ? null : await rememberDevice(ctx, account.id, now),
  }
}

const SIGN_IN_ACTION = 'sign-in attempts'
// An account's free attempts across networks, counted in email-and-network budgets.
const ACCOUNT_BUDGET_FACTOR = 3

/** Throttle keys naming a person, so deleting the account can remove them. */
export const signInKeysOf = (email: string, knownDeviceHashes: string[]) => ({
  keys: [`auth:account:${email}`, ...knownDeviceHashes.map((hash) => `auth:device:${hash}`)],
  prefixes: [`auth:pair:${email}:`],
})

/**
 * Which budgets a sign-in spends. A known device (its cookie, for this account) spends only its own, so an
 * attacker on the same network or guessing at the same account never locks the owner out of it; any other
 * caller spends the network's (a hard cap), this email-and-network pair's and the account's across networks.
 */
function signInThrottles(
  config: AppContext['config'],
  { email, ip, knownDeviceHash }: { email: string; ip: string; knownDeviceHash: string | null },
): Array<AttemptThrottle & { settle: 'clear' | 'refund' }> {
  const { AUTH_RATE_LIMIT_PER_IP, AUTH_RATE_LIMIT_PER_EMAIL, AUTH_RATE_LIMIT_WINDOW_SECONDS } = config
  const windowSeconds = AUTH_RATE_LIMIT_WINDOW_SECONDS
  const growing = { delayUnitSeconds: 1, maxDelaySeconds: windowSeconds, windowSeconds }
  if (knownDeviceHash)
    return [
      {
        key: `auth:device:${knownDeviceHash}`,
        freeAttempts: AUTH_RATE_LIMIT_PER_EMAIL,
        ...growing,
        action: SIGN_IN_ACTION,
        settle: 'clear',
      },
    ]
  return [
    {
      key: `auth:ip:${ip}`,
      freeAttempts: AUTH_RATE_LIMIT_PER_IP,
      delayUnitSeconds: windowSeconds,
      maxDelaySeconds: windowSeconds,
      windowSeconds,
      action: `${SIGN_IN_ACTION} from this network`,
      settle: 'refund',
    },
    {
      key: `auth:pair:${email}:${ip}`,
      freeAttempts: AUTH_RATE_LIMIT_PER_EMAIL,
      ...growing,
      action: SIGN_IN_ACTION,
      settle: 'clear',
    },
    // Guesses spread over many networks: waits grow in minutes, which a device that signed in before skips.
    {
      key: `auth:account:${email}`,
      freeAttempts: AUTH_RATE_LIMIT_PER_EMAIL * ACCOUNT_BUDGET_FACTOR,
      delayUnitSeconds: 60,
      maxDelaySeconds: windowSeconds,
      windowSeconds,
      action: `${SIGN_IN_ACTION} on this account`,
      hint: 'A device you signed in with before can still sign in.',
      settle: 'refund',
    },
  ]
}

/** After a correct password: this pair or device starts over; shared budgets give back the one attempt. */
async function settleSignInThrottles(
  ctx: AppContext,
  throttles: Array<AttemptThrottle & { settle: 'clear' | 'refund' }>,
) {
  for (const throttle of throttles)
    await (throttle.settle === 'clear'
      ? clearAttempts(ctx.db, throttle.key)
      : refundAttempt(ctx.db, throttle.key))
}

/** A new device cookie for a browser that just signed in; answers the token the cookie holds. */
async function rememberDevice(ctx: AppContext, userId: number, now: Date): Promise<string> {
  const token = createSessionToken()
  await insertKnownDevice(
    ctx.db,
    { tokenHash: hashToken(token), userId, expiresAt: new Date(now.getTime() + KNOWN_DEVICE_TTL_MS) },
    now,
  )
  return token
}

/**
 * Registration never says whether an address has an account: a new one is mailed a link that creates the
 * account, a taken one's owner is mailed a notice, and the caller gets the same answer either way (both paths
 * hash the password and write one mail, so they take about the same time).
 */
async function register(
  ctx: AppContext,
  input: EmailAuth,
  {
    ip,
    isLocalBrowser,
    loopbackOrigin,
    language,
  }: { ip: string; isLocalBrowser: boolean; loopbackOrigin: string | null; language: Language },
): Promise<RegistrationPending> {
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
    await mailRegistrationAttempt(ctx, existing, language)
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
    const t = tFor(language)
    await ctx.providers.mail.send({
      to: input.email,
      subject: t('mail.registration.subject'),
      text: [
        mailGreeting(t, input.firstName),
        '',
        t('mail.registration.openWithin', { hours: REGISTRATION_LINK_TTL_HOURS }),
        '',
        `${linkOrigin(ctx.config, loopbackOrigin)}/verify-email?token=${token}`,
        '',
        t('mail.registration.ignore'),
      ].join('\n'),
    })
  }
  return {
    status: 'confirmation-sent',
    email: input.email,
    mailPreviewUrl:
      isLocalBrowser && servesMailPreview(ctx.config) && ctx.providers.mail.kind === 'outbox'
        ? MAIL_PREVIEW_PATH
        : null,
  }
}

const SUBSCRIPTION_PAGE = '/subscription'
const LINK_INVALID = 'This link has expired or was already used. Create your account again to get a new one.'

/** Opens a registration's mailed link: the account is created and signed in, once. */
export async function confirmRegistration(
  ctx: AppContext,
  { token, userAgent }: { token: string; userAgent?: string },
): Promise<{
  user: UserRow
  token: string
  deviceToken: string
  continueTo: string | null
  betaTierName: string | null
}> {
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
  const beta = await claimBetaInviteOfRegistration(ctx, { userId: user.id, continueTo: pending.continueTo })
  const now = new Date()
  return {
    user,
    token: await startSession(ctx, user.id, userAgent),
    // The browser that created the account is one its owner signed in with.
    deviceToken: await rememberDevice(ctx, user.id, now),
    // A claimed beta invite has nothing left to open: the plan page shows the tier it gave.
    continueTo: beta ? SUBSCRIPTION_PAGE : pending.continueTo,
    betaTierName: beta?.tierName ?? null,
  }
}

/** A new browser session for `userId`; answers the token its cookie holds. */
export async function startSession(ctx: AppContext, userId: number, userAgent?: string): Promise<string> {
  const token = createSessionToken()
  const now = new Date()
  await insertSession(
    ctx.db,
    {
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      // Only shown back to its owner in the devices list; capped so a huge header costs nothing.
      userAgent: userAgent?.slice(0, 300) ?? null,
    },
    now,
  )
  return token
}

/** Ends the session, and tells this user's open streams (on every instance) to check they still have one. */
export async function endSession(ctx: AppContext, tokenHash: string, userId: number | null) {
  await deleteSession(ctx.db, tokenHash)
  if (userId !== null) await ctx.hub.publish(signedOutEvent(userId))
}

async function mailRegistrationAttempt(ctx: AppContext, user: UserRow, requestLanguage: Language) {
  const t = tFor(recipientLanguage(user, requestLanguage))
  await ctx.providers.mail.send({
    to: user.email,
    subject: t('mail.registrationAttempt.subject'),
    text: [mailGreeting(t, user.firstName), '', t('mail.registrationAttempt.body')].join('\n'),
  })
}
