import type { QueryClient } from '@tanstack/react-query'
import type { User } from '@forkcast/contract/users.schemas'
import { queryKeys } from '@/lib/query-keys'

/** Every profile write answers the updated user, so the cache takes it without another request. */
export const storeUser = (queryClient: QueryClient, user: User) =>
  queryClient.setQueryData(queryKeys.user, user)
