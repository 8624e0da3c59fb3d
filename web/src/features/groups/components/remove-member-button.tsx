import { useState } from 'react'
import { UserMinus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
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
  const { t } = useTranslation('groups')
  const [isOpen, setOpen] = useState(false)
  const removeMember = useRemoveMember(groupId)

  const remove = async () => {
    try {
      await removeMember.mutateAsync(member.userId)
      notify({
        title: t('success'),
        description: t('removeMember.removed', { name: member.firstName, group: groupName }),
      })
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
        aria-label={t('removeMember.removeName', { name: member.firstName })}
        onClick={() => setOpen(true)}
      >
        <UserMinus aria-hidden /> <span className="hidden sm:inline">{t('removeMember.remove')}</span>
      </Button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setOpen}
        title={t('removeMember.title', { name: member.firstName })}
        description={t('removeMember.description', { name: member.firstName, group: groupName })}
        confirmLabel={t('removeMember.remove')}
        pendingLabel={t('removeMember.removing')}
        isPending={removeMember.isPending}
        onConfirm={() => void remove()}
      />
    </>
  )
}
