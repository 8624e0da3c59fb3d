import { useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { ChangeEmailSchema } from '@forkcast/contract/account.schemas'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { useSchemaForm } from '@/lib/use-schema-form'
import { useChangeEmail } from '../api/account'

export const ChangeEmailForm = ({ currentEmail }: { currentEmail: string }) => {
  const { t } = useTranslation('account')
  const form = useSchemaForm(ChangeEmailSchema, { defaultValues: { newEmail: '', password: '' } })
  const { errors } = form.formState
  const [sentMessage, setSentMessage] = useState<string | null>(null)
  const change = useChangeEmail()

  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (answer) => {
        form.resetField('password')
        setSentMessage(answer.message)
      },
      onError: (error) => form.showServerErrors(error),
    }),
  )

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t('changeEmail.formLabel')}
    >
      <p className="text-sm text-stone-600">
        <Trans
          t={t}
          i18nKey="changeEmail.current"
          values={{ email: currentEmail }}
          components={{ email: <span className="font-medium text-stone-900" /> }}
        />
      </p>
      <Field
        label={t('changeEmail.newEmail')}
        type="email"
        autoComplete="email"
        error={errors.newEmail?.message}
        {...form.register('newEmail')}
      />
      <Field
        label={t('changeEmail.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      {sentMessage ? (
        <p role="status" className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
          {sentMessage}
        </p>
      ) : null}
      <Button type="submit" disabled={change.isPending} className="self-start">
        {change.isPending ? t('changeEmail.submitting') : t('changeEmail.submit')}
      </Button>
    </form>
  )
}
