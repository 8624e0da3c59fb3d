import { useMutation } from '@tanstack/react-query'
import type { EmailAuth } from '@forkcast/contract/auth.schemas'
import type { AuthResult } from '@forkcast/contract/users.schemas'
import { apiRequest } from '@/lib/api-client'

export type SignInInput = Pick<EmailAuth, 'email' | 'password'>
export type RegistrationInput = EmailAuth

export const postEmailAuth = (input: SignInInput | RegistrationInput) =>
  apiRequest<AuthResult>('POST', '/api/auth/email', input)

export const useEmailAuth = () => useMutation({ mutationFn: postEmailAuth })
