import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  type ChangeEmail,
  type ChangePassword,
  AccountSessionListSchema,
  MailSentSchema,
} from '@forkcast/contract/account.schemas'
import { SuccessSchema } from '@forkcast/contract/common.schemas'
import { apiGet, apiRequest } from '@/lib/api-client'

const sessionsKey = ['/api/account/sessions'] as const

export const ACCOUNT_EXPORT_URL = '/api/account/export'

export const useChangePassword = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ChangePassword) => apiRequest(SuccessSchema, 'POST', '/api/account/password', body),
    meta: { errorTitle: 'Password not changed', errorShownInline: 'fields' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  })
}

export const useChangeEmail = () =>
  useMutation({
    mutationFn: (body: ChangeEmail) => apiRequest(MailSentSchema, 'POST', '/api/account/email', body),
    meta: { errorTitle: 'Email not changed', errorShownInline: 'fields' },
  })

export const useAccountSessions = () =>
  useQuery({
    queryKey: sessionsKey,
    queryFn: () => apiGet(AccountSessionListSchema, '/api/account/sessions'),
    select: (data) => data.sessions,
  })

export const useEndSession = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiRequest(SuccessSchema, 'DELETE', `/api/account/sessions/${id}`),
    meta: { errorTitle: 'Could not sign out that device' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  })
}

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (password: string) => apiRequest(SuccessSchema, 'DELETE', '/api/account', { password }),
    meta: { errorTitle: 'Account not deleted', errorShownInline: 'fields' },
  })
