import { Bell, X } from 'lucide-react'
import { Trans, useTranslation } from 'react-i18next'
import { displayNameOf } from '@forkcast/contract/voting.schemas'
import { Button } from '@/components/ui/button'
import type { DecisionInvitation } from '../utils/decision-invitation'

interface DecisionInvitationBannerProps {
  invitation: DecisionInvitation
  groupName: string | null
  onJoin: () => void
  onDismiss: () => void
}

/**
 * "Maria started tonight's decision — Join": shown on any page while another member's board round waits for me.
 * The page keeps it in view (sticky); Join and Dismiss are full-size targets on a phone.
 */
export const DecisionInvitationBanner = ({
  invitation,
  groupName,
  onJoin,
  onDismiss,
}: DecisionInvitationBannerProps) => {
  const { t } = useTranslation('voting')
  return (
    <div
      className="border-b border-brand-200 bg-brand-50"
      role="status"
      aria-label={t('invitationBanner.label')}
    >
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-1.5 sm:gap-3 sm:px-4">
        <Bell className="size-5 shrink-0 text-brand-700" aria-hidden />
        <p className="min-w-0 flex-1 text-sm text-stone-800">
          <Trans
            t={t}
            i18nKey={invitation.isStartOver ? 'invitationBanner.startedOver' : 'invitationBanner.started'}
            values={{ name: displayNameOf(invitation.starter) }}
            components={{ strong: <strong /> }}
          />
          {groupName ? (
            <span className="text-stone-600"> {t('invitationBanner.inGroup', { group: groupName })}</span>
          ) : null}
        </p>
        <Button onClick={onJoin} className="shrink-0">
          {t('invitationBanner.join')}
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className="size-11 shrink-0"
          aria-label={t('invitationBanner.dismiss')}
          onClick={onDismiss}
        >
          <X aria-hidden />
        </Button>
      </div>
    </div>
  )
}
