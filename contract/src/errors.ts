import { z } from 'zod'

/** Every error code the API can answer with, and the HTTP status it maps to. */
export const ERROR_STATUS = {
  /** The request body, query or params failed validation; `issues` names each field. */
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  /** No valid session cookie. */
  UNAUTHORIZED: 401,
  /** Wrong password or unknown email: the same answer for both. */
  INVALID_CREDENTIALS: 401,
  /** A state-changing request that did not come from our own origin. */
  CROSS_ORIGIN: 403,
  FORBIDDEN: 403,
  /** The feature needs a higher subscription tier; the web shows the upgrade prompt. */
  TIER_REQUIRED: 403,
  NOT_FOUND: 404,
  /** The Host header names an address this server does not serve (DNS rebinding, a misrouted request). */
  MISDIRECTED_REQUEST: 421,
  CONFLICT: 409,
  /** Registration with an email that already has an account. */
  EMAIL_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Well-formed input whose content cannot be used, e.g. a page with no recipe on it. */
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** An outside service (places, billing, a fetched page) failed. */
  UPSTREAM_FAILED: 502,
  /** The places provider (Google Places or Overpass) failed, timed out or answered something unusable. */
  PROVIDER_UNAVAILABLE: 502,
  /** An outside service (a fetched page) did not answer in time. */
  UPSTREAM_TIMEOUT: 504,
  SERVICE_UNAVAILABLE: 503,
  /** A daily or group limit of the caller's plan is used up; the message names the plan that lifts it. */
  LIMIT_REACHED: 403,
} as const

export type AppErrorCode = keyof typeof ERROR_STATUS

export const ErrorIssueSchema = z.object({ path: z.string(), message: z.string() })
export type ErrorIssue = z.infer<typeof ErrorIssueSchema>

export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(ErrorIssueSchema).optional(),
})
export type ErrorBody = z.infer<typeof ErrorBodySchema>
