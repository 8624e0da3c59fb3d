import type { FamilyGroup } from '@forkcast/contract/groups.schemas'
import { useActiveSessions } from '../api/get-active-sessions'
import { describeGroupBoards } from '../utils/group-boards'
import { GroupCard } from './group-card'

export const GroupList = ({ groups }: { groups: FamilyGroup[] }) => {
  const { data: sessions } = useActiveSessions({ enabled: groups.length > 0 })
  const now = new Date()
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {groups.map((group) => (
        <li key={group.id}>
          <GroupCard group={group} boards={describeGroupBoards(sessions, group.id, { now })} />
        </li>
      ))}
    </ul>
  )
}
