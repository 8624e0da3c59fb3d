import { useTranslation } from 'react-i18next'
import type { FamilyGroup } from '@forkcast/contract/groups.schemas'
import { InviteCode } from './invite-code'
import { RegenerateCodeButton } from './regenerate-code-button'
import { ShareInviteLinkButton, inviteLinkFor } from './share-invite-link-button'

/** How to bring people in: the code to type, or a link that works even for people without an account. */
export const InvitePanel = ({ group }: { group: FamilyGroup }) => {
  const { t } = useTranslation('groups')
  const inviteLink = inviteLinkFor(group.inviteCode)
  return (
    <div className="flex flex-col gap-3">
      <InviteCode code={group.inviteCode} />
      <div className="flex items-center justify-between gap-2 rounded-xl bg-stone-50 py-1 pl-3 pr-1 ring-1 ring-stone-200">
        <span className="shrink-0 text-sm text-stone-600">{t('invitePanel.inviteLink')}</span>
        <span className="flex min-w-0 items-center gap-1">
          <span className="truncate text-sm font-medium text-stone-900" data-testid="invite-link">
            {inviteLink}
          </span>
          <ShareInviteLinkButton code={group.inviteCode} copiedDescription={t('invitePanel.linkCopied')} />
        </span>
      </div>
      {group.isOwner ? (
        <div>
          <RegenerateCodeButton groupId={group.id} />
        </div>
      ) : null}
    </div>
  )
}
