import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { SESSION_COOKIE_NAME, SESSION_TTL_DAYS } from '@forkcast/contract/auth.constants'
import type { SessionUser } from '../sessions/session-lookup'
import { hashToken } from '../lib/tokens'
import { authenticateBearer } from './api-token-auth'
import { signInFirst } from '../lib/endpoint-access'

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is signed in, if anyone: what a public endpoint reads. */
    user: SessionUser | null
    sessionTokenHash: string | null
    /** The signed-in user of an endpoint its contract closes to everyone else (checked before the handler). */
    readonly signedInUser: SessionUser
    /** The user and browser session of a `session` endpoint: what account changes act on. */
    readonly signedInSession: { user: SessionUser; sessionTokenHash: string }
  }
}

const DAY_MS = 24 * 60 * 60 * 1000
export const SESSION_TTL_MS = SESSION_TTL_DAYS * DAY_MS

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
  // Read by handlers of closed endpoints, which checkAccess has already let in; a 401 if one is read elsewhere.
  app.decorateRequest('signedInUser', {
    getter(this: FastifyRequest): SessionUser {
      if (!this.user) throw signInFirst()
      return this.user
    },
  })
  app.decorateRequest('signedInSession', {
    getter(this: FastifyRequest) {
      if (!this.user || !this.sessionTokenHash) throw signInFirst()
      return { user: this.user, sessionTokenHash: this.sessionTokenHash }
    },
  })

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
})
