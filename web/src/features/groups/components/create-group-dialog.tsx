import { useTranslation } from 'react-i18next'
import { GROUP_NAME_MAX_LENGTH, GroupNameSchema } from '@forkcast/contract/groups.schemas'
import { getFieldErrors } from '@/lib/api-client'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { isUpgradeError, UpgradePrompt } from '@/components/upgrade-prompt'
import { describeMutationError } from '@/lib/mutation-errors'
import { useSchemaForm } from '@/lib/use-schema-form'
import { notify } from '@/lib/toast'
import { useCreateGroup } from '../api/create-group'

interface CreateGroupDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

export const CreateGroupDialog = ({ open, onOpenChange }: CreateGroupDialogProps) => {
  const { t } = useTranslation('groups')
  const form = useSchemaForm(GroupNameSchema, { defaultValues: { name: '' } })
  const { errors } = form.formState
  const createGroup = useCreateGroup()
  // A refusal that names no field (the plan's limit, a clash) has no field to sit beside, so it shows below.
  const otherError = createGroup.isError && Object.keys(getFieldErrors(createGroup.error)).length === 0
  // A failure shown last time is not shown again when the dialog reopens.
  const changeOpen = (isOpen: boolean) => {
    if (!isOpen) {
      createGroup.reset()
      form.clearErrors()
    }
    onOpenChange(isOpen)
  }

  const submit = form.handleSubmit(({ name }) =>
    createGroup.mutate(name, {
      onSuccess: (group) => {
        notify({
          title: t('success'),
          description: t('createGroup.created', { name: group.name }),
        })
        form.reset()
        changeOpen(false)
      },
      onError: (error) => form.showServerErrors(error),
    }),
  )

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t('createGroup.title')}
      description={t('createGroup.description')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field
          label={t('groupName')}
          placeholder={t('groupNamePlaceholder')}
          autoFocus
          autoComplete="off"
          maxLength={GROUP_NAME_MAX_LENGTH}
          error={errors.name?.message}
          {...form.register('name')}
        />
        {isUpgradeError(createGroup.error) ? (
          <UpgradePrompt error={createGroup.error} title={t('createGroup.limitReached')} />
        ) : otherError ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
            {describeMutationError(createGroup.error)}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => changeOpen(false)}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={createGroup.isPending}>
            {createGroup.isPending ? t('createGroup.creating') : t('createGroup.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
