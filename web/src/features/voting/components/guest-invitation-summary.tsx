import { Vote } from 'lucide-react'
import type { GuestInvitation } from '@forkcast/contract/voting.schemas'

const formatTime = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { weekday: 'short', hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  )

/** What the group is deciding, in words: 'what to cook (Thai)'. */
const describeQuestion = ({ category, cuisineLabel }: GuestInvitation) => {
  if (category === 'cuisine') return 'what kind of food to have tonight'
  const what = category === 'cooking' ? 'what to cook' : 'where to order from'
  return cuisineLabel ? `${what} (${cuisineLabel})` : what
}

/** Who invited the guest to which decision, and until when the link works. */
export const GuestInvitationSummary = ({ invitation }: { invitation: GuestInvitation }) => (
  <div className="flex flex-col items-center gap-2 text-center">
    <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
      <Vote className="size-6" aria-hidden />
    </span>
    <h1 className="text-2xl font-bold text-stone-900">{invitation.groupName}</h1>
    <p className="text-stone-700">
      {invitation.invitedBy} invited you to help decide {describeQuestion(invitation)}.
    </p>
    <p className="text-sm text-stone-500">This link works until {formatTime(invitation.expiresAt)}.</p>
  </div>
)
