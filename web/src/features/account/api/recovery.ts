import { useMutation } from '@tanstack/react-query'
import type { MailSent } from '@forkcast/contract/account.schemas'
import { apiRequest } from '@/lib/api-client'

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (email: string) => apiRequest<MailSent>('POST', '/api/auth/forgot-password', { email }),
  })

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      apiRequest<{ success: true }>('POST', '/api/auth/reset-password', body),
  })

export const useConfirmEmailChange = () =>
  useMutation({
    mutationFn: (token: string) =>
      apiRequest<{ success: true; email: string }>('POST', '/api/auth/confirm-email', { token }),
  })
