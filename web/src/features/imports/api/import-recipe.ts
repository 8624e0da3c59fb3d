import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { ImportRecipeRequest } from '@forkcast/contract/recipes.schemas'
import { importEndpoints } from '@forkcast/contract/imports.endpoints'
import { callEndpoint } from '@/lib/api-client'
import type { MutationErrorMeta } from '@/lib/mutation-errors'
import { invalidateRecipeLists } from './invalidate-recipe-lists'

/** One import: a web address, or pasted page source (with its address) or recipe text. */
export const useImportRecipe = (meta?: MutationErrorMeta) => {
  const { t } = useTranslation('imports')
  const queryClient = useQueryClient()
  return useMutation({
    meta: meta ?? { errorTitle: t('importFailed') },
    mutationFn: (request: ImportRecipeRequest) =>
      callEndpoint(importEndpoints.importRecipe, { body: request }),
    onSuccess: () => invalidateRecipeLists(queryClient),
  })
}
