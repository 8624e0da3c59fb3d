import { describe, expect, it } from 'vitest'
import { queryKeys } from './query-keys'

describe('queryKeys', () => {
  it('nests a group and its members under the group list, so one prefix reaches all three', () => {
    expect(queryKeys.group(3).slice(0, 1)).toEqual(queryKeys.groups)
    expect(queryKeys.groupMembers(3).slice(0, 2)).toEqual(queryKeys.group(3))
  })
})
