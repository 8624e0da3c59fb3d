import { initialsOf } from '@forkcast/contract/groups.constants'
import type { Voter } from '@forkcast/contract/voting.schemas'
import { cn } from '@/lib/cn'
import { i18next } from '@/lib/i18n'

/** Whether this voter is the person looking at the board (sentences about them are worded for 'you'). */
export const isCurrentVoter = (currentUserId?: number, id?: number) =>
  id !== undefined && id === currentUserId

export const nameOfVoter = (
  voter: Pick<Voter, 'firstName' | 'lastName'>,
  currentUserId?: number,
  id?: number,
) =>
  isCurrentVoter(currentUserId, id)
    ? i18next.t('voting:voter.you')
    : [voter.firstName, voter.lastName].filter(Boolean).join(' ')

/** Small overlapping initials; the full names are in the accessible label. */
export const VoterAvatars = ({
  voters,
  tone,
  label,
}: {
  voters: Voter[]
  tone: 'green' | 'amber' | 'stone'
  label: string
}) => {
  if (voters.length === 0) return null
  const names = voters.map((voter) => nameOfVoter(voter)).join(', ')
  const tones = {
    green: 'bg-emerald-600 text-white',
    amber: 'bg-amber-400 text-amber-950',
    stone: 'bg-stone-500 text-white',
  }
  return (
    <span
      className="flex items-center"
      role="img"
      aria-label={`${label}: ${names}`}
      title={`${label}: ${names}`}
    >
      {voters.slice(0, 4).map((voter) => (
        <span
          key={voter.id}
          className={cn(
            '-ml-1.5 flex size-6 items-center justify-center rounded-full text-[10px] font-bold ring-2 ring-white first:ml-0',
            tones[tone],
          )}
          aria-hidden
        >
          {initialsOf(voter.firstName, voter.lastName)}
        </span>
      ))}
      {voters.length > 4 ? (
        <span className="ml-1 text-xs text-stone-600" aria-hidden>
          +{voters.length - 4}
        </span>
      ) : null}
    </span>
  )
}
