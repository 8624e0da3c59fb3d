import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { type EmailAuth } from '@forkcast/contract/auth.schemas'
import { authEndpoints } from '@forkcast/contract/auth.endpoints'
import { apiRequest, callEndpoint, urlOf } from '@/lib/api-client'

export type SignInInput = Pick<EmailAuth, 'email' | 'password'>
export type RegistrationInput = EmailAuth

const { signInOrRegister } = authEndpoints

/** One endpoint answers a sign-in (200) and a registration (202): each caller reads only its own answer. */
const sendEmailAuth = <S extends z.ZodType>(answer: S, body: EmailAuth) =>
  apiRequest(answer, signInOrRegister.method, urlOf(signInOrRegister, { body }), body)

export const useEmailAuth = () => {
  const { t } = useTranslation('auth')
  return useMutation({
    mutationFn: (input: SignInInput) => sendEmailAuth(signInOrRegister.responses[200], input),
    // A problem with a field is shown beside it; a wrong password (no field named) is toasted.
    meta: { errorTitle: t('signInForm.failed'), errorShownInline: 'fields' },
  })
}

/** Registration answers the same for every address: a link is mailed, and the account exists once it is opened. */
export const useRegister = () => {
  const { t } = useTranslation('auth')
  return useMutation({
    mutationFn: (input: RegistrationInput) => sendEmailAuth(signInOrRegister.responses[202], input),
    // Problems with what was typed are shown beside each field; a toast would only repeat them.
    meta: { errorTitle: t('registerForm.failed'), errorShownInline: 'fields' },
  })
}

export const useConfirmRegistration = () =>
  useMutation({
    mutationFn: (token: string) => callEndpoint(authEndpoints.confirmRegistration, { body: { token } }),
    // The page says it beside the button.
    meta: { errorShownInline: 'all' },
  })
