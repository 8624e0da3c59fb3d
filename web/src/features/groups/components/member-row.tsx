import { Crown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { GroupMember } from '@forkcast/contract/groups.schemas'
import { Badge } from '@/components/ui/badge'
import { MemberAvatar } from './member-avatar'
import { RemoveMemberButton } from './remove-member-button'

interface MemberRowProps {
  member: GroupMember
  groupId: number
  groupName: string
  isCurrentUser: boolean
  canRemove: boolean
}

export const MemberRow = ({ member, groupId, groupName, isCurrentUser, canRemove }: MemberRowProps) => {
  const { t } = useTranslation('groups')
  const fullName = [member.firstName, member.lastName].filter(Boolean).join(' ')
  return (
    <li className="flex items-center gap-3 py-3">
      <MemberAvatar initials={member.initials} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
          <span className="break-words">
            {fullName}
            {isCurrentUser ? <span className="font-normal text-stone-500">{t('memberRow.you')}</span> : null}
          </span>
          {member.isOwner ? (
            <Badge>
              <Crown className="size-3" aria-hidden /> {t('memberRow.owner')}
            </Badge>
          ) : null}
        </p>
        <p className="truncate text-sm text-stone-500">{member.email}</p>
      </div>
      {canRemove ? <RemoveMemberButton groupId={groupId} groupName={groupName} member={member} /> : null}
    </li>
  )
}
