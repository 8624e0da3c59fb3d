import { useState } from 'react'
import { LogOut } from 'lucide-react'
import type { FamilyGroup } from '@forkcast/contract/groups.schemas'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { notify } from '@/lib/toast'
import { useLeaveGroup } from '../api/leave-group'

interface LeaveGroupButtonProps {
  group: FamilyGroup
  onLeft?: () => void
  className?: string
}

const describeLeaving = ({ name, memberCount, isOwner }: FamilyGroup) => {
  if (memberCount <= 1) return `You are the only member, so ${name} will be deleted for good.`
  if (isOwner) return `You will lose access to ${name}. Ownership passes to the member who joined first.`
  return `You will lose access to ${name} until someone invites you again.`
}

export const LeaveGroupButton = ({ group, onLeft, className }: LeaveGroupButtonProps) => {
  const [isOpen, setOpen] = useState(false)
  const leaveGroup = useLeaveGroup()

  // mutateAsync: the card may unmount once the list refetches, and the toast must still show.
  const leave = async () => {
    try {
      const { groupDeleted } = await leaveGroup.mutateAsync(group.id)
      notify({
        title: 'Success',
        description: groupDeleted ? `${group.name} was deleted.` : `You left ${group.name}.`,
      })
      setOpen(false)
      onLeft?.()
    } catch {
      // The query client's mutation cache has already said what the server answered.
    }
  }

  return (
    <>
      <Button variant="secondary" className={className} onClick={() => setOpen(true)}>
        <LogOut aria-hidden /> Leave Group
      </Button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setOpen}
        title={`Leave ${group.name}?`}
        description={describeLeaving(group)}
        confirmLabel="Leave Group"
        pendingLabel="Leaving..."
        isPending={leaveGroup.isPending}
        onConfirm={() => void leave()}
      />
    </>
  )
}
