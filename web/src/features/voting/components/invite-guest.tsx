import { useState } from 'react'
import type { TFunction } from 'i18next'
import { Link2Off, Share2, UserPlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { GUEST_LINK_HOURS, type GuestLink } from '@forkcast/contract/voting.schemas'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { Dialog } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { formatDate } from '@/lib/format'
import { describeMutationError } from '@/lib/mutation-errors'
import { notify } from '@/lib/toast'
import { useCreateGuestLink, useEndGuestLink } from '../api/guest-link'

const formatTime = (iso: string) => formatDate(iso, { weekday: 'short', hour: 'numeric', minute: '2-digit' })

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function'

const shareLink = async (link: GuestLink, t: TFunction<'voting'>) => {
  try {
    await navigator.share({
      title: t('inviteGuest.shareTitle'),
      text: t('inviteGuest.shareText'),
      url: link.url,
    })
  } catch {
    // Closing the share sheet rejects too; Copy is right beside it for anything else.
  }
}

/** The link itself, how to pass it on, and how long it lasts. */
const GuestLinkPanel = ({ link }: { link: GuestLink }) => {
  const { t } = useTranslation('voting')
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2 rounded-xl bg-stone-50 py-1 pl-3 pr-1 ring-1 ring-stone-200">
        <span className="min-w-0 truncate text-sm font-medium text-stone-900" data-testid="guest-link">
          {link.url}
        </span>
        <CopyButton
          text={link.url}
          label={t('inviteGuest.copyLabel')}
          copiedDescription={t('inviteGuest.copied')}
        />
      </div>
      {canShare() ? (
        <Button variant="secondary" onClick={() => void shareLink(link, t)}>
          <Share2 aria-hidden /> {t('inviteGuest.share')}
        </Button>
      ) : null}
      <p className="text-sm text-stone-600">
        {t('inviteGuest.expiry', { count: GUEST_LINK_HOURS, time: formatTime(link.expiresAt) })}
      </p>
    </div>
  )
}

/** The owner lets someone without an account (grandma, a friend at dinner) vote on this board only. */
export const InviteGuestButton = ({ sessionId, isOwner }: { sessionId: number; isOwner: boolean }) => {
  const { t } = useTranslation('voting')
  const [isOpen, setOpen] = useState(false)
  const createLink = useCreateGuestLink(sessionId)
  const endLink = useEndGuestLink(sessionId)
  if (!isOwner) return null

  const open = () => {
    setOpen(true)
    // Asked each time: the board's live link, or a new one once a new round or the day has ended the last.
    createLink.mutate()
  }
  const end = () =>
    endLink.mutate(undefined, {
      onSuccess: () => {
        createLink.reset()
        setOpen(false)
        notify({ title: t('inviteGuest.endedTitle'), description: t('inviteGuest.endedDescription') })
      },
    })

  return (
    <>
      <Button variant="secondary" size="sm" onClick={open}>
        <UserPlus aria-hidden /> {t('inviteGuest.button')}
      </Button>
      <Dialog
        open={isOpen}
        onOpenChange={setOpen}
        title={t('inviteGuest.dialogTitle')}
        description={t('inviteGuest.dialogDescription')}
      >
        {createLink.data ? (
          <div className="flex flex-col gap-4">
            <GuestLinkPanel link={createLink.data} />
            <Button variant="ghost" onClick={end} disabled={endLink.isPending} className="self-start">
              <Link2Off aria-hidden /> {endLink.isPending ? t('inviteGuest.ending') : t('inviteGuest.end')}
            </Button>
          </div>
        ) : createLink.isError ? (
          <div className="flex flex-col gap-3">
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
              {describeMutationError(createLink.error)}
            </p>
            <Button onClick={() => createLink.mutate()} className="self-start">
              {t('inviteGuest.tryAgain')}
            </Button>
          </div>
        ) : (
          <Spinner className="py-6" label={t('inviteGuest.making')} />
        )}
      </Dialog>
    </>
  )
}
