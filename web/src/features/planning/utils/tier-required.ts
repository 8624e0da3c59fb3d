import { ApiError } from '@/lib/api-client'

/** The server refused because the caller's plan does not include the feature (403 TIER_REQUIRED). */
export const isTierRequired = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.body?.code === 'TIER_REQUIRED'
