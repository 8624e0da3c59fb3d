import { useTranslation } from 'react-i18next'
import type { User } from '@forkcast/contract/users.schemas'
import { setFlashToast } from '@/lib/toast'
import { type SignInInput, useEmailAuth } from './email-auth'

/** Sign-in as the spec words it: 'Welcome Back!' after the reload, 'Login Failed' otherwise. */
export const useSignIn = (onSignedIn: () => void) => {
  const { t } = useTranslation('auth')
  const signIn = useEmailAuth()
  // A password or a passkey: the same welcome after the reload.
  const welcome = (user: Pick<User, 'firstName'>) => {
    setFlashToast({
      title: t('signInForm.welcomeBack'),
      description: t('signInForm.goodToSeeYou', { name: user.firstName }),
    })
    onSignedIn()
  }
  const submit = (input: SignInInput, onError: (error: unknown) => void) =>
    signIn.mutate(input, { onSuccess: ({ user }) => welcome(user), onError })
  return { submit, welcome, isPending: signIn.isPending }
}
