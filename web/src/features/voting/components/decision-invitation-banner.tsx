import { Bell, X } from 'lucide-react'
import type { SessionChangedEvent } from '@forkcast/contract/voting.schemas'
import { Button } from '@/components/ui/button'

interface DecisionInvitationBannerProps {
  invitation: SessionChangedEvent
  groupName: string | null
  onJoin: () => void
  onDismiss: () => void
}

/** "Maria started tonight's decision — Join": shown on any page when another member opens a board. */
export const DecisionInvitationBanner = ({
  invitation,
  groupName,
  onJoin,
  onDismiss,
}: DecisionInvitationBannerProps) => (
  <div className="border-b border-brand-200 bg-brand-50" role="status" aria-label="Decision invitation">
    <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2">
      <Bell className="size-5 shrink-0 text-brand-700" aria-hidden />
      <p className="min-w-0 flex-1 text-sm text-stone-800">
        <strong>{invitation.actorName}</strong> started tonight’s decision
        {groupName ? <span className="text-stone-600"> in {groupName}</span> : null}
      </p>
      <Button size="sm" onClick={onJoin}>
        Join
      </Button>
      <Button size="icon" variant="ghost" aria-label="Dismiss the invitation" onClick={onDismiss}>
        <X aria-hidden />
      </Button>
    </div>
  </div>
)
