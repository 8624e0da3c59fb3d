import type { FamilyGroup } from '@forkcast/contract/groups.schemas'
import { Card } from '@/components/ui/card'
import { formatMemberCount } from '../utils/format-member-count'
import { GroupNameHeading } from './group-name-heading'
import { InvitePanel } from './invite-panel'
import { LeaveGroupButton } from './leave-group-button'
import { MemberList } from './member-list'

const describeLeaving = ({ memberCount, isOwner }: FamilyGroup) => {
  if (memberCount <= 1) return 'You are the only member, so leaving deletes the group.'
  if (isOwner) return 'If you leave, the member who joined first becomes the owner.'
  return 'You can come back later with an invite code.'
}

interface GroupDetailsProps {
  group: FamilyGroup
  currentUserId: number
  onLeft: () => void
}

export const GroupDetails = ({ group, currentUserId, onLeft }: GroupDetailsProps) => (
  <div className="flex flex-col gap-6">
    <div className="flex flex-col gap-1">
      <GroupNameHeading group={group} />
      <p className="text-stone-600">
        {formatMemberCount(group.memberCount)}
        {group.isOwner ? ' · You are the owner' : null}
      </p>
    </div>
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <Card className="min-w-0 p-5">
        <h2 className="text-lg font-semibold">Members</h2>
        <MemberList group={group} currentUserId={currentUserId} />
      </Card>
      <div className="flex min-w-0 flex-col gap-6">
        <Card className="flex flex-col gap-3 p-5">
          <h2 className="text-lg font-semibold">Invite your family</h2>
          <p className="text-sm text-stone-600">
            Share the code, or send the link: it works before they sign up.
          </p>
          <InvitePanel group={group} />
        </Card>
        <Card className="flex flex-col items-start gap-3 p-5">
          <h2 className="text-lg font-semibold">Leave this group</h2>
          <p className="text-sm text-stone-600">{describeLeaving(group)}</p>
          <LeaveGroupButton group={group} onLeft={onLeft} />
        </Card>
      </div>
    </div>
  </div>
)
