import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type AddMeal } from '@forkcast/contract/planning.schemas'
import { weeklyPlanEndpoints } from '@forkcast/contract/planning.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { planningQueryKeys } from './planning-query-keys'

export interface AddToWeekInput {
  groupId: number
  /** The Monday of the week. */
  weekStartDate: string
  meal: Pick<AddMeal, 'recipeId' | 'dayOfWeek' | 'mealType' | 'servings'>
}

/**
 * A recipe onto a day of a group's week from anywhere: starting the week's plan answers the one already there
 * when it exists, so the plan is started and the meal added in one step.
 */
export const useAddToWeek = () => {
  const queryClient = useQueryClient()
  const { t } = useTranslation('planning')
  return useMutation({
    mutationFn: async ({ groupId, weekStartDate, meal }: AddToWeekInput) => {
      const plan = await callEndpoint(weeklyPlanEndpoints.create, { body: { groupId, weekStartDate } })
      return callEndpoint(weeklyPlanEndpoints.addMeal, { params: { id: plan.id }, body: meal })
    },
    // The form shows the server's field issues beside its fields; the toast says the rest.
    meta: { errorTitle: t('errors.addToPlan'), errorShownInline: 'fields' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planningQueryKeys.weeklyPlans }),
  })
}
