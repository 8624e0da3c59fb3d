import { describe, expect, it } from 'vitest'
import { LIVE_EVENT_TYPES, readLiveEvent } from './live-events'

describe('a live event', () => {
  it('is read with its facts typed by its name', () => {
    expect(readLiveEvent('group-renamed', JSON.stringify({ groupId: 3, name: 'The Garcias' }))).toEqual({
      type: 'group-renamed',
      data: { groupId: 3, name: 'The Garcias' },
    })
    const change = {
      groupId: 3,
      sessionId: 9,
      category: 'cuisine',
      change: 'decided',
      actorId: 1,
      actorName: 'Maria',
    }
    expect(readLiveEvent('session-changed', JSON.stringify(change))?.data).toEqual(change)
  })

  it.each([
    ['an unknown name', 'group-exploded', JSON.stringify({ groupId: 3 })],
    ['facts that are not JSON', 'member-joined', '{groupId: 3'],
    ['facts missing a field', 'member-joined', JSON.stringify({ groupId: 3 })],
    ['facts of the wrong type', 'group-renamed', JSON.stringify({ groupId: '3', name: 'x' })],
    ['no text at all', 'ready', undefined],
  ])('is not read from %s', (_case, type, data) => {
    expect(readLiveEvent(type, data)).toBeNull()
  })

  it('names every type once', () => {
    expect(new Set(LIVE_EVENT_TYPES).size).toBe(LIVE_EVENT_TYPES.length)
    expect(LIVE_EVENT_TYPES).toContain('ready')
  })
})
