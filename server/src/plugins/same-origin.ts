import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/app-error'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const parseUrl = (value: string) => {
  try {
    return new URL(value)
  } catch {
    return null
  }
}

/** Whether a state-changing request came from our own pages (CSRF defence on top of SameSite cookies). */
const isSameOriginRequest = (request: FastifyRequest, publicOrigin?: string): boolean => {
  const fetchSite = request.headers['sec-fetch-site']
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false
  const origin = request.headers.origin
  if (!origin) return true // Not a browser form or fetch (curl, server-to-server): no ambient cookie risk.
  const originUrl = parseUrl(origin)
  if (!originUrl) return false
  // Configured: only that exact scheme, host and port; the Host header is the client's to set and is not trusted.
  if (publicOrigin) return originUrl.origin === parseUrl(publicOrigin)?.origin
  // Unconfigured: the address this request reached, scheme included (an http page cannot post to https).
  // Parsed through URL so default ports compare equal ('localhost:80' and 'localhost').
  return originUrl.origin === parseUrl(`${request.protocol}://${request.headers.host ?? ''}`)?.origin
}

export const sameOriginPlugin = fp(async (app: FastifyInstance, options: { exemptPaths?: string[] }) => {
  const exempt = new Set(options.exemptPaths ?? [])
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || exempt.has(request.url.split('?')[0] ?? '')) return
    // A bearer token is sent on purpose, never by the browser on its own: no cross-site forgery to guard against.
    if (request.apiToken) return
    if (!isSameOriginRequest(request, app.ctx.config.PUBLIC_ORIGIN)) {
      throw new AppError('CROSS_ORIGIN', 'This request must come from the Forkcast app itself')
    }
  })
})
