import type { FamilyGroup } from '@forkcast/contract/groups.schemas'
import { useActiveSessions } from '../api/get-active-sessions'
import { findSessionInProgress } from '../utils/find-session-in-progress'
import { GroupCard } from './group-card'

export const GroupList = ({ groups }: { groups: FamilyGroup[] }) => {
  const { data: sessions } = useActiveSessions({ enabled: groups.length > 0 })
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {groups.map((group) => (
        <li key={group.id}>
          <GroupCard group={group} sessionInProgress={findSessionInProgress(sessions, group.id)} />
        </li>
      ))}
    </ul>
  )
}
