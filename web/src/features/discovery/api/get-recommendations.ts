import { useQuery } from '@tanstack/react-query'
import type { RecommendationCategory } from '@forkcast/contract/discovery.constants'
import { recommendationEndpoints } from '@forkcast/contract/recommendations.endpoints'
import { endpointQuery } from '@/lib/endpoint-query'

/** One category of AI recommendations, safe for the user and, with groupId > 0, that group. */
export const useRecommendations = (category: RecommendationCategory, groupId: number) =>
  useQuery(
    endpointQuery(recommendationEndpoints.list, {
      params: { category },
      query: { groupId: groupId > 0 ? groupId : undefined },
    }),
  )
