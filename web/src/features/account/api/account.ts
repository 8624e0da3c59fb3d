import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ChangeEmail, type ChangePassword } from '@forkcast/contract/account.schemas'
import { accountEndpoints } from '@forkcast/contract/account.endpoints'
import { callEndpoint, keyOf, urlOf } from '@/lib/api-client'
import { endpointQuery } from '@/lib/endpoint-query'

const sessionsKey = keyOf(accountEndpoints.listSessions)

export const ACCOUNT_EXPORT_URL = urlOf(accountEndpoints.export, {})

export const useChangePassword = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ChangePassword) => callEndpoint(accountEndpoints.changePassword, { body }),
    meta: { errorTitle: 'Password not changed', errorShownInline: 'fields' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  })
}

export const useChangeEmail = () =>
  useMutation({
    mutationFn: (body: ChangeEmail) => callEndpoint(accountEndpoints.changeEmail, { body }),
    meta: { errorTitle: 'Email not changed', errorShownInline: 'fields' },
  })

export const useAccountSessions = () =>
  useQuery({
    ...endpointQuery(accountEndpoints.listSessions),
    select: (data) => data.sessions,
  })

export const useEndSession = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => callEndpoint(accountEndpoints.endSession, { params: { id } }),
    meta: { errorTitle: 'Could not sign out that device' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  })
}

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (password: string) => callEndpoint(accountEndpoints.remove, { body: { password } }),
    meta: { errorTitle: 'Account not deleted', errorShownInline: 'fields' },
  })
