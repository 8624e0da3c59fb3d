import { useMutation } from '@tanstack/react-query'
import { accountRecoveryEndpoints } from '@forkcast/contract/account.endpoints'
import { callEndpoint } from '@/lib/api-client'

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (email: string) => callEndpoint(accountRecoveryEndpoints.forgotPassword, { body: { email } }),
    // Each recovery page says it in its own form.
    meta: { errorShownInline: 'all' },
  })

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      callEndpoint(accountRecoveryEndpoints.resetPassword, { body }),
    meta: { errorShownInline: 'all' },
  })

export const useConfirmEmailChange = () =>
  useMutation({
    mutationFn: (token: string) =>
      callEndpoint(accountRecoveryEndpoints.confirmEmailChange, { body: { token } }),
    meta: { errorShownInline: 'all' },
  })
