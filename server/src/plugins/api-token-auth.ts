import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ApiTokenScope } from '../db/schema'
import { AppError } from '../lib/app-error'
import { hashToken } from '../lib/tokens'
import { findApiTokenWithUser, markApiTokenUsed } from '../sessions/api-token-lookup'

declare module 'fastify' {
  interface FastifyRequest {
    /** The personal API token this request was authenticated with; null for a session or no one. */
    apiToken: { id: number; scope: ApiTokenScope } | null
  }
}

const READ_METHODS = new Set(['GET', 'HEAD'])
// Writing last_used_at on every call would double each read's cost; a minute is precise enough to show.
const LAST_USED_PRECISION_MS = 60_000

/**
 * Routes a token never reaches, whatever its scope (decision 048): the account's own keys (tokens, password,
 * email, devices, export, deletion), signing in and out, money, household backups and the admins' pages. Matched on the route's
 * pattern, not the raw URL, so no spelling of a path slips past.
 */
const SESSION_ONLY_PREFIXES = ['/api/account', '/api/auth', '/api/admin', '/api/billing', '/api/beta/testers']
const SESSION_ONLY_ROUTES = new Set([
  '/api/beta/add-tester',
  '/api/create-checkout-session',
  '/api/subscription/cover',
  '/api/cancel-subscription',
  '/api/resume-subscription',
  // A household's archive holds every member's profile and allergies: downloaded by its owner in person.
  '/api/groups/:groupId/backup',
])
/** Inside a session-only prefix, what a token may still do: ask who it belongs to. */
const TOKEN_ALLOWED = new Set(['GET /api/auth/user', 'HEAD /api/auth/user'])

const isSessionOnlyRoute = (method: string, routeUrl: string | undefined): boolean => {
  if (routeUrl === undefined || TOKEN_ALLOWED.has(`${method} ${routeUrl}`)) return false
  if (SESSION_ONLY_ROUTES.has(routeUrl)) return true
  return SESSION_ONLY_PREFIXES.some((prefix) => routeUrl === prefix || routeUrl.startsWith(`${prefix}/`))
}

/** The token of an `Authorization: Bearer …` header, or null when there is none (other schemes are ignored). */
const bearerTokenOf = (request: FastifyRequest): string | null => {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(request.headers.authorization ?? '')
  return match?.[1] ?? null
}

/**
 * Authenticates a cookie-less request by its bearer token, or refuses it: an unknown or revoked token is a 401
 * (not an anonymous request), a read token writing or any token on a session-only route a 403.
 */
export const authenticateBearer = async (app: FastifyInstance, request: FastifyRequest): Promise<void> => {
  const token = bearerTokenOf(request)
  if (token === null) return
  const found = await findApiTokenWithUser(app.ctx.db, hashToken(token))
  if (!found) {
    throw new AppError(
      'UNAUTHORIZED',
      'This API token is not valid: it may have been revoked. Create a new one under Account & security.',
    )
  }
  if (isSessionOnlyRoute(request.method, request.routeOptions.url)) {
    throw new AppError(
      'FORBIDDEN',
      'API tokens cannot be used here: sign in to Forkcast in a browser to manage your account',
    )
  }
  if (found.token.scope === 'read' && !READ_METHODS.has(request.method)) {
    throw new AppError('FORBIDDEN', 'This token can only read')
  }
  request.user = found.user
  request.apiToken = { id: found.token.id, scope: found.token.scope }
  const now = new Date()
  const lastUsedAt = found.token.lastUsedAt?.getTime() ?? 0
  if (now.getTime() - lastUsedAt >= LAST_USED_PRECISION_MS)
    await markApiTokenUsed(app.ctx.db, found.token.id, now)
}
