import { useState, type FormEvent, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { PASSWORD_MIN_LENGTH } from '@forkcast/contract/auth.constants'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { paths } from '@/config/paths'
import { useConfirmEmailChange, useForgotPassword, useResetPassword } from '@/features/account/api/recovery'
import { useConfirmRegistration } from '@/features/auth/api/email-auth'
import { storePendingInvite } from '@/lib/pending-invite'
import { getFieldErrors } from '@/lib/api-client'
import { describeMutationError } from '@/lib/mutation-errors'
import { markNewAccount, setFlashToast } from '@/lib/toast'
import { Logo } from '../logo'

const RecoveryLayout = ({ title, children }: { title: string; children: ReactNode }) => (
  <div className="flex min-h-dvh flex-col items-center bg-stone-50 px-4 py-10">
    <title>{`${title} · Forkcast`}</title>
    <Link to={paths.home.getHref()} aria-label="Forkcast home" className="mb-8 rounded-lg">
      <Logo />
    </Link>
    <main className="w-full max-w-md">
      <Card className="p-6">
        <h1 className="mb-4 text-xl font-bold tracking-tight">{title}</h1>
        {children}
      </Card>
    </main>
  </div>
)

const BackToSignIn = () => (
  <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'link', size: 'sm' })}>
    Back to sign in
  </Link>
)

export const ForgotPasswordPage = () => {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const forgot = useForgotPassword()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setError('Please enter a valid email address')
      return
    }
    setError(undefined)
    forgot.mutate(email.trim(), {
      onError: (failure) => setError(getFieldErrors(failure).email ?? describeMutationError(failure)),
    })
  }

  if (forgot.isSuccess)
    return (
      <RecoveryLayout title="Check your mail">
        <p role="status" className="text-stone-700">
          {forgot.data.message}
        </p>
        <div className="mt-4">
          <BackToSignIn />
        </div>
      </RecoveryLayout>
    )

  return (
    <RecoveryLayout title="Forgot your password?">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Forgot password">
        <p className="text-sm text-stone-600">
          Enter the email you sign in with and we will mail you a link.
        </p>
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Send reset link'}
        </Button>
        <BackToSignIn />
      </form>
    </RecoveryLayout>
  )
}

export const ResetPasswordPage = () => {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const reset = useResetPassword()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (password.length < PASSWORD_MIN_LENGTH) {
      setErrors({ password: `Use at least ${PASSWORD_MIN_LENGTH} characters` })
      return
    }
    setErrors({})
    reset.mutate(
      { token, password },
      {
        onError: (failure) => {
          const fieldErrors = getFieldErrors(failure)
          setErrors(
            Object.keys(fieldErrors).length > 0 ? fieldErrors : { token: describeMutationError(failure) },
          )
        },
      },
    )
  }

  if (reset.isSuccess)
    return (
      <RecoveryLayout title="Password changed">
        <p role="status" className="text-stone-700">
          Your new password is set and every device was signed out. Sign in with the new password.
        </p>
        <Link to={paths.home.getHref()} className={`${buttonVariants()} mt-4`}>
          Sign in
        </Link>
      </RecoveryLayout>
    )

  const linkProblem = !token ? 'This link is incomplete. Open it again from the mail.' : errors.token
  return (
    <RecoveryLayout title="Choose a new password">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Choose a new password">
        {linkProblem ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
            {linkProblem}{' '}
            <Link to={paths.forgotPassword.getHref()} className="font-semibold underline">
              Ask for a new link
            </Link>
          </p>
        ) : null}
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          error={errors.password}
          hint="At least 8 characters. A phrase of three or four unrelated words is strong and easy to remember."
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" disabled={reset.isPending || !token}>
          {reset.isPending ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </RecoveryLayout>
  )
}

export const ConfirmEmailPage = () => {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const confirm = useConfirmEmailChange()

  if (confirm.isSuccess)
    return (
      <RecoveryLayout title="Email changed">
        <p role="status" className="text-stone-700">
          You now sign in with <span className="font-semibold">{confirm.data.email}</span>.
        </p>
        <Link to={paths.home.getHref()} className={`${buttonVariants()} mt-4`}>
          Go to Forkcast
        </Link>
      </RecoveryLayout>
    )

  // A button rather than on load: mail scanners that open links must not use them up.
  return (
    <RecoveryLayout title="Confirm your new email">
      {confirm.isError ? (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {describeMutationError(confirm.error)}
        </p>
      ) : null}
      <Button className="w-full" disabled={!token || confirm.isPending} onClick={() => confirm.mutate(token)}>
        {confirm.isPending ? 'Confirming...' : 'Confirm new email'}
      </Button>
    </RecoveryLayout>
  )
}

/** Where a new account goes: back to the invite (joined after the reload) or beta page it began on, or home. */
const pageAfterRegistration = (continueTo: string | null) => {
  const invite = continueTo ? /^\/join\/([A-Za-z0-9-]+)$/.exec(continueTo) : null
  if (invite?.[1]) storePendingInvite(invite[1])
  return continueTo ?? paths.home.getHref()
}

/** The registration link from the mail: one click creates the account and signs it in. */
export const VerifyEmailPage = () => {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const confirm = useConfirmRegistration()
  const finish = () =>
    confirm.mutate(token, {
      onSuccess: ({ user, continueTo, betaTierName }) => {
        markNewAccount(user.id)
        setFlashToast({
          title: betaTierName ? 'Welcome to the beta!' : 'Account Created Successfully',
          description: betaTierName
            ? `Welcome to Forkcast, ${user.firstName}! ${betaTierName} features are now yours.`
            : `Welcome to Forkcast, ${user.firstName}!`,
        })
        // A full load, so the app starts signed in (and, from an invite, joins the group).
        window.location.assign(pageAfterRegistration(continueTo))
      },
    })

  // A button rather than on load: mail scanners that open links must not use them up.
  return (
    <RecoveryLayout title="Finish creating your account">
      {confirm.isError ? (
        <div role="alert" className="mb-4 flex flex-col gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-800">
          <p>{describeMutationError(confirm.error)}</p>
          <BackToSignIn />
        </div>
      ) : null}
      <p className="mb-4 text-stone-700">
        Your email is confirmed by this link. One click and your account is ready.
      </p>
      <Button className="w-full" disabled={!token || confirm.isPending || confirm.isSuccess} onClick={finish}>
        {confirm.isPending || confirm.isSuccess ? 'Creating your account...' : 'Create my account'}
      </Button>
    </RecoveryLayout>
  )
}
