import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { SESSION_COOKIE_NAME, SESSION_TTL_DAYS } from '@forkcast/contract/auth.constants'
import type { SessionUser } from '../sessions/session-lookup'
import { AppError } from '../lib/app-error'
import { hashToken } from '../lib/tokens'
import { authenticateBearer } from './api-token-auth'

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null
    sessionTokenHash: string | null
  }
}

const DAY_MS = 24 * 60 * 60 * 1000
export const SESSION_TTL_MS = SESSION_TTL_DAYS * DAY_MS
// Fastify's default request body limit.
const DEFAULT_BODY_LIMIT = 1024 * 1024

/** The signed-in user, or a 401 the client turns into the sign-in page. */
export const requireUser = (request: FastifyRequest): SessionUser => {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue')
  return request.user
}

/** The signed-in user and their browser session (not an API token): what account changes act on. */
export const requireSession = (request: FastifyRequest) => {
  const user = requireUser(request)
  if (!request.sessionTokenHash) throw new AppError('UNAUTHORIZED', 'Please sign in to continue')
  return { user, sessionTokenHash: request.sessionTokenHash }
}

export const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, token: string) => {
  const { COOKIE_SECURE } = request.server.ctx.config
  reply.setCookie(SESSION_COOKIE_NAME, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: COOKIE_SECURE === 'true' || (COOKIE_SECURE === 'auto' && request.protocol === 'https'),
    maxAge: SESSION_TTL_MS / 1000,
  })
}

/** The browser's "known device" cookie: only sign-in reads it, so it is sent to the auth routes alone. */
export const KNOWN_DEVICE_COOKIE_NAME = 'forkcast_device'
export const KNOWN_DEVICE_TTL_MS = 365 * DAY_MS
const KNOWN_DEVICE_COOKIE_PATH = '/api/auth'

export const setKnownDeviceCookie = (request: FastifyRequest, reply: FastifyReply, token: string) => {
  const { COOKIE_SECURE } = request.server.ctx.config
  reply.setCookie(KNOWN_DEVICE_COOKIE_NAME, token, {
    path: KNOWN_DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: COOKIE_SECURE === 'true' || (COOKIE_SECURE === 'auto' && request.protocol === 'https'),
    maxAge: KNOWN_DEVICE_TTL_MS / 1000,
  })
}

export const clearSessionCookie = (reply: FastifyReply) =>
  reply.clearCookie(SESSION_COOKIE_NAME, { path: '/' })

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null)
  app.decorateRequest('sessionTokenHash', null)
  app.decorateRequest('apiToken', null)

  app.addHook('onRequest', async (request, reply) => {
    // Static files and the SPA shell never need the session.
    if (!request.url.startsWith('/api/')) return
    const token = request.cookies[SESSION_COOKIE_NAME]
    // No session cookie: a script may be calling with a personal API token instead (decision 048).
    if (!token) return authenticateBearer(app, request)
    const tokenHash = hashToken(token)
    const now = new Date()
    const found = await app.ctx.sessions.find(tokenHash, now)
    if (!found) return
    request.user = found.user
    request.sessionTokenHash = tokenHash
    // Sliding expiry, written at most once a day per session to keep reads cheap.
    if (found.session.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - DAY_MS) {
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS)
      await app.ctx.sessions.extend(tokenHash, expiresAt)
      setSessionCookie(request, reply, token)
    }
  })

  // Routes that take large bodies (imports, bulk uploads) all need a session: refuse before reading megabytes.
  app.addHook('preParsing', async (request) => {
    if (
      !request.user &&
      request.routeOptions.bodyLimit > (app.initialConfig.bodyLimit ?? DEFAULT_BODY_LIMIT)
    ) {
      throw new AppError('UNAUTHORIZED', 'Please sign in to continue')
    }
  })
})
