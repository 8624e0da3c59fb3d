import { describe, expect, it } from 'vitest'
import { authEndpoints } from '@forkcast/contract/auth.endpoints'
import { keyOf } from './api-client'
import { queryKeys } from './query-keys'

describe('queryKeys', () => {
  it('nests a group and its members under the group list, so one prefix reaches all three', () => {
    expect(queryKeys.group(3).slice(0, 1)).toEqual(queryKeys.groups)
    expect(queryKeys.groupMembers(3).slice(0, 2)).toEqual(queryKeys.group(3))
  })

  it('keys the user query as the contract derives it, though the landing page writes it out', () => {
    expect(queryKeys.user).toEqual(keyOf(authEndpoints.currentUser))
  })

  it('starts every key with the API path it reads', () => {
    expect(queryKeys.groupMembers(3)).toEqual(['/api/family-groups', 3, 'members'])
    expect(queryKeys.invitePreview('ABC')).toEqual(['/api/invites', 'ABC'])
    expect(queryKeys.activeSessions).toEqual(['/api/user/active-elimination-sessions'])
    expect(queryKeys.weeklyPlans).toEqual(['/api/weekly-meal-plans'])
    expect(queryKeys.groceryLists).toEqual(['/api/grocery-lists'])
  })
})
