import { useState, type FormEvent } from 'react'
import { GROUP_NAME_MAX_LENGTH } from '@forkcast/contract/groups.constants'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { isUpgradeError, UpgradePrompt } from '@/components/upgrade-prompt'
import { describeMutationError } from '@/lib/mutation-errors'
import { notify } from '@/lib/toast'
import { useCreateGroup } from '../api/create-group'

interface CreateGroupDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

export const CreateGroupDialog = ({ open, onOpenChange }: CreateGroupDialogProps) => {
  const [name, setName] = useState('')
  const createGroup = useCreateGroup()
  const trimmedName = name.trim()
  // A failure shown last time is not shown again when the dialog reopens.
  const changeOpen = (isOpen: boolean) => {
    if (!isOpen) createGroup.reset()
    onOpenChange(isOpen)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!trimmedName) return
    try {
      const group = await createGroup.mutateAsync(trimmedName)
      notify({
        title: 'Success',
        description: `${group.name} is ready. Share its invite code with your family.`,
      })
      setName('')
      changeOpen(false)
    } catch {
      // Shown below the form (createGroup.error), with the upgrade offer past the plan's limit.
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title="Create Group"
      description="Name your family group. You can invite everyone once it exists."
    >
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <Field
          label="Group name"
          placeholder="e.g. The Garcia Family"
          autoFocus
          autoComplete="off"
          maxLength={GROUP_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        {isUpgradeError(createGroup.error) ? (
          <UpgradePrompt error={createGroup.error} title="Your plan’s group limit is reached" />
        ) : createGroup.isError ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
            {describeMutationError(createGroup.error)}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => changeOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={!trimmedName || createGroup.isPending}>
            {createGroup.isPending ? 'Creating...' : 'Create Group'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
