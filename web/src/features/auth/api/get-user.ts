import { useQuery } from '@tanstack/react-query'
import { UserSchema } from '@forkcast/contract/users.schemas'
import { apiGetOrNullWhenSignedOut } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export const USER_QUERY_KEY = queryKeys.user

/** The signed-in user, or null when signed out; a user counts as signed in when present. */
export const useUser = () =>
  useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: () => apiGetOrNullWhenSignedOut(UserSchema, USER_QUERY_KEY[0]),
    retry: false,
  })
