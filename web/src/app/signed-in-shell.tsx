import type { ReactNode } from 'react'
import type { User } from '@forkcast/contract/users.schemas'
import { useLiveEvents } from '@/lib/live-events'
import { usePendingInviteJoin } from './use-pending-invite-join'

interface SignedInShellProps {
  user: User
  children: ReactNode
}

/** Work every signed-in page needs once: live updates and finishing a pending invite. */
export const SignedInShell = ({ user, children }: SignedInShellProps) => {
  useLiveEvents({ hasGroups: user.familyGroups.length > 0 })
  usePendingInviteJoin()
  return children
}
