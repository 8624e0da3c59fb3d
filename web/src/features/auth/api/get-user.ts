import { queryOptions, useQuery } from '@tanstack/react-query'
import type { User } from '@forkcast/contract/users.schemas'
import { USER_QUERY_KEY } from '@/lib/user-query-key'

/**
 * Signed out (401) answers null without loading the contract's schemas: the landing page paints without zod.
 * Any other answer is read as apiGetOrNullWhenSignedOut reads it.
 */
let signedInAnswerListener: (() => void) | null = null

/** Called as soon as the server says someone is signed in, before the answer is read: the app starts loading. */
export const onSignedInAnswer = (listener: () => void) => {
  signedInAnswerListener = listener
}

const fetchUser = async (): Promise<User | null> => {
  const response = await fetch(USER_QUERY_KEY[0], { credentials: 'include' })
  if (response.status === 401) return null
  if (response.ok) signedInAnswerListener?.()
  const [{ readAnswer }, { authEndpoints }] = await Promise.all([
    import('@/lib/api-client'),
    import('@forkcast/contract/auth.endpoints'),
  ])
  return readAnswer(authEndpoints.currentUser.responses[200], response)
}

/** The user query's key and reader, for the hook and for route loaders alike. */
export const userQuery = queryOptions({ queryKey: USER_QUERY_KEY, queryFn: fetchUser, retry: false })

/** The signed-in user, or null when signed out; a user counts as signed in when present. */
export const useUser = () => useQuery(userQuery)
