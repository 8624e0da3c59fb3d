import { useMutation } from '@tanstack/react-query'
import { type EmailAuth, RegistrationPendingSchema } from '@forkcast/contract/auth.schemas'
import { AuthResultSchema, ConfirmedRegistrationSchema } from '@forkcast/contract/users.schemas'
import { apiRequest } from '@/lib/api-client'

export type SignInInput = Pick<EmailAuth, 'email' | 'password'>
export type RegistrationInput = EmailAuth

export const useEmailAuth = () =>
  useMutation({
    mutationFn: (input: SignInInput) => apiRequest(AuthResultSchema, 'POST', '/api/auth/email', input),
    // A problem with a field is shown beside it; a wrong password (no field named) is toasted.
    meta: { errorTitle: 'Login Failed', errorShownInline: 'fields' },
  })

/** Registration answers the same for every address: a link is mailed, and the account exists once it is opened. */
export const useRegister = () =>
  useMutation({
    mutationFn: (input: RegistrationInput) =>
      apiRequest(RegistrationPendingSchema, 'POST', '/api/auth/email', input),
    // Problems with what was typed are shown beside each field; a toast would only repeat them.
    meta: { errorTitle: 'Registration Failed', errorShownInline: 'fields' },
  })

export const useConfirmRegistration = () =>
  useMutation({
    mutationFn: (token: string) =>
      apiRequest(ConfirmedRegistrationSchema, 'POST', '/api/auth/verify-email', { token }),
    // The page says it beside the button.
    meta: { errorShownInline: 'all' },
  })
