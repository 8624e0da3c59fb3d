import { useSearchParams } from 'react-router'
import type { User } from '@forkcast/contract/users.schemas'
import { findDecisionGroup, readGroupIdParam, type DecisionGroup } from '@/lib/decision-group'

interface DecisionGroupFromAddress {
  /** The user's group named by ?groupId= (or the solo pseudo group for 0); null when absent or not theirs. */
  group: DecisionGroup | null
  /** Whether the address named a group at all, so a page can tell "none chosen" from "not yours". */
  isNamed: boolean
}

/** The deciding group lives in the address, so reload, Back, a second tab and a shared link all keep it. */
export const useDecisionGroup = (user: User): DecisionGroupFromAddress => {
  const [searchParams] = useSearchParams()
  const groupId = readGroupIdParam(searchParams)
  return { group: findDecisionGroup(groupId, user.familyGroups), isNamed: groupId !== null }
}

/** For pages that also work for the user alone: the address's group when it is theirs, else 0. */
export const useAudienceGroupId = (user: User): number => useDecisionGroup(user).group?.id ?? 0
