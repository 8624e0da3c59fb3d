import { useState } from 'react'
import { RefreshCw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { notify } from '@/lib/toast'
import { useRegenerateInviteCode } from '../api/regenerate-invite-code'

/** Owner only: for when a code reached someone it should not have. */
export const RegenerateCodeButton = ({ groupId }: { groupId: number }) => {
  const [isOpen, setOpen] = useState(false)
  const regenerate = useRegenerateInviteCode(groupId)

  const confirm = async () => {
    try {
      const group = await regenerate.mutateAsync()
      notify({ title: 'Success', description: `The new invite code is ${group.inviteCode}.` })
      setOpen(false)
    } catch {
      // The query client's mutation cache has already said what the server answered.
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <RefreshCw aria-hidden /> New invite code
      </Button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setOpen}
        title="Make a new invite code?"
        description="The old code and invite link stop working at once. Members already in the group stay."
        confirmLabel="Make new code"
        pendingLabel="Changing..."
        isPending={regenerate.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  )
}
