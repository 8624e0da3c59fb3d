import { useEffect } from 'react'
import { useJoinByInvite } from '@/features/groups/hooks/use-join-by-invite'
import { takePendingInvite } from '@/lib/pending-invite'

/** Finishes an invite begun while signed out: after the sign-in reload, join and open the group. */
export const usePendingInviteJoin = () => {
  const joinByInvite = useJoinByInvite()
  useEffect(() => {
    const code = takePendingInvite()
    if (code) void joinByInvite(code)
  }, [joinByInvite])
}
