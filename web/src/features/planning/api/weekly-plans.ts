import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  type AddMeal,
  type MealType,
  CurrentPlanResultSchema,
  GroceryListSchema,
  PlannedMealSchema,
  SmartRecommendationListSchema,
  WeeklyPlanSchema,
} from '@forkcast/contract/planning.schemas'
import { RecipeListSchema } from '@forkcast/contract/recipes.schemas'
import { SuccessSchema } from '@forkcast/contract/common.schemas'
import { apiGet, apiRequest } from '@/lib/api-client'
import type { MutationErrorMeta } from '@/lib/mutation-errors'
import { planningQueryKeys } from './planning-query-keys'

export const useCurrentPlan = (groupId: number, weekStartDate: string) =>
  useQuery({
    queryKey: planningQueryKeys.currentPlan(groupId, weekStartDate),
    queryFn: () =>
      apiGet(
        CurrentPlanResultSchema,
        `/api/weekly-meal-plans/current?${new URLSearchParams({ weekStartDate, groupId: String(groupId) })}`,
      ),
    // A tier refusal will not change by asking again.
    retry: false,
  })

export const usePlanSuggestions = (groupId: number, slot: { dayOfWeek: number; mealType: MealType } | null) =>
  useQuery({
    queryKey: planningQueryKeys.suggestions(groupId, slot?.dayOfWeek ?? -1, slot?.mealType ?? ''),
    queryFn: () =>
      apiGet(
        SmartRecommendationListSchema,
        `/api/weekly-meal-plans/suggestions?${new URLSearchParams({
          groupId: String(groupId),
          dayOfWeek: String(slot!.dayOfWeek),
          mealType: slot!.mealType,
        })}`,
      ),
    enabled: slot !== null,
  })

/** Every plan change refetches the week; other members' pages hear of it through the live stream. */
const usePlanMutation = <TInput, TResult>(
  meta: MutationErrorMeta,
  mutationFn: (input: TInput) => Promise<TResult>,
) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    meta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planningQueryKeys.weeklyPlans }),
  })
}

export const useCreatePlan = () =>
  usePlanMutation(
    { errorTitle: 'Could not start the plan' },
    (input: { groupId: number; weekStartDate: string }) =>
      apiRequest(WeeklyPlanSchema, 'POST', '/api/weekly-meal-plans', input),
  )

export const useAddMeal = (planId: number) =>
  usePlanMutation(
    { errorTitle: 'Could not add the meal' },
    (input: Partial<AddMeal> & Pick<AddMeal, 'recipeId' | 'dayOfWeek' | 'mealType'>) =>
      apiRequest(PlannedMealSchema, 'POST', `/api/weekly-meal-plans/${planId}/meals`, input),
  )

export const useRemoveMeal = () =>
  usePlanMutation({ errorTitle: 'Meal not removed' }, (mealId: number) =>
    apiRequest(SuccessSchema, 'DELETE', `/api/weekly-meal-plans/meals/${mealId}`),
  )

export const useCompleteMeal = () =>
  usePlanMutation(
    { errorTitle: 'Update Failed' },
    ({ mealId, completed }: { mealId: number; completed: boolean }) =>
      apiRequest(PlannedMealSchema, 'PATCH', `/api/weekly-meal-plans/meals/${mealId}/complete`, {
        completed,
      }),
  )

export const useGeneratePlanGroceryList = () =>
  usePlanMutation({ errorTitle: 'Grocery List Failed' }, (planId: number) =>
    apiRequest(GroceryListSchema, 'POST', `/api/weekly-meal-plans/${planId}/grocery-list`),
  )

/** Recipes by name for placing in the week; the server leaves out what a member is allergic to. */
export const useRecipeSearch = (groupId: number, text: string) =>
  useQuery({
    queryKey: ['/api/recipes/search', 'planning', groupId, text],
    queryFn: () =>
      apiGet(
        RecipeListSchema,
        `/api/recipes/search?${new URLSearchParams({ q: text, groupId: String(groupId), limit: '8' })}`,
      ),
    enabled: text.trim().length >= 2,
  })
