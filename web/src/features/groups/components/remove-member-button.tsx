import { useState } from 'react'
import { UserMinus } from 'lucide-react'
import type { GroupMember } from '@forkcast/contract/groups.schemas'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { notify } from '@/lib/toast'
import { useRemoveMember } from '../api/remove-member'

interface RemoveMemberButtonProps {
  groupId: number
  groupName: string
  member: GroupMember
}

/** Owner only. */
export const RemoveMemberButton = ({ groupId, groupName, member }: RemoveMemberButtonProps) => {
  const [isOpen, setOpen] = useState(false)
  const removeMember = useRemoveMember(groupId)

  const remove = async () => {
    try {
      await removeMember.mutateAsync(member.userId)
      notify({ title: 'Success', description: `${member.firstName} was removed from ${groupName}.` })
      setOpen(false)
    } catch {
      // The query client's mutation cache has already said what the server answered.
    }
  }

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Remove ${member.firstName}`}
        onClick={() => setOpen(true)}
      >
        <UserMinus aria-hidden /> <span className="hidden sm:inline">Remove</span>
      </Button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setOpen}
        title={`Remove ${member.firstName}?`}
        description={`${member.firstName} will no longer see ${groupName} or take part in its decisions. They can rejoin only with a current invite code.`}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        isPending={removeMember.isPending}
        onConfirm={() => void remove()}
      />
    </>
  )
}
