import { hash, verify } from '@node-rs/argon2'
import type { EmailAuth } from '@forkcast/contract/auth.schemas'
import { isRegistration } from '@forkcast/contract/auth.schemas'
import type { AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import { enforceRateLimit } from '../../lib/rate-limit'
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
  { input, ip }: { input: EmailAuth; ip: string },
): Promise<AuthOutcome> {
  const { AUTH_RATE_LIMIT_PER_IP, AUTH_RATE_LIMIT_PER_EMAIL, AUTH_RATE_LIMIT_WINDOW_SECONDS } = ctx.config
  const windowSeconds = AUTH_RATE_LIMIT_WINDOW_SECONDS
  const action = 'sign-in attempts'
  await enforceRateLimit(ctx.db, {
    key: `auth:ip:${ip}`,
    limit: AUTH_RATE_LIMIT_PER_IP,
    windowSeconds,
    action,
  })
  await enforceRateLimit(ctx.db, {
    key: `auth:email:${input.email}`,
    limit: AUTH_RATE_LIMIT_PER_EMAIL,
    windowSeconds,
    action,
  })

  const user = isRegistration(input) ? await register(ctx, input) : await signIn(ctx, input)
  const token = await startSession(ctx, user.id)
  return { isNewUser: isRegistration(input), user, token }
}

async function register(ctx: AppContext, input: EmailAuth): Promise<UserRow> {
  const taken = new AppError('EMAIL_TAKEN', 'An account with this email already exists. Sign in instead.')
  if (await findUserByEmail(ctx.db, input.email)) throw taken
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
  if (!user) throw taken // Lost a race with a simultaneous registration of the same email.
  return user
}

async function signIn(ctx: AppContext, input: EmailAuth): Promise<UserRow> {
  const user = await findUserByEmail(ctx.db, input.email)
  const isValid = await verify(user?.passwordHash ?? (await DUMMY_HASH), input.password)
  if (!user || !isValid) throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password')
  return user
}

async function startSession(ctx: AppContext, userId: number): Promise<string> {
  const token = createSessionToken()
  await insertSession(ctx.db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  })
  return token
}

export const endSession = (ctx: AppContext, tokenHash: string) => deleteSession(ctx.db, tokenHash)
