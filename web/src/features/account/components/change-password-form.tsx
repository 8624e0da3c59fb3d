import { ChangePasswordSchema } from '@forkcast/contract/account.schemas'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { useSchemaForm } from '@/lib/use-schema-form'
import { notify } from '@/lib/toast'
import { useChangePassword } from '../api/account'

export const ChangePasswordForm = () => {
  const form = useSchemaForm(ChangePasswordSchema, {
    defaultValues: { currentPassword: '', newPassword: '' },
  })
  const { errors } = form.formState
  const change = useChangePassword()

  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset()
        notify({ title: 'Password changed', description: 'Your other devices were signed out.' })
      },
      onError: (error) => form.showServerErrors(error),
    }),
  )

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Change password">
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        hint="At least 8 characters. A phrase of three or four unrelated words is strong and easy to remember."
        {...form.register('newPassword')}
      />
      <Button type="submit" disabled={change.isPending} className="self-start">
        {change.isPending ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  )
}
