import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AllergenId } from '@forkcast/contract/allergens'
import { recipeEndpoints } from '@forkcast/contract/recipes.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { invalidateRecipeQueries } from './invalidate-recipe-queries'

/** Confirms by hand which allergens a recipe contains; an empty list confirms none of them. */
export const useReviewAllergens = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ recipeId, allergens }: { recipeId: number; allergens: AllergenId[] }) =>
      callEndpoint(recipeEndpoints.reviewAllergens, { params: { id: recipeId }, body: { allergens } }),
    // The form says it under its buttons.
    meta: { errorShownInline: 'all' },
    onSuccess: () => invalidateRecipeQueries(queryClient),
  })
}
