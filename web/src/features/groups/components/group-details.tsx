import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { FamilyGroup } from '@forkcast/contract/groups.schemas'
import { Card } from '@/components/ui/card'
import { formatMemberCount } from '../utils/format-member-count'
import { GroupNameHeading } from './group-name-heading'
import { InvitePanel } from './invite-panel'
import { LeaveGroupButton } from './leave-group-button'
import { MemberList } from './member-list'

const describeLeaving = ({ memberCount, isOwner }: FamilyGroup, t: TFunction<'groups'>) => {
  if (memberCount <= 1) return t('groupDetails.leavingDeletes')
  if (isOwner) return t('groupDetails.leavingPassesOwnership')
  return t('groupDetails.leavingCanComeBack')
}

interface GroupDetailsProps {
  group: FamilyGroup
  currentUserId: number
  onLeft: () => void
}

export const GroupDetails = ({ group, currentUserId, onLeft }: GroupDetailsProps) => {
  const { t } = useTranslation('groups')
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <GroupNameHeading group={group} />
        <p className="text-stone-600">
          {formatMemberCount(t, group.memberCount)}
          {group.isOwner ? t('groupDetails.youAreOwner') : null}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card className="min-w-0 p-5">
          <h2 className="text-lg font-semibold">{t('members')}</h2>
          <MemberList group={group} currentUserId={currentUserId} />
        </Card>
        <div className="flex min-w-0 flex-col gap-6">
          <Card className="flex flex-col gap-3 p-5">
            <h2 className="text-lg font-semibold">{t('groupDetails.inviteTitle')}</h2>
            <p className="text-sm text-stone-600">{t('groupDetails.inviteDescription')}</p>
            <InvitePanel group={group} />
          </Card>
          <Card className="flex flex-col items-start gap-3 p-5">
            <h2 className="text-lg font-semibold">{t('groupDetails.leaveTitle')}</h2>
            <p className="text-sm text-stone-600">{describeLeaving(group, t)}</p>
            <LeaveGroupButton group={group} onLeft={onLeft} />
          </Card>
        </div>
      </div>
    </div>
  )
}
