import { useState, type FormEvent } from 'react'
import { GROUP_NAME_MAX_LENGTH } from '@forkcast/contract/groups.constants'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { notify, notifyError } from '@/lib/toast'
import { useCreateGroup } from '../api/create-group'

interface CreateGroupDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

export const CreateGroupDialog = ({ open, onOpenChange }: CreateGroupDialogProps) => {
  const [name, setName] = useState('')
  const createGroup = useCreateGroup()
  const trimmedName = name.trim()

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
      onOpenChange(false)
    } catch {
      notifyError('Error', 'Failed to create group. Please try again.')
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
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
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
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
