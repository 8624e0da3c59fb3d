import { useTranslation } from 'react-i18next'
import type { FamilyGroup } from '@forkcast/contract/groups.schemas'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useGroupMembers } from '../api/get-group-members'
import { MemberRow } from './member-row'

interface MemberListProps {
  group: FamilyGroup
  currentUserId: number
}

export const MemberList = ({ group, currentUserId }: MemberListProps) => {
  const { t } = useTranslation('groups')
  const { data: members, isError, refetch, isRefetching } = useGroupMembers(group.id)
  if (members) {
    return (
      <ul className="divide-y divide-stone-100" aria-label={t('members')}>
        {members.map((member) => (
          <MemberRow
            key={member.userId}
            member={member}
            groupId={group.id}
            groupName={group.name}
            isCurrentUser={member.userId === currentUserId}
            canRemove={group.isOwner && member.userId !== currentUserId}
          />
        ))}
      </ul>
    )
  }
  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 py-4">
        <p className="text-stone-700">{t('memberList.loadError')}</p>
        <Button variant="secondary" disabled={isRefetching} onClick={() => void refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    )
  }
  return <Spinner className="py-6" label={t('memberList.loading')} />
}
