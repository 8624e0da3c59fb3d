import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { useSignIn } from '../api/use-sign-in'

interface WelcomeBackDialogProps {
  email: string | null
  onClose: () => void
  onSignedIn: () => void
}

/** Shown when someone registers with an email that already has an account. */
export const WelcomeBackDialog = ({ email, onClose, onSignedIn }: WelcomeBackDialogProps) => {
  const [password, setPassword] = useState('')
  const signIn = useSignIn(onSignedIn)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    signIn.submit(email ?? '', password)
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
        <Link
          to={paths.forgotPassword.getHref()}
          className="self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
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
