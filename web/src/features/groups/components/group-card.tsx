import { useId } from 'react'
import { Settings2, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { FamilyGroup } from '@forkcast/contract/groups.schemas'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import type { GroupBoards } from '../utils/group-boards'
import { formatMemberCount } from '../utils/format-member-count'
import { InviteCode } from './invite-code'
import { LeaveGroupButton } from './leave-group-button'
import { StartDecisionButton } from './start-decision-button'
import { TonightDecision } from './tonight-decision'

interface GroupCardProps {
  group: FamilyGroup
  boards: GroupBoards
}

export const GroupCard = ({ group, boards: { decidedTonight, inProgress } }: GroupCardProps) => {
  const { t } = useTranslation('groups')
  const headingId = useId()
  return (
    <Card className="flex h-full flex-col gap-4 p-5" role="group" aria-labelledby={headingId}>
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="min-w-0 break-words text-lg font-semibold text-stone-900">
          {group.name}
        </h3>
        <p className="flex shrink-0 items-center gap-1 text-sm text-stone-600">
          <Users className="size-4" aria-hidden /> {formatMemberCount(t, group.memberCount)}
        </p>
      </div>
      <InviteCode code={group.inviteCode} withLink />
      <div className="mt-auto flex flex-col gap-2">
        {decidedTonight ? <TonightDecision session={decidedTonight} /> : null}
        {/* The line's space is kept while nobody has voted: a first live vote fills it, nothing below moves. */}
        {decidedTonight && !inProgress ? null : (
          <p className="min-h-5 text-sm text-stone-700">
            {inProgress && inProgress.voters.length > 0 ? (
              <>
                <span className="font-medium">{t('groupCard.votedSoFar')}</span>{' '}
                {inProgress.voters.join(', ')}
              </>
            ) : null}
          </p>
        )}
        {/* Decided tonight: the card leads on from the answer; a board still open is continued as before. */}
        {decidedTonight && !inProgress ? null : (
          <StartDecisionButton group={group} sessionInProgress={inProgress} />
        )}
        <div className="flex flex-wrap gap-2">
          <Link
            to={paths.familyGroup.getHref(group.id)}
            className={cn(buttonVariants({ variant: 'secondary' }), 'flex-1')}
            aria-label={t('groupCard.manageGroup', { name: group.name })}
          >
            <Settings2 aria-hidden /> {t('groupCard.manage')}
          </Link>
          <LeaveGroupButton group={group} className="flex-1" />
        </div>
      </div>
    </Card>
  )
}
