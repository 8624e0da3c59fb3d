import { useQuery } from '@tanstack/react-query'
import { GroupAllergiesSchema } from '@forkcast/contract/recipes.schemas'
import { apiGet } from '@/lib/api-client'
import { withGroup } from '../utils/recipe-context'

/** Who in the group (or the user alone) is allergic to what, to warn while ingredients are ticked. */
export const useGroupAllergies = (groupId: number) =>
  useQuery({
    queryKey: ['/api/recipes', 'group-allergies', groupId],
    queryFn: () => apiGet(GroupAllergiesSchema, withGroup('/api/recipes/group-allergies', groupId)),
  })
