import { describe, expect, it } from 'vitest'
import { USER_QUERY_KEY } from '@/features/auth/api/get-user'
import { queryKeys } from './query-keys'

describe('queryKeys', () => {
  it('names the same user query the auth feature reads', () => {
    expect(queryKeys.user).toEqual(USER_QUERY_KEY)
  })

  it('nests a group and its members under the group list, so one prefix reaches all three', () => {
    expect(queryKeys.group(3).slice(0, 1)).toEqual(queryKeys.groups)
    expect(queryKeys.groupMembers(3).slice(0, 2)).toEqual(queryKeys.group(3))
  })
})
