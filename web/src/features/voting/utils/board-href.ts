import type { VotingCategory } from '@forkcast/contract/voting.schemas'
import { paths } from '@/config/paths'

/** Where a group's board lives: an ordering board names its service in the path, cooking and ordering their cuisine. */
export const boardHref = ({
  category,
  groupId,
  cuisineId,
  serviceType,
}: {
  category: VotingCategory
  groupId: number
  cuisineId?: string | null
  serviceType?: string | null
}) => {
  const cuisine = category === 'cuisine' ? undefined : (cuisineId ?? undefined)
  return category === 'ordering' && serviceType
    ? paths.eliminationService.getHref(category, serviceType, groupId, { cuisine })
    : paths.elimination.getHref(category, groupId, { cuisine })
}
