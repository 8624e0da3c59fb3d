import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type SmartRecommendationForm } from '@forkcast/contract/planning.schemas'
import { smartMealEndpoints } from '@forkcast/contract/planning.endpoints'
import { callEndpoint } from '@/lib/api-client'

export const useRecommendations = () => {
  const { t } = useTranslation('planning')
  return useMutation({
    mutationFn: (request: SmartRecommendationForm) =>
      callEndpoint(smartMealEndpoints.recommend, { body: request }),
    // The planner shows every failure itself: its upgrade offer, field problems beside the fields, the rest below.
    meta: { errorTitle: t('errors.recommendationFailed'), errorShownInline: 'all' },
  })
}

export const useCreateGroceryList = () => {
  const { t } = useTranslation('planning')
  return useMutation({
    mutationFn: (request: { groupId: number; recipeIds: number[]; servings: number; onHand: string[] }) =>
      callEndpoint(smartMealEndpoints.createGroceryList, { body: request }),
    meta: { errorTitle: t('errors.groceryListFailed') },
  })
}
