import { useState } from 'react'
import { RefreshCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { notify } from '@/lib/toast'
import { useRegenerateInviteCode } from '../api/regenerate-invite-code'

/** Owner only: for when a code reached someone it should not have. */
export const RegenerateCodeButton = ({ groupId }: { groupId: number }) => {
  const { t } = useTranslation('groups')
  const [isOpen, setOpen] = useState(false)
  const regenerate = useRegenerateInviteCode(groupId)

  const confirm = async () => {
    try {
      const group = await regenerate.mutateAsync()
      notify({ title: t('success'), description: t('regenerateCode.changed', { code: group.inviteCode }) })
      setOpen(false)
    } catch {
      // The query client's mutation cache has already said what the server answered.
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <RefreshCw aria-hidden /> {t('regenerateCode.button')}
      </Button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setOpen}
        title={t('regenerateCode.title')}
        description={t('regenerateCode.description')}
        confirmLabel={t('regenerateCode.confirm')}
        pendingLabel={t('regenerateCode.changing')}
        isPending={regenerate.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  )
}
