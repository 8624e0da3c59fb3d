import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { INVITE_CODE_LENGTH, JoinGroupSchema } from '@forkcast/contract/groups.schemas'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { notify, notifyError } from '@/lib/toast'
import { useSchemaForm } from '@/lib/use-schema-form'
import { useJoinGroup } from '../api/join-group'
import { normalizeInviteCodeInput } from '../utils/normalize-invite-code'

interface JoinGroupDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

export const JoinGroupDialog = ({ open, onOpenChange }: JoinGroupDialogProps) => {
  const { t } = useTranslation('groups')
  const form = useSchemaForm(JoinGroupSchema, { defaultValues: { inviteCode: '' } })
  const joinGroup = useJoinGroup()

  const submit = form.handleSubmit(
    ({ inviteCode }) =>
      // Other failures are toasted by the query client's mutation cache.
      joinGroup.mutate(inviteCode, {
        onSuccess: (group) => {
          notify({ title: t('success'), description: t('joined', { name: group.name }) })
          form.reset()
          onOpenChange(false)
        },
        onError: (error) => form.showServerErrors(error),
      }),
    // A short code is also said out loud in a toast, as the dialog always did.
    (errors) => {
      if (errors.inviteCode?.message) notifyError(t('joinGroup.invalidCode'), errors.inviteCode.message)
    },
  )

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('joinGroup.title')}
      description={t('joinGroup.description', { length: INVITE_CODE_LENGTH })}
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Controller
          control={form.control}
          name="inviteCode"
          render={({ field, fieldState }) => (
            <Field
              label={t('inviteCode')}
              placeholder={t('joinGroup.codePlaceholder')}
              hint={t('joinGroup.codeLength', { length: field.value.length, max: INVITE_CODE_LENGTH })}
              autoFocus
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="font-mono uppercase tracking-widest"
              error={fieldState.error?.message}
              {...field}
              onChange={(event) => field.onChange(normalizeInviteCodeInput(event.target.value))}
            />
          )}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={joinGroup.isPending}>
            {joinGroup.isPending ? t('joining') : t('joinGroup.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
