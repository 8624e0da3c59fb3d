import { useMutation } from '@tanstack/react-query'
import type {
  GroceryList,
  SmartRecommendation,
  SmartRecommendationForm,
} from '@forkcast/contract/planning.schemas'
import { apiRequest } from '@/lib/api-client'

export const useRecommendations = () =>
  useMutation({
    mutationFn: (request: SmartRecommendationForm) =>
      apiRequest<SmartRecommendation[]>('POST', '/api/smart-meals/recommendations', request),
  })

export const useCreateGroceryList = () =>
  useMutation({
    mutationFn: (request: { groupId: number; recipeIds: number[]; servings: number }) =>
      apiRequest<GroceryList>('POST', '/api/smart-meals/grocery-list', request),
  })
