import { useTranslation } from 'react-i18next'
import { PASSWORD_MIN_LENGTH } from '@forkcast/contract/auth.constants'
import { ChangePasswordSchema } from '@forkcast/contract/account.schemas'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { useSchemaForm } from '@/lib/use-schema-form'
import { notify } from '@/lib/toast'
import { useChangePassword } from '../api/account'

export const ChangePasswordForm = () => {
  const { t } = useTranslation('account')
  const form = useSchemaForm(ChangePasswordSchema, {
    defaultValues: { currentPassword: '', newPassword: '' },
  })
  const { errors } = form.formState
  const change = useChangePassword()

  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset()
        notify({
          title: t('changePassword.changedTitle'),
          description: t('changePassword.changedDescription'),
        })
      },
      onError: (error) => form.showServerErrors(error),
    }),
  )

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t('changePassword.formLabel')}
    >
      <Field
        label={t('changePassword.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <Field
        label={t('changePassword.newPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        hint={t('changePassword.newPasswordHint', { min: PASSWORD_MIN_LENGTH })}
        {...form.register('newPassword')}
      />
      <Button type="submit" disabled={change.isPending} className="self-start">
        {change.isPending ? t('changePassword.submitting') : t('changePassword.submit')}
      </Button>
    </form>
  )
}
