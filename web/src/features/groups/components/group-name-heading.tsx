import { useId, useState, type KeyboardEvent } from 'react'
import { Pencil } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { GROUP_NAME_MAX_LENGTH, GroupNameSchema, type FamilyGroup } from '@forkcast/contract/groups.schemas'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { useSchemaForm } from '@/lib/use-schema-form'
import { notify } from '@/lib/toast'
import { useRenameGroup } from '../api/rename-group'

/** The group's name as the page heading; the owner can edit it in place. */
export const GroupNameHeading = ({ group }: { group: FamilyGroup }) => {
  const { t } = useTranslation('groups')
  const [isEditing, setIsEditing] = useState(false)
  const form = useSchemaForm(GroupNameSchema, { defaultValues: { name: group.name } })
  const error = form.formState.errors.name?.message
  const errorId = useId()
  const renameGroup = useRenameGroup(group.id)

  const startEditing = () => {
    form.reset({ name: group.name })
    setIsEditing(true)
  }

  if (!isEditing) {
    return (
      <div className="flex min-w-0 items-center gap-2">
        <h1 className="min-w-0 break-words text-3xl font-bold text-stone-900">{group.name}</h1>
        {group.isOwner ? (
          <Button variant="ghost" size="icon" aria-label={t('nameHeading.rename')} onClick={startEditing}>
            <Pencil aria-hidden />
          </Button>
        ) : null}
      </div>
    )
  }

  const save = form.handleSubmit(({ name }) => {
    if (name === group.name) {
      setIsEditing(false)
      return
    }
    renameGroup.mutate(name, {
      onSuccess: () => {
        notify({
          title: t('nameHeading.renamed'),
          description: t('nameHeading.renamedDescription', { name }),
        })
        setIsEditing(false)
      },
      onError: (failure) => form.showServerErrors(failure),
    })
  })
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setIsEditing(false)
  }

  return (
    <form onSubmit={save} noValidate className="flex w-full flex-col gap-2 sm:flex-row sm:items-start">
      <h1 className="sr-only">{group.name}</h1>
      <div className="flex flex-col gap-1.5 sm:max-w-md sm:flex-1">
        <Input
          aria-label={t('groupName')}
          autoFocus
          maxLength={GROUP_NAME_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onKeyDown={cancelOnEscape}
          className="text-lg font-semibold"
          {...form.register('name')}
        />
        {error ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={renameGroup.isPending}>
          {renameGroup.isPending ? t('saving') : t('nameHeading.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setIsEditing(false)}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  )
}
