import { Link2, Share2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { paths } from '@/config/paths'

export const inviteLinkFor = (code: string) => `${window.location.origin}${paths.join.getHref(code)}`

/** What the share sheet passes on: the link to tap, and the code for someone who joins by typing it. */
const inviteShareData = (code: string): ShareData => ({
  title: 'Join our family group on Forkcast',
  text: `Decide what's for dinner with us on Forkcast. Open the link, or join with the invite code ${code}.`,
  url: inviteLinkFor(code),
})

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function'

const share = async (code: string) => {
  try {
    await navigator.share(inviteShareData(code))
  } catch {
    // Closing the share sheet rejects too; the code and link stay on screen to pass on by hand.
  }
}

/**
 * On a phone (Web Share API) the invite opens the device's share sheet with the link and the code; where
 * there is no share sheet (most desktops) it copies the link, under the name 'Copy invite link'.
 */
export const ShareInviteLinkButton = ({
  code,
  copiedDescription,
}: {
  code: string
  copiedDescription: string
}) =>
  canShare() ? (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Share invite link"
      title="Share invite link"
      onClick={() => void share(code)}
    >
      <Share2 aria-hidden />
    </Button>
  ) : (
    <CopyButton
      text={inviteLinkFor(code)}
      label="Copy invite link"
      copiedDescription={copiedDescription}
      icon={Link2}
    />
  )
