import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { votingEndpoints } from '@forkcast/contract/voting.endpoints'
import { callEndpoint } from '@/lib/api-client'

/** The owner's link for one guest on this board (it ends with the round, or after GUEST_LINK_HOURS). */
export const useCreateGuestLink = (sessionId: number) =>
  useMutation({
    mutationFn: () => callEndpoint(votingEndpoints.shareGuestLink, { params: { id: sessionId } }),
    // The invite dialog says why there is no link inside itself.
    meta: { errorShownInline: 'all' },
  })

export const useEndGuestLink = (sessionId: number) => {
  const { t } = useTranslation('voting')
  return useMutation({
    mutationFn: () => callEndpoint(votingEndpoints.endGuestLink, { params: { id: sessionId } }),
    meta: { errorTitle: t('failure.endGuestLink') },
  })
}
