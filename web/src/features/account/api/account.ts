import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  AccountSession,
  ChangeEmail,
  ChangePassword,
  MailSent,
} from '@forkcast/contract/account.schemas'
import { apiGet, apiRequest } from '@/lib/api-client'

const sessionsKey = ['/api/account/sessions'] as const

export const ACCOUNT_EXPORT_URL = '/api/account/export'

export const useChangePassword = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ChangePassword) =>
      apiRequest<{ success: true }>('POST', '/api/account/password', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  })
}

export const useChangeEmail = () =>
  useMutation({
    mutationFn: (body: ChangeEmail) => apiRequest<MailSent>('POST', '/api/account/email', body),
  })

export const useAccountSessions = () =>
  useQuery({
    queryKey: sessionsKey,
    queryFn: () => apiGet<{ sessions: AccountSession[] }>('/api/account/sessions'),
    select: (data) => data.sessions,
  })

export const useEndSession = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ success: true }>('DELETE', `/api/account/sessions/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  })
}

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (password: string) => apiRequest<{ success: true }>('DELETE', '/api/account', { password }),
  })
