// Kept free of zod so the landing page can use them without loading schema code.
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 256
export const SESSION_COOKIE_NAME = 'forkcast_session'
export const SESSION_TTL_DAYS = 30
/** A guest's only identity: sent to the guest routes alone, never to anything a member uses. */
export const GUEST_COOKIE_NAME = 'forkcast_guest'
