import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { type AddMeal, type MealType } from '@forkcast/contract/planning.schemas'
import { weeklyPlanEndpoints } from '@forkcast/contract/planning.endpoints'
import { recipeEndpoints } from '@forkcast/contract/recipes.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { endpointQuery } from '@/lib/endpoint-query'
import { planningQueryKeys } from './planning-query-keys'

export const useCurrentPlan = (groupId: number, weekStartDate: string) =>
  useQuery({
    queryKey: planningQueryKeys.currentPlan(groupId, weekStartDate),
    queryFn: () => callEndpoint(weeklyPlanEndpoints.current, { query: { weekStartDate, groupId } }),
    // A tier refusal will not change by asking again.
    retry: false,
  })

export const usePlanSuggestions = (
  groupId: number,
  slot: { dayOfWeek: number; mealType: MealType } | null,
) => {
  const query = slot && { groupId, dayOfWeek: slot.dayOfWeek, mealType: slot.mealType }
  return useQuery({
    queryKey: planningQueryKeys.suggestions(query ?? undefined),
    queryFn: query ? () => callEndpoint(weeklyPlanEndpoints.suggestions, { query }) : skipToken,
  })
}

/**
 * Every plan change refetches the week; other members' pages hear of it through the live stream. The toast's
 * title is read in the language on screen.
 */
const usePlanMutation = <TInput, TResult>(
  errorTitle: (t: TFunction<'planning'>) => string,
  mutationFn: (input: TInput) => Promise<TResult>,
) => {
  const queryClient = useQueryClient()
  const { t } = useTranslation('planning')
  return useMutation({
    mutationFn,
    meta: { errorTitle: errorTitle(t) },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planningQueryKeys.weeklyPlans }),
  })
}

export const useCreatePlan = () =>
  usePlanMutation(
    (t) => t('errors.planNotStarted'),
    (input: { groupId: number; weekStartDate: string }) =>
      callEndpoint(weeklyPlanEndpoints.create, { body: input }),
  )

export const useAddMeal = (planId: number) =>
  usePlanMutation(
    (t) => t('errors.mealNotAdded'),
    (input: Partial<AddMeal> & Pick<AddMeal, 'recipeId' | 'dayOfWeek' | 'mealType'>) =>
      callEndpoint(weeklyPlanEndpoints.addMeal, { params: { id: planId }, body: input }),
  )

export const useRemoveMeal = () =>
  usePlanMutation(
    (t) => t('errors.mealNotRemoved'),
    (mealId: number) => callEndpoint(weeklyPlanEndpoints.removeMeal, { params: { id: mealId } }),
  )

export const useCompleteMeal = () =>
  usePlanMutation(
    (t) => t('errors.updateFailed'),
    ({ mealId, completed }: { mealId: number; completed: boolean }) =>
      callEndpoint(weeklyPlanEndpoints.completeMeal, { params: { id: mealId }, body: { completed } }),
  )

export const useGeneratePlanGroceryList = () =>
  usePlanMutation(
    (t) => t('errors.groceryListFailed'),
    (planId: number) => callEndpoint(weeklyPlanEndpoints.generateGroceryList, { params: { id: planId } }),
  )

/** Recipes by name for placing in the week; the server leaves out what a member is allergic to. */
export const useRecipeSearch = (groupId: number, text: string) =>
  useQuery({
    ...endpointQuery(recipeEndpoints.search, { query: { q: text, groupId, limit: 8 } }),
    enabled: text.trim().length >= 2,
  })
