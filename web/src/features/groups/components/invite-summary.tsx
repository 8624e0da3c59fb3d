import { Users } from 'lucide-react'
import type { InvitePreview } from '@forkcast/contract/groups.schemas'
import { formatMemberCount } from '../utils/format-member-count'

/** Who invited you where: the heading of the invite page. */
export const InviteSummary = ({ preview }: { preview: InvitePreview }) => (
  <div className="flex flex-col items-center gap-2 text-center">
    <p className="text-sm font-medium uppercase tracking-wide text-brand-700">You are invited to join</p>
    <h1 className="break-words text-3xl font-extrabold text-stone-900">{preview.groupName}</h1>
    <p className="flex items-center gap-1 text-stone-600">
      <Users className="size-4" aria-hidden /> {formatMemberCount(preview.memberCount)} deciding dinner
      together
    </p>
    {preview.isFull ? (
      <p
        role="alert"
        className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
      >
        This group is full. Ask its owner to make room before you join.
      </p>
    ) : null}
  </div>
)
