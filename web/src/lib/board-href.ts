import { SERVICE_TYPES, type VotingCategory } from '@forkcast/contract/voting.schemas'
import { paths } from '@/config/paths'
import { GROUP_ID_PARAM } from './decision-group'

/** What names one group's board in the address: its category, and for dishes or places its cuisine and service. */
export interface BoardAddress {
  groupId: number
  category: VotingCategory
  cuisineId?: string | null
  serviceType?: string | null
}

const isServiceType = (value: string) => (SERVICE_TYPES as readonly string[]).includes(value)

/** The address that opens (joins) this board, as the board page reads it: ?cuisine= and the service in the path. */
export const boardHref = ({ groupId, category, cuisineId, serviceType }: BoardAddress) => {
  const cuisine = cuisineId ?? undefined
  if (category === 'cuisine') return paths.elimination.getHref(category, groupId)
  if (category === 'cooking') return paths.elimination.getHref(category, groupId, { cuisine })
  return serviceType && isServiceType(serviceType)
    ? paths.eliminationService.getHref(category, serviceType, groupId, { cuisine })
    : paths.diningServiceSelection.getHref(groupId, { forBoard: true, cuisine })
}

/** Whether the page at this address is this group's board of this category (the person is on it already). */
export const isAtBoard = (
  { pathname, search }: { pathname: string; search: string },
  { groupId, category }: Pick<BoardAddress, 'groupId' | 'category'>,
) =>
  (pathname === `/elimination/${category}` || pathname.startsWith(`/elimination/${category}/`)) &&
  new URLSearchParams(search).get(GROUP_ID_PARAM) === String(groupId)
