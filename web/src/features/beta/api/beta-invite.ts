import { useQuery } from '@tanstack/react-query'
import { BetaInviteSchema, RedeemBetaResultSchema } from '@forkcast/contract/beta.schemas'
import { apiGet, apiRequest } from '@/lib/api-client'

export const useBetaInvite = (code: string) =>
  useQuery({
    queryKey: ['/api/beta/invites', code],
    queryFn: () => apiGet(BetaInviteSchema, `/api/beta/invites/${encodeURIComponent(code)}`),
    retry: false,
  })

/** Claims the invite for the signed-in account (called right after signing in or registering too). */
export const redeemBetaInvite = (code: string) =>
  apiRequest(RedeemBetaResultSchema, 'POST', `/api/beta/invites/${encodeURIComponent(code)}/redeem`)
