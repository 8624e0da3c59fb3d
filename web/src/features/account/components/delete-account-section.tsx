import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteAccountSchema } from '@forkcast/contract/account.schemas'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { paths } from '@/config/paths'
import { setFlashToast } from '@/lib/toast'
import { useSchemaForm } from '@/lib/use-schema-form'
import { useDeleteAccount } from '../api/account'

export const DeleteAccountSection = () => {
  const { t } = useTranslation('account')
  const [open, setOpen] = useState(false)
  const form = useSchemaForm(DeleteAccountSchema, { defaultValues: { password: '' } })
  const error = form.formState.errors.password?.message
  const deleteAccount = useDeleteAccount()
  const queryClient = useQueryClient()

  // A typed password must not wait in a closed dialog, however it was closed.
  const close = () => {
    setOpen(false)
    form.reset()
  }

  const submit = form.handleSubmit(({ password }) =>
    deleteAccount.mutate(password, {
      onSuccess: () => {
        queryClient.clear()
        localStorage.clear()
        sessionStorage.clear()
        setFlashToast({
          title: t('deleteAccount.deletedTitle'),
          description: t('deleteAccount.deletedDescription'),
        })
        window.location.replace(paths.home.getHref())
      },
      // Only the password is asked here; a failure naming no field is toasted by the query client.
      onError: (failure) => form.showServerErrors(failure),
    }),
  )

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-stone-600">{t('deleteAccount.explanation')}</p>
      <Button variant="destructive" className="self-start" onClick={() => setOpen(true)}>
        {t('deleteAccount.open')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title={t('deleteAccount.dialogTitle')}
        description={t('deleteAccount.dialogDescription')}
      >
        <form
          onSubmit={submit}
          noValidate
          className="flex flex-col gap-4"
          aria-label={t('deleteAccount.formLabel')}
        >
          <Field
            label={t('deleteAccount.password')}
            type="password"
            autoComplete="current-password"
            error={error}
            {...form.register('password')}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={close}>
              {t('deleteAccount.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={deleteAccount.isPending}>
              {deleteAccount.isPending ? t('deleteAccount.submitting') : t('deleteAccount.submit')}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  )
}
