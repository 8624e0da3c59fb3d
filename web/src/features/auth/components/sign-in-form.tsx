import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { paths } from '@/config/paths'
import { useSignIn } from '../api/use-sign-in'

/** The header sign-in form of the landing page. */
export const SignInForm = ({ onSignedIn }: { onSignedIn: () => void }) => {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const signIn = useSignIn(onSignedIn)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    signIn.submit(email, password)
  }

  return (
    <form
      onSubmit={submit}
      className="flex w-full flex-col gap-2 sm:flex-row sm:items-end"
      aria-label="Sign in"
    >
      <div className="flex flex-1 flex-col gap-1">
        <Label htmlFor="signin-email" className="sr-only sm:not-sr-only sm:text-xs">
          Email
        </Label>
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          placeholder="Email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="flex flex-1 flex-col gap-1">
        <Label htmlFor="signin-password" className="sr-only sm:not-sr-only sm:text-xs">
          Password
        </Label>
        <Input
          id="signin-password"
          type="password"
          autoComplete="current-password"
          placeholder="Password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-stretch sm:gap-1">
        <Button type="submit" disabled={signIn.isPending} className="sm:w-auto">
          {signIn.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
        <Link
          to={paths.forgotPassword.getHref()}
          className="text-xs font-medium text-brand-700 underline-offset-4 hover:underline sm:text-center"
        >
          Forgot password?
        </Link>
      </div>
    </form>
  )
}
