import { useMutation } from '@tanstack/react-query'
import { EmailChangedSchema, MailSentSchema } from '@forkcast/contract/account.schemas'
import { SuccessSchema } from '@forkcast/contract/common.schemas'
import { apiRequest } from '@/lib/api-client'

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (email: string) => apiRequest(MailSentSchema, 'POST', '/api/auth/forgot-password', { email }),
    // Each recovery page says it in its own form.
    meta: { errorShownInline: 'all' },
  })

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      apiRequest(SuccessSchema, 'POST', '/api/auth/reset-password', body),
    meta: { errorShownInline: 'all' },
  })

export const useConfirmEmailChange = () =>
  useMutation({
    mutationFn: (token: string) =>
      apiRequest(EmailChangedSchema, 'POST', '/api/auth/confirm-email', { token }),
    meta: { errorShownInline: 'all' },
  })
