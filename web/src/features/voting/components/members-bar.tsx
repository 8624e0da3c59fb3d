import { CheckCircle2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { SessionMember } from '@forkcast/contract/voting.schemas'
import { cn } from '@/lib/cn'

/** Who is deciding, and who has submitted their picks. */
export const MembersBar = ({
  members,
  currentUserId,
}: {
  members: SessionMember[]
  currentUserId: number
}) => {
  const { t } = useTranslation('voting')
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('members.label')}>
      {members.map((member) => (
        <li
          key={member.id}
          className={cn(
            'flex items-center gap-1.5 rounded-full py-1 pl-1 pr-3 text-sm ring-1',
            member.hasSubmitted ? 'bg-emerald-50 ring-emerald-200' : 'bg-white ring-stone-200',
          )}
        >
          <span
            className="flex size-7 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800"
            aria-hidden
          >
            {member.initials}
          </span>
          {member.id === currentUserId ? t('voter.you') : member.firstName}
          {member.hasSubmitted ? (
            <CheckCircle2 className="size-4 text-emerald-600" aria-label={t('members.submitted')} />
          ) : null}
        </li>
      ))}
    </ul>
  )
}
