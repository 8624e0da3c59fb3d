import { useQuery } from '@tanstack/react-query'
import { betaEndpoints } from '@forkcast/contract/beta.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { endpointQuery } from '@/lib/endpoint-query'

export const useBetaInvite = (code: string) =>
  useQuery({ ...endpointQuery(betaEndpoints.invite, { params: { code } }), retry: false })

/** Claims the invite for the signed-in account (called right after signing in or registering too). */
export const redeemBetaInvite = (code: string) => callEndpoint(betaEndpoints.redeem, { params: { code } })
