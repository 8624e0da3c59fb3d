import { useState } from 'react'
import { LogOut } from 'lucide-react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
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

const describeLeaving = ({ name, memberCount, isOwner }: FamilyGroup, t: TFunction<'groups'>) => {
  if (memberCount <= 1) return t('leaveGroup.onlyMember', { name })
  if (isOwner) return t('leaveGroup.owner', { name })
  return t('leaveGroup.member', { name })
}

export const LeaveGroupButton = ({ group, onLeft, className }: LeaveGroupButtonProps) => {
  const { t } = useTranslation('groups')
  const [isOpen, setOpen] = useState(false)
  const leaveGroup = useLeaveGroup()

  // mutateAsync: the card may unmount once the list refetches, and the toast must still show.
  const leave = async () => {
    try {
      const { groupDeleted } = await leaveGroup.mutateAsync(group.id)
      notify({
        title: t('success'),
        description: groupDeleted
          ? t('leaveGroup.deleted', { name: group.name })
          : t('leaveGroup.left', { name: group.name }),
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
        <LogOut aria-hidden /> {t('leaveGroup.button')}
      </Button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setOpen}
        title={t('leaveGroup.title', { name: group.name })}
        description={describeLeaving(group, t)}
        confirmLabel={t('leaveGroup.button')}
        pendingLabel={t('leaveGroup.leaving')}
        isPending={leaveGroup.isPending}
        onConfirm={() => void leave()}
      />
    </>
  )
}
