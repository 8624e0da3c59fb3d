import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyServerOptions } from 'fastify'

type LoggerConfig = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>

/** Where log lines go; tests pass a collector to read what would have been logged. */
export interface LogStream {
  write(line: string): void
}

/** A client's x-request-id is adopted only when it is a plain token; anything else could forge log lines. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/

export const requestIdFor = (request: IncomingMessage): string => {
  const offered = request.headers['x-request-id']
  return typeof offered === 'string' && REQUEST_ID_PATTERN.test(offered) ? offered : randomUUID()
}

const SECRET_KEYS = [
  'password',
  'passwordHash',
  'password_hash',
  'token',
  'tokenHash',
  'token_hash',
  'hash',
  'cookie',
  'authorization',
  'set-cookie',
]

/** Where secrets can sit in a log line: at the top, one or two levels down, and in request/response headers. */
const REDACTED_PATHS = [
  ...SECRET_KEYS.map((key) => `["${key}"]`),
  ...SECRET_KEYS.map((key) => `*["${key}"]`),
  ...SECRET_KEYS.map((key) => `*.*["${key}"]`),
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
]

const SQLSTATE = /^[0-9A-Z]{5}$/
const MAX_MESSAGE = 500

interface LoggedError {
  [key: string]: unknown
  type: string
  message: string
  stack: string
  code?: unknown
  constraint?: unknown
  cause?: LoggedError
}

/**
 * An error as it may be logged: a failed query keeps its SQL (placeholders only) but never its parameters,
 * and a database error never its `detail` (which quotes the row, e.g. 'Key (email)=(...)').
 */
export function toLoggableError(error: unknown, depth = 0): LoggedError {
  // A failure handed over as a sentence is logged as that sentence (capped), not as an anonymous value.
  if (typeof error === 'string') return { type: 'string', message: error.slice(0, MAX_MESSAGE), stack: '' }
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error value thrown', stack: '' }
  const hasParams = 'params' in error && 'query' in error && typeof error.query === 'string'
  // PostgreSQL quotes the offending value after a colon ('invalid input syntax for type integer: "..."').
  const isDatabaseError = 'code' in error && typeof error.code === 'string' && SQLSTATE.test(error.code)
  const message = hasParams
    ? `Failed query: ${String(error.query)}`
    : isDatabaseError
      ? (error.message.split(':')[0] ?? '')
      : error.message
  const logged: LoggedError = {
    type: error.constructor.name,
    message,
    stack: (error.stack ?? '').replace(error.message, message),
  }
  if ('code' in error && (typeof error.code === 'string' || typeof error.code === 'number'))
    logged.code = error.code
  if ('constraint' in error && typeof error.constraint === 'string') logged.constraint = error.constraint
  if (error.cause !== undefined && depth < 3) logged.cause = toLoggableError(error.cause, depth + 1)
  return logged
}

/**
 * Path segments that are capabilities: whoever reads them can join a group, redeem a beta place or see a
 * checkout. The segment after each of these prefixes is replaced before a path is logged.
 */
const CAPABILITY_PATHS: readonly RegExp[] = [
  /^(\/api\/invites\/)[^/]+/,
  /^(\/api\/beta\/invites\/)[^/]+/,
  /^(\/api\/billing\/test-checkout\/)[^/]+/,
  /^(\/join\/)[^/]+/,
  /^(\/beta\/)[^/]+/,
  /^(\/billing\/test-checkout\/)[^/]+/,
]

/**
 * A path as it may be logged: no query string (it carries search text, reset and registration tokens,
 * checkout session ids) and no capability code in a segment.
 */
function redactPath(url: string): string {
  const path = url.split('?')[0] ?? ''
  for (const pattern of CAPABILITY_PATHS) {
    if (pattern.test(path)) return path.replace(pattern, '$1[redacted]')
  }
  return path
}

/** A request as it may be logged: the path without its query string or capability codes. */
const serializeRequest = (request: { method?: string; url?: string; id?: string; ip?: string }) => ({
  method: request.method,
  url: request.url === undefined ? undefined : redactPath(request.url),
  id: request.id,
  remoteAddress: request.ip,
})

/** Options for the app's logger: redaction, safe error and request serializers, and request ids. */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  const options: LoggerConfig = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: toLoggableError, error: toLoggableError, req: serializeRequest },
  }
  return stream ? { ...options, stream } : options
}
