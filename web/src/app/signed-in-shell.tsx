import { useEffect, useMemo, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { User } from '@forkcast/contract/users.schemas'
import { DecisionInvitationBanner } from '@/features/voting/components/decision-invitation-banner'
import { PwaShell } from './pwa-shell'
import { useLiveEvents } from '@/lib/live-events'
import { OfflineBanner } from './offline-banner'
import { getPageTitle } from './page-titles'
import { usePendingInviteJoin } from './use-pending-invite-join'
import { HouseholdSafetyContext } from '@/components/household-safety'
import { useUpdateSafetyScope } from '@/features/users/api/update-safety-scope'
import { JustForMeBanner } from './just-for-me-banner'
import { useDecisionInvitation } from './use-decision-invitation'

interface SignedInShellProps {
  user: User
  children: ReactNode
}

/** Work every signed-in page needs once: live updates, live invitations and finishing a pending invite. */
export const SignedInShell = ({ user, children }: SignedInShellProps) => {
  const { t } = useTranslation('shell')
  const { pathname } = useLocation()
  // Again on a change of language: t is new then.
  useEffect(() => {
    document.title = getPageTitle(pathname, t)
  }, [pathname, t])
  const { invitation, join, dismiss, onSessionChanged } = useDecisionInvitation(user)
  // Every board change refetches the boards, which is what the invitation is read from.
  useLiveEvents({ hasGroups: user.familyGroups.length > 0, onSessionChanged })
  usePendingInviteJoin()
  const safetyScope = useUpdateSafetyScope()
  const { mutate: setSafetyScope, isPending: isSwitchingScope } = safetyScope
  const safetyActions = useMemo(
    () => ({ onJustForMe: () => setSafetyScope('me'), isSwitching: isSwitchingScope }),
    [setSafetyScope, isSwitchingScope],
  )
  const group = user.familyGroups.find((candidate) => candidate.id === invitation?.session.groupId)
  const isJustForMe = user.safetyScope === 'me' && user.familyGroups.length > 0
  return (
    <HouseholdSafetyContext value={safetyActions}>
      <OfflineBanner />
      <PwaShell />
      {/* One sticky stack, so the invitation stays in view while scrolling and nothing covers it. */}
      {invitation || isJustForMe ? (
        <div className="sticky top-0 z-30">
          {invitation ? (
            <DecisionInvitationBanner
              invitation={invitation}
              groupName={group?.name ?? null}
              onJoin={join}
              onDismiss={dismiss}
            />
          ) : null}
          {isJustForMe ? (
            <JustForMeBanner isSwitching={isSwitchingScope} onHousehold={() => setSafetyScope('household')} />
          ) : null}
        </div>
      ) : null}
      {children}
    </HouseholdSafetyContext>
  )
}
