import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineEndpoint, endpointKey, endpointUrl } from './endpoint'

const members = defineEndpoint({
  method: 'GET',
  path: '/api/family-groups/:groupId/members',
  tags: ['groups'],
  summary: 'A group’s members',
  params: z.object({ groupId: z.coerce.number() }),
  responses: { 200: z.array(z.string()) },
})
const list = defineEndpoint({
  method: 'GET',
  path: '/api/family-groups',
  tags: ['groups'],
  summary: 'The caller’s groups',
  responses: { 200: z.array(z.string()) },
})
const check = defineEndpoint({
  method: 'GET',
  path: '/api/favorite-restaurants/check/:placeId',
  tags: ['favorites'],
  summary: 'Saved?',
  responses: { 200: z.boolean() },
})

describe('an endpoint address', () => {
  it('fills each path parameter, encoded', () => {
    expect(endpointUrl(check, { placeId: 'a b/c' })).toBe('/api/favorite-restaurants/check/a%20b%2Fc')
  })

  it('appends the query without its empty values and repeats list values', () => {
    expect(
      endpointUrl(list, undefined, { q: 'tacos', page: 2, empty: '', none: undefined, tag: ['a', 'b'] }),
    ).toBe('/api/family-groups?q=tacos&page=2&tag=a&tag=b')
  })

  it('refuses a call that leaves out a path parameter', () => {
    expect(() => endpointUrl(members, {})).toThrow(
      '/api/family-groups/:groupId/members needs its groupId parameter',
    )
  })
})

describe('an endpoint query key', () => {
  it('nests a detail under its list, so invalidating the list reaches it', () => {
    expect(endpointKey(list)).toEqual(['/api/family-groups'])
    expect(endpointKey(members, { groupId: 5 })).toEqual(['/api/family-groups', 5, 'members'])
  })

  it('keeps the static part before the first parameter whole', () => {
    expect(endpointKey(check, { placeId: 'abc' })).toEqual(['/api/favorite-restaurants/check', 'abc'])
  })

  it('ends with the query when one is given, leaving out empty values', () => {
    expect(endpointKey(list, undefined, { q: 'pho', page: undefined })).toEqual([
      '/api/family-groups',
      { q: 'pho' },
    ])
    expect(endpointKey(list, undefined, { q: '' })).toEqual(['/api/family-groups'])
  })
})
