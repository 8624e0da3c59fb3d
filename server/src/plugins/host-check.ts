import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/app-error'

/** Names that only ever reach this machine: a DNS-rebinding page cannot make a browser send them. */
const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]'])
const LOOPBACK_SOCKET_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' }

/** The hostname and port a Host header names, or null when it is missing or not a bare host[:port]. */
const parseHostHeader = (host: string | undefined): { hostname: string; port: string } | null => {
  if (!host || /[/?#@\\\s]/.test(host)) return null
  try {
    const url = new URL(`http://${host}`)
    return { hostname: url.hostname.toLowerCase(), port: url.port }
  } catch {
    return null
  }
}

const isLoopbackHost = (host: string | undefined) => {
  const parsed = parseHostHeader(host)
  return parsed !== null && LOOPBACK_HOSTNAMES.has(parsed.hostname)
}

/**
 * Whether a request names this app in its Host header: a loopback name on any port (the port adds nothing a
 * rebinding page could forge, and proxies, tests and port mappings differ in it), or PUBLIC_ORIGIN's host and
 * port exactly.
 */
export const isAllowedHost = (host: string | undefined, publicOrigin?: string): boolean => {
  const parsed = parseHostHeader(host)
  if (!parsed) return false
  if (LOOPBACK_HOSTNAMES.has(parsed.hostname)) return true
  if (!publicOrigin) return false
  const origin = new URL(publicOrigin)
  const port = (url: { port: string }, protocol: string) => url.port || DEFAULT_PORTS[protocol] || ''
  return (
    parsed.hostname === origin.hostname && port(parsed, origin.protocol) === port(origin, origin.protocol)
  )
}

/**
 * The origin a request came by when its Host is a loopback name ('http://127.0.0.1:3000'), else null: only
 * these may be echoed into mail, since any other Host is either PUBLIC_ORIGIN or refused.
 */
export const loopbackOriginOf = (request: Pick<FastifyRequest, 'headers' | 'protocol'>): string | null => {
  if (!isLoopbackHost(request.headers.host)) return null
  return new URL(`${request.protocol}://${request.headers.host}`).origin
}

/** A request straight from this machine: a loopback socket, no proxy in between, and a loopback Host. */
export const isDirectLoopbackRequest = (request: FastifyRequest) =>
  LOOPBACK_SOCKET_ADDRESSES.has(request.socket.remoteAddress ?? '') &&
  request.headers['x-forwarded-for'] === undefined &&
  request.headers.forwarded === undefined &&
  isLoopbackHost(request.headers.host)

/** Refuses, before any route runs, requests addressed to a name that is not this app's (DNS rebinding). */
export const hostCheckPlugin = fp(async (app: FastifyInstance) => {
  const { PUBLIC_ORIGIN, PORT } = app.ctx.config
  const whereToGo = PUBLIC_ORIGIN ?? `http://localhost:${PORT}`
  app.addHook('onRequest', async (request) => {
    if (isAllowedHost(request.headers.host, PUBLIC_ORIGIN)) return
    throw new AppError(
      'MISDIRECTED_REQUEST',
      `This server does not answer for that address. Open Forkcast at ${whereToGo}.`,
    )
  })
})
