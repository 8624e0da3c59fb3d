import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ForgotPasswordSchema, ResetPasswordSchema } from '@forkcast/contract/account.schemas'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { paths } from '@/config/paths'
import { useConfirmEmailChange, useForgotPassword, useResetPassword } from '@/features/account/api/recovery'
import { useConfirmRegistration } from '@/features/auth/api/email-auth'
import { storePendingInvite } from '@/lib/pending-invite'
import { describeMutationError } from '@/lib/mutation-errors'
import { markNewAccount, setFlashToast } from '@/lib/toast'
import { useSchemaForm } from '@/lib/use-schema-form'
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
  const form = useSchemaForm(ForgotPasswordSchema, { defaultValues: { email: '' } })
  const forgot = useForgotPassword()

  const submit = form.handleSubmit(({ email }) =>
    forgot.mutate(email, {
      // The email is all this page asks, so a failure that names no field is said beside it too.
      onError: (failure) =>
        form.showServerErrors(failure) ||
        form.setError('email', { type: 'server', message: describeMutationError(failure) }),
    }),
  )

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
          error={form.formState.errors.email?.message}
          {...form.register('email')}
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
  // The token is a value of the form without an input, so the contract checks the link as the server will.
  const form = useSchemaForm(ResetPasswordSchema, { defaultValues: { token, password: '' } })
  const { errors } = form.formState
  const reset = useResetPassword()

  const submit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onError: (failure) =>
        form.showServerErrors(failure) ||
        form.setError('token', { type: 'server', message: describeMutationError(failure) }),
    }),
  )

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

  // A broken link is said up front, in the contract's words, before anyone types a password for nothing.
  const linkCheck = ResetPasswordSchema.shape.token.safeParse(token)
  const linkProblem = errors.token?.message ?? linkCheck.error?.issues[0]?.message
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
          error={errors.password?.message}
          hint="At least 8 characters. A phrase of three or four unrelated words is strong and easy to remember."
          {...form.register('password')}
        />
        <Button type="submit" disabled={reset.isPending || !linkCheck.success}>
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
