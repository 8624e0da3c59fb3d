import { useMutation } from '@tanstack/react-query'
import type { EmailAuth, RegistrationPending } from '@forkcast/contract/auth.schemas'
import type { AuthResult, ConfirmedRegistration } from '@forkcast/contract/users.schemas'
import { apiRequest } from '@/lib/api-client'

export type SignInInput = Pick<EmailAuth, 'email' | 'password'>
export type RegistrationInput = EmailAuth

export const useEmailAuth = () =>
  useMutation({
    mutationFn: (input: SignInInput) => apiRequest<AuthResult>('POST', '/api/auth/email', input),
  })

/** Registration answers the same for every address: a link is mailed, and the account exists once it is opened. */
export const useRegister = () =>
  useMutation({
    mutationFn: (input: RegistrationInput) =>
      apiRequest<RegistrationPending>('POST', '/api/auth/email', input),
  })

export const useConfirmRegistration = () =>
  useMutation({
    mutationFn: (token: string) =>
      apiRequest<ConfirmedRegistration>('POST', '/api/auth/verify-email', { token }),
  })
