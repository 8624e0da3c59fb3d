import type { ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
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

const RecoveryLayout = ({ title, children }: { title: string; children: ReactNode }) => {
  const { t } = useTranslation('app')
  return (
    <div className="flex min-h-dvh flex-col items-center bg-stone-50 px-4 py-10">
      <title>{t('shared.pageTitle', { page: title })}</title>
      <Link to={paths.home.getHref()} aria-label={t('shared.forkcastHome')} className="mb-8 rounded-lg">
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
}

const BackToSignIn = () => {
  const { t } = useTranslation('app')
  return (
    <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'link', size: 'sm' })}>
      {t('accountRecovery.backToSignIn')}
    </Link>
  )
}

export const ForgotPasswordPage = () => {
  const { t } = useTranslation('app', { keyPrefix: 'accountRecovery.forgot' })
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
      <RecoveryLayout title={t('mailSentTitle')}>
        <p role="status" className="text-stone-700">
          {forgot.data.message}
        </p>
        <div className="mt-4">
          <BackToSignIn />
        </div>
      </RecoveryLayout>
    )

  return (
    <RecoveryLayout title={t('title')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('formLabel')}>
        <p className="text-sm text-stone-600">{t('intro')}</p>
        <Field
          label={t('email')}
          type="email"
          autoComplete="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" disabled={forgot.isPending}>
          {forgot.isPending ? t('sending') : t('submit')}
        </Button>
        <BackToSignIn />
      </form>
    </RecoveryLayout>
  )
}

export const ResetPasswordPage = () => {
  const { t } = useTranslation('app', { keyPrefix: 'accountRecovery.reset' })
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
      <RecoveryLayout title={t('doneTitle')}>
        <p role="status" className="text-stone-700">
          {t('done')}
        </p>
        <Link to={paths.home.getHref()} className={`${buttonVariants()} mt-4`}>
          {t('signIn')}
        </Link>
      </RecoveryLayout>
    )

  // A broken link is said up front, in the contract's words, before anyone types a password for nothing.
  const linkCheck = ResetPasswordSchema.shape.token.safeParse(token)
  const linkProblem = errors.token?.message ?? linkCheck.error?.issues[0]?.message
  return (
    <RecoveryLayout title={t('title')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('title')}>
        {linkProblem ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
            {linkProblem}{' '}
            <Link to={paths.forgotPassword.getHref()} className="font-semibold underline">
              {t('askNewLink')}
            </Link>
          </p>
        ) : null}
        <Field
          label={t('newPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          hint={t('hint')}
          {...form.register('password')}
        />
        <Button type="submit" disabled={reset.isPending || !linkCheck.success}>
          {reset.isPending ? t('saving') : t('submit')}
        </Button>
      </form>
    </RecoveryLayout>
  )
}

export const ConfirmEmailPage = () => {
  const { t } = useTranslation('app')
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const confirm = useConfirmEmailChange()

  if (confirm.isSuccess)
    return (
      <RecoveryLayout title={t('accountRecovery.confirmEmail.doneTitle')}>
        <p role="status" className="text-stone-700">
          <Trans
            t={t}
            i18nKey="accountRecovery.confirmEmail.done"
            values={{ email: confirm.data.email }}
            components={{ email: <span className="font-semibold" /> }}
          />
        </p>
        <Link to={paths.home.getHref()} className={`${buttonVariants()} mt-4`}>
          {t('shared.goToForkcast')}
        </Link>
      </RecoveryLayout>
    )

  // A button rather than on load: mail scanners that open links must not use them up.
  return (
    <RecoveryLayout title={t('accountRecovery.confirmEmail.title')}>
      {confirm.isError ? (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {describeMutationError(confirm.error)}
        </p>
      ) : null}
      <Button className="w-full" disabled={!token || confirm.isPending} onClick={() => confirm.mutate(token)}>
        {confirm.isPending
          ? t('accountRecovery.confirmEmail.confirming')
          : t('accountRecovery.confirmEmail.submit')}
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
  const { t } = useTranslation('app')
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const confirm = useConfirmRegistration()
  const finish = () =>
    confirm.mutate(token, {
      onSuccess: ({ user, continueTo, betaTierName }) => {
        markNewAccount(user.id)
        setFlashToast({
          title: betaTierName ? t('shared.welcomeBeta') : t('accountRecovery.verifyEmail.createdTitle'),
          description: betaTierName
            ? t('accountRecovery.verifyEmail.welcomeBeta', { name: user.firstName, tier: betaTierName })
            : t('accountRecovery.verifyEmail.welcome', { name: user.firstName }),
        })
        // A full load, so the app starts signed in (and, from an invite, joins the group).
        window.location.assign(pageAfterRegistration(continueTo))
      },
    })

  // A button rather than on load: mail scanners that open links must not use them up.
  return (
    <RecoveryLayout title={t('accountRecovery.verifyEmail.title')}>
      {confirm.isError ? (
        <div role="alert" className="mb-4 flex flex-col gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-800">
          <p>{describeMutationError(confirm.error)}</p>
          <BackToSignIn />
        </div>
      ) : null}
      <p className="mb-4 text-stone-700">{t('accountRecovery.verifyEmail.intro')}</p>
      <Button className="w-full" disabled={!token || confirm.isPending || confirm.isSuccess} onClick={finish}>
        {confirm.isPending || confirm.isSuccess
          ? t('accountRecovery.verifyEmail.creating')
          : t('accountRecovery.verifyEmail.submit')}
      </Button>
    </RecoveryLayout>
  )
}
