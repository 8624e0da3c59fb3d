import { useState } from 'react'
import { Link2Off, Share2, UserPlus } from 'lucide-react'
import { GUEST_LINK_HOURS, type GuestLink } from '@forkcast/contract/voting.schemas'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { Dialog } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { describeMutationError } from '@/lib/mutation-errors'
import { notify } from '@/lib/toast'
import { useCreateGuestLink, useEndGuestLink } from '../api/guest-link'

const formatTime = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { weekday: 'short', hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  )

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function'

const shareLink = async (link: GuestLink) => {
  try {
    await navigator.share({
      title: 'Help us pick dinner',
      text: 'Vote with us on what’s for dinner:',
      url: link.url,
    })
  } catch {
    // Closing the share sheet rejects too; Copy is right beside it for anything else.
  }
}

/** The link itself, how to pass it on, and how long it lasts. */
const GuestLinkPanel = ({ link }: { link: GuestLink }) => (
  <div className="flex flex-col gap-3">
    <div className="flex items-center justify-between gap-2 rounded-xl bg-stone-50 py-1 pl-3 pr-1 ring-1 ring-stone-200">
      <span className="min-w-0 truncate text-sm font-medium text-stone-900" data-testid="guest-link">
        {link.url}
      </span>
      <CopyButton
        text={link.url}
        label="Copy guest link"
        copiedDescription="Guest link copied to clipboard"
      />
    </div>
    {canShare() ? (
      <Button variant="secondary" onClick={() => void shareLink(link)}>
        <Share2 aria-hidden /> Share link
      </Button>
    ) : null}
    <p className="text-sm text-stone-600">
      It ends in {GUEST_LINK_HOURS} hours (at {formatTime(link.expiresAt)}) or when a new round starts,
      whichever comes first.
    </p>
  </div>
)

/** The owner lets someone without an account (grandma, a friend at dinner) vote on this board only. */
export const InviteGuestButton = ({ sessionId, isOwner }: { sessionId: number; isOwner: boolean }) => {
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
        notify({ title: 'Guest link ended', description: 'Nobody new can join with it.' })
      },
    })

  return (
    <>
      <Button variant="secondary" size="sm" onClick={open}>
        <UserPlus aria-hidden /> Invite a guest
      </Button>
      <Dialog
        open={isOpen}
        onOpenChange={setOpen}
        title="Invite a guest"
        description="Someone without an account can vote on this board with this link. They give a first name and any allergies, and see nothing else of your group."
      >
        {createLink.data ? (
          <div className="flex flex-col gap-4">
            <GuestLinkPanel link={createLink.data} />
            <Button variant="ghost" onClick={end} disabled={endLink.isPending} className="self-start">
              <Link2Off aria-hidden /> {endLink.isPending ? 'Ending the link...' : 'End link'}
            </Button>
          </div>
        ) : createLink.isError ? (
          <div className="flex flex-col gap-3">
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
              {describeMutationError(createLink.error)}
            </p>
            <Button onClick={() => createLink.mutate()} className="self-start">
              Try again
            </Button>
          </div>
        ) : (
          <Spinner className="py-6" label="Making a link..." />
        )}
      </Dialog>
    </>
  )
}
