import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { SignInSchema } from '@forkcast/contract/auth.schemas'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { paths } from '@/config/paths'
import { useSchemaForm } from '@/lib/use-schema-form'
import { useSignIn } from '../api/use-sign-in'
import { PasskeySignInButton } from './passkey-sign-in-button'

interface SignInFormProps {
  onSignedIn: () => void
  /** 'stacked': labelled fields one under another, for a card on a phone; 'row': the compact header form. */
  layout?: 'row' | 'stacked'
}

/** The sign-in form: compact in the landing page's header, stacked in a card on phones. */
export const SignInForm = ({ onSignedIn, layout = 'row' }: SignInFormProps) => {
  const { t } = useTranslation('auth')
  // Ids per instance: the landing page can hold the header form and a phone card form at once.
  const id = useId()
  const form = useSchemaForm(SignInSchema, { defaultValues: { email: '', password: '' } })
  const { errors } = form.formState
  const signIn = useSignIn(onSignedIn)
  const isStacked = layout === 'stacked'
  const labelClass = isStacked ? 'text-sm' : 'sr-only sm:not-sr-only sm:text-xs'

  const submit = form.handleSubmit((values) => signIn.submit(values, (error) => form.showServerErrors(error)))

  return (
    <form
      onSubmit={submit}
      noValidate
      className={`flex w-full flex-col ${isStacked ? 'gap-4' : 'gap-2 sm:flex-row sm:items-end'}`}
      aria-label={t('signInForm.formLabel')}
    >
      <div className="flex flex-1 flex-col gap-1">
        <Label htmlFor={`${id}-email`} className={labelClass}>
          {t('fields.email')}
        </Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder={t('fields.email')}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          {...form.register('email')}
        />
        <FieldError id={`${id}-email-error`} message={errors.email?.message} />
      </div>
      <div className="flex flex-1 flex-col gap-1">
        <Label htmlFor={`${id}-password`} className={labelClass}>
          {t('fields.password')}
        </Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          placeholder={t('fields.password')}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
          {...form.register('password')}
        />
        <FieldError id={`${id}-password-error`} message={errors.password?.message} />
      </div>
      <div
        className={`flex items-center justify-between gap-3 ${isStacked ? '' : 'sm:flex-col sm:items-stretch sm:gap-1'}`}
      >
        <div className="flex gap-2">
          <Button type="submit" disabled={signIn.isPending} size={isStacked ? 'lg' : 'md'} className="flex-1">
            {signIn.isPending ? t('signInForm.submitting') : t('signInForm.submit')}
          </Button>
          {isStacked ? null : <PasskeySignInButton isCompact onSignedIn={signIn.welcome} />}
        </div>
        {/* A plain link: the landing page paints without the router (decision 054). */}
        <a
          href={paths.forgotPassword.getHref()}
          className="text-xs font-medium text-brand-700 underline-offset-4 hover:underline sm:text-center"
        >
          {t('signInForm.forgotPassword')}
        </a>
      </div>
      {isStacked ? <PasskeySignInButton onSignedIn={signIn.welcome} /> : null}
    </form>
  )
}

// Field's layout does not fit the compact header row, so its error line is repeated here.
const FieldError = ({ id, message }: { id: string; message: string | undefined }) =>
  message ? (
    <p id={id} className="text-xs font-medium text-red-700">
      {message}
    </p>
  ) : null
