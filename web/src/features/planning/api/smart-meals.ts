import { useMutation } from '@tanstack/react-query'
import {
  type SmartRecommendationForm,
  GroceryListSchema,
  SmartRecommendationListSchema,
} from '@forkcast/contract/planning.schemas'
import { apiRequest } from '@/lib/api-client'

export const useRecommendations = () =>
  useMutation({
    mutationFn: (request: SmartRecommendationForm) =>
      apiRequest(SmartRecommendationListSchema, 'POST', '/api/smart-meals/recommendations', request),
    // The planner shows every failure itself: its upgrade offer, field problems beside the fields, the rest below.
    meta: { errorTitle: 'Recommendation Failed', errorShownInline: 'all' },
  })

export const useCreateGroceryList = () =>
  useMutation({
    mutationFn: (request: { groupId: number; recipeIds: number[]; servings: number; onHand: string[] }) =>
      apiRequest(GroceryListSchema, 'POST', '/api/smart-meals/grocery-list', request),
    meta: { errorTitle: 'Grocery List Failed' },
  })
