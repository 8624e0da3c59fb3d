/**
 * The user query's key, written out: the landing page reads it before any schema loads, and deriving it from
 * the contract would bring zod with it. A test checks it equals `keyOf(authEndpoints.currentUser)`.
 */
export const USER_QUERY_KEY = ['/api/auth/user'] as const
