import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { User } from '@forkcast/contract/users.schemas'
import type { SessionChangedEvent } from '@forkcast/contract/voting.schemas'
import { DecisionInvitationBanner } from '@/features/voting/components/decision-invitation-banner'
import { paths } from '@/config/paths'
import { PwaShell } from './pwa-shell'
import { useLiveEvents } from '@/lib/live-events'
import { OfflineBanner } from './offline-banner'
import { getPageTitle } from './page-titles'
import { usePendingInviteJoin } from './use-pending-invite-join'
import { HouseholdSafetyContext } from '@/components/household-safety'
import { useUpdateSafetyScope } from '@/features/users/api/update-safety-scope'
import { JustForMeBanner } from './just-for-me-banner'

interface SignedInShellProps {
  user: User
  children: ReactNode
}

/** Work every signed-in page needs once: live updates, live invitations and finishing a pending invite. */
export const SignedInShell = ({ user, children }: SignedInShellProps) => {
  const [invitation, setInvitation] = useState<SessionChangedEvent | null>(null)
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const isOnBoard = pathname.startsWith('/elimination/')
  // Someone already at a board needs no invitation to one.
  const isOnBoardRef = useRef(isOnBoard)
  isOnBoardRef.current = isOnBoard
  if (isOnBoard && invitation) setInvitation(null)
  useEffect(() => {
    document.title = getPageTitle(pathname)
  }, [pathname])
  useLiveEvents({
    hasGroups: user.familyGroups.length > 0,
    onSessionChanged: (event) => {
      if (event.change === 'started' && event.actorId !== user.id && !isOnBoardRef.current)
        setInvitation(event)
      // A board that decided or started over no longer needs anyone to join it from here.
      else if (event.change === 'decided' || event.change === 'reset')
        setInvitation((current) => (current?.sessionId === event.sessionId ? null : current))
    },
  })
  usePendingInviteJoin()
  const safetyScope = useUpdateSafetyScope()
  const { mutate: setSafetyScope, isPending: isSwitchingScope } = safetyScope
  const safetyActions = useMemo(
    () => ({ onJustForMe: () => setSafetyScope('me'), isSwitching: isSwitchingScope }),
    [setSafetyScope, isSwitchingScope],
  )
  const group = user.familyGroups.find((candidate) => candidate.id === invitation?.groupId)
  const join = () => {
    if (!invitation) return
    setInvitation(null)
    void navigate(paths.elimination.getHref(invitation.category, invitation.groupId))
  }
  return (
    <HouseholdSafetyContext value={safetyActions}>
      <OfflineBanner />
      <PwaShell />
      {invitation ? (
        <DecisionInvitationBanner
          invitation={invitation}
          groupName={group?.name ?? null}
          onJoin={join}
          onDismiss={() => setInvitation(null)}
        />
      ) : null}
      {user.safetyScope === 'me' && user.familyGroups.length > 0 ? (
        <JustForMeBanner isSwitching={isSwitchingScope} onHousehold={() => setSafetyScope('household')} />
      ) : null}
      {children}
    </HouseholdSafetyContext>
  )
}
