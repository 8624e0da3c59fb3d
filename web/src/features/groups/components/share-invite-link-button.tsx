import { Link2, Share2 } from 'lucide-react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { paths } from '@/config/paths'

export const inviteLinkFor = (code: string) => `${window.location.origin}${paths.join.getHref(code)}`

/** What the share sheet passes on: the link to tap, and the code for someone who joins by typing it. */
const inviteShareData = (code: string, t: TFunction<'groups'>): ShareData => ({
  title: t('shareInvite.shareTitle'),
  text: t('shareInvite.shareText', { code }),
  url: inviteLinkFor(code),
})

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function'

const share = async (code: string, t: TFunction<'groups'>) => {
  try {
    await navigator.share(inviteShareData(code, t))
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
}) => {
  const { t } = useTranslation('groups')
  return canShare() ? (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t('shareInvite.share')}
      title={t('shareInvite.share')}
      onClick={() => void share(code, t)}
    >
      <Share2 aria-hidden />
    </Button>
  ) : (
    <CopyButton
      text={inviteLinkFor(code)}
      label={t('shareInvite.copy')}
      copiedDescription={copiedDescription}
      icon={Link2}
    />
  )
}
