import { useMutation } from '@tanstack/react-query'
import { SuccessSchema } from '@forkcast/contract/common.schemas'
import { GuestLinkSchema } from '@forkcast/contract/voting.schemas'
import { apiRequest } from '@/lib/api-client'

const guestLinkUrl = (sessionId: number) => `/api/elimination-session/${sessionId}/guest-link`

/** The owner's link for one guest on this board (it ends with the round, or after GUEST_LINK_HOURS). */
export const useCreateGuestLink = (sessionId: number) =>
  useMutation({
    mutationFn: () => apiRequest(GuestLinkSchema, 'POST', guestLinkUrl(sessionId)),
    // The invite dialog says why there is no link inside itself.
    meta: { errorShownInline: 'all' },
  })

export const useEndGuestLink = (sessionId: number) =>
  useMutation({
    mutationFn: () => apiRequest(SuccessSchema, 'DELETE', guestLinkUrl(sessionId)),
    meta: { errorTitle: 'The guest link is still open' },
  })
