import { useMutation } from '@tanstack/react-query'
import { EmailChangedSchema, MailSentSchema } from '@forkcast/contract/account.schemas'
import { SuccessSchema } from '@forkcast/contract/common.schemas'
import { apiRequest } from '@/lib/api-client'

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (email: string) => apiRequest(MailSentSchema, 'POST', '/api/auth/forgot-password', { email }),
  })

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      apiRequest(SuccessSchema, 'POST', '/api/auth/reset-password', body),
  })

export const useConfirmEmailChange = () =>
  useMutation({
    mutationFn: (token: string) =>
      apiRequest(EmailChangedSchema, 'POST', '/api/auth/confirm-email', { token }),
  })
