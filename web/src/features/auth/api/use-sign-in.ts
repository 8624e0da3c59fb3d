import { notifyError, setFlashToast } from '@/lib/toast'
import { useEmailAuth } from './email-auth'

/** Sign-in as the spec words it: both fields required, 'Welcome Back!' after the reload, 'Login Failed' otherwise. */
export const useSignIn = (onSignedIn: () => void) => {
  const signIn = useEmailAuth()
  const submit = (email: string, password: string) => {
    if (!email.trim() || !password.trim()) {
      notifyError('Fields Required', 'Please enter both email and password')
      return
    }
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ user }) => {
          setFlashToast({ title: 'Welcome Back!', description: `Good to see you, ${user.firstName}.` })
          onSignedIn()
        },
      },
    )
  }
  return { submit, isPending: signIn.isPending }
}
