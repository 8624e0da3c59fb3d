import { useMutation } from '@tanstack/react-query'
import type { FamilyGroup } from '@forkcast/contract/groups.schemas'
import { apiRequest } from '@/lib/api-client'

type SetupGroupRequest = { action: 'create'; name: string } | { action: 'join'; inviteCode: string }

/**
 * Wizard 2 step 5 through the groups API. Caches refresh when setup finishes: refetching the user now
 * could land after, and undo, the completed-onboarding answer.
 */
export const useSetupGroup = () =>
  useMutation({
    mutationFn: (request: SetupGroupRequest) =>
      request.action === 'create'
        ? apiRequest<FamilyGroup>('POST', '/api/family-groups', { name: request.name })
        : apiRequest<FamilyGroup>('POST', '/api/family-groups/join', { inviteCode: request.inviteCode }),
  })
