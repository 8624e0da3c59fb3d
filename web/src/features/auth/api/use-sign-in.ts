import { setFlashToast } from '@/lib/toast'
import { type SignInInput, useEmailAuth } from './email-auth'

/** Sign-in as the spec words it: 'Welcome Back!' after the reload, 'Login Failed' otherwise. */
export const useSignIn = (onSignedIn: () => void) => {
  const signIn = useEmailAuth()
  const submit = (input: SignInInput, onError: (error: unknown) => void) =>
    signIn.mutate(input, {
      onSuccess: ({ user }) => {
        setFlashToast({ title: 'Welcome Back!', description: `Good to see you, ${user.firstName}.` })
        onSignedIn()
      },
      onError,
    })
  return { submit, isPending: signIn.isPending }
}
