import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Language } from '@forkcast/contract/languages'
import type { User } from '@forkcast/contract/users.schemas'
import { userEndpoints } from '@forkcast/contract/users.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { currentLanguage, i18next, showLanguage } from '@/lib/i18n'
import { queryKeys } from '@/lib/query-keys'
import { storeUser } from './store-user'

/** The language switch: the page changes at once, and goes back if the choice could not be saved. */
export const useUpdateLanguage = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (language: Language) => callEndpoint(userEndpoints.setLanguage, { body: { language } }),
    meta: { errorTitle: i18next.t('language:notSaved') },
    onMutate: async (language) => {
      const before = queryClient.getQueryData<User>(queryKeys.user)
      const shownBefore = currentLanguage()
      if (before) storeUser(queryClient, { ...before, language })
      await showLanguage(language)
      return { before, shownBefore }
    },
    onError: async (_error, _language, context) => {
      if (context?.before) storeUser(queryClient, context.before)
      if (context) await showLanguage(context.shownBefore)
    },
    onSuccess: (user) => storeUser(queryClient, user),
  })
}
