import { useQuery } from '@tanstack/react-query'
import type { RecommendationCategory } from '@forkcast/contract/discovery.constants'
import { RecommendationListSchema } from '@forkcast/contract/discovery.schemas'
import { apiGet } from '@/lib/api-client'
import { discoveryQueryKeys } from './discovery-query-keys'

const withGroup = (url: string, groupId: number) => (groupId > 0 ? `${url}?groupId=${groupId}` : url)

/** One category of AI recommendations, safe for the user and, with groupId > 0, that group. */
export const useRecommendations = (category: RecommendationCategory, groupId: number) =>
  useQuery({
    queryKey: discoveryQueryKeys.recommendations(category, groupId),
    queryFn: () =>
      apiGet(RecommendationListSchema, withGroup(`/api/ai/recommendations/${category}`, groupId)),
  })
