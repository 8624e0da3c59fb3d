import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { getErrorMessage } from '@/lib/api-client'
import { notifyError, setFlashToast } from '@/lib/toast'
import { useEmailAuth } from '../api/email-auth'

interface WelcomeBackDialogProps {
  email: string | null
  onClose: () => void
  onSignedIn: () => void
}

/** Shown when someone registers with an email that already has an account. */
export const WelcomeBackDialog = ({ email, onClose, onSignedIn }: WelcomeBackDialogProps) => {
  const [password, setPassword] = useState('')
  const signIn = useEmailAuth()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!email || !password.trim()) {
      notifyError('Fields Required', 'Please enter both email and password')
      return
    }
    signIn.mutate(
      { email, password },
      {
        onSuccess: ({ user }) => {
          setFlashToast({ title: 'Welcome Back!', description: `Good to see you, ${user.firstName}.` })
          onSignedIn()
        },
        onError: (error) =>
          notifyError('Login Failed', getErrorMessage(error, 'Please check your credentials')),
      },
    )
  }

  return (
    <Dialog
      open={email !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Welcome Back!"
      description={
        <>
          We found an account for <strong>{email}</strong>. Enter its password to sign in.
        </>
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={signIn.isPending}>
            {signIn.isPending ? 'Signing In...' : 'Sign In'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
