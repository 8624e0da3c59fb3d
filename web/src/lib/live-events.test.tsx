import type { ReactNode } from 'react'
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from './query-client'
import { queryKeys } from './query-keys'
import { useLiveEvents } from './live-events'

class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  static instances: FakeEventSource[] = []
  readyState = FakeEventSource.CONNECTING

  constructor(readonly url: string) {
    super()
    FakeEventSource.instances.push(this)
  }

  close() {
    this.readyState = FakeEventSource.CLOSED
  }

  emit(type: string, data: unknown = {}) {
    act(() => void this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) })))
  }

  fail(readyState: number) {
    this.readyState = readyState
    act(() => void this.dispatchEvent(new Event('error')))
  }
}

const PLAN_KEY = [...queryKeys.weeklyPlans, 'current', 3, '2026-03-02']
const LIST_KEY = [...queryKeys.groceryLists, 9]

const latestSource = () => {
  const source = FakeEventSource.instances.at(-1)
  if (!source) throw new Error('No stream was opened')
  return source
}

const setup = ({
  hasGroups = true,
  onSessionChanged,
}: { hasGroups?: boolean; onSessionChanged?: (event: unknown) => void } = {}) => {
  const queryClient = createQueryClient()
  const keys: QueryKey[] = [
    queryKeys.groups,
    queryKeys.group(3),
    queryKeys.groupMembers(3),
    queryKeys.group(4),
    queryKeys.user,
    queryKeys.activeSessions,
    PLAN_KEY,
    LIST_KEY,
  ]
  for (const key of keys) queryClient.setQueryData(key, {})
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const hook = renderHook(() => useLiveEvents({ hasGroups, onSessionChanged }), { wrapper })
  const isInvalidated = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated ?? false
  return { ...hook, isInvalidated }
}

beforeEach(() => {
  FakeEventSource.instances = []
  vi.stubGlobal('EventSource', FakeEventSource)
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('useLiveEvents', () => {
  it('opens /api/events and goes live on ready', () => {
    const { result } = setup()
    expect(latestSource().url).toBe('/api/events')
    expect(result.current).toBe('connecting')
    latestSource().emit('ready', { userId: 1 })
    expect(result.current).toBe('live')
  })

  it("refetches the list, the user and that group's detail and members when someone joins", () => {
    const { isInvalidated } = setup()
    latestSource().emit('ready')
    latestSource().emit('member-joined', { groupId: 3, userId: 2 })
    expect(isInvalidated(queryKeys.groups)).toBe(true)
    expect(isInvalidated(queryKeys.user)).toBe(true)
    expect(isInvalidated(queryKeys.group(3))).toBe(true)
    expect(isInvalidated(queryKeys.groupMembers(3))).toBe(true)
    expect(isInvalidated(queryKeys.group(4))).toBe(false)
    expect(isInvalidated(queryKeys.activeSessions)).toBe(false)
  })

  it('refetches only the active sessions when a decision changes', () => {
    const { isInvalidated } = setup()
    latestSource().emit('session-changed', { groupId: 3 })
    expect(isInvalidated(queryKeys.activeSessions)).toBe(true)
    expect(isInvalidated(queryKeys.groups)).toBe(false)
  })

  it('hands who started a decision to the page, for the live invitation', () => {
    const heard: unknown[] = []
    setup({ onSessionChanged: (event) => heard.push(event) })
    const started = {
      groupId: 3,
      sessionId: 9,
      category: 'cuisine',
      change: 'started',
      actorId: 2,
      actorName: 'Maria',
    }
    latestSource().emit('session-changed', started)
    latestSource().emit('member-joined', { groupId: 3, userId: 2 })
    expect(heard).toEqual([started])
  })

  it('refetches the open week when the plan changes, and the list and the week when the list changes', () => {
    const { isInvalidated } = setup()
    latestSource().emit('meal-plan-changed', { groupId: 3, planId: 1 })
    expect(isInvalidated(PLAN_KEY)).toBe(true)
    expect(isInvalidated(LIST_KEY)).toBe(false)
    expect(isInvalidated(queryKeys.groups)).toBe(false)
    latestSource().emit('grocery-list-changed', { groupId: 3, listId: 9, itemId: 4, checked: true })
    expect(isInvalidated(LIST_KEY)).toBe(true)
  })

  it('polls groups and sessions every 2 s when no ready arrives within 5 s, until the stream is back', () => {
    const { result, isInvalidated } = setup()
    act(() => void vi.advanceTimersByTime(5000))
    expect(result.current).toBe('polling')
    expect(isInvalidated(queryKeys.groups)).toBe(false)
    act(() => void vi.advanceTimersByTime(2000))
    expect(isInvalidated(queryKeys.groups)).toBe(true)
    expect(isInvalidated(queryKeys.activeSessions)).toBe(true)

    latestSource().emit('ready')
    expect(result.current).toBe('live')
  })

  it('does not poll for a user without groups', () => {
    const { result, isInvalidated } = setup({ hasGroups: false })
    act(() => void vi.advanceTimersByTime(7000))
    expect(result.current).toBe('polling')
    expect(isInvalidated(queryKeys.groups)).toBe(false)
  })

  it('falls back after repeated errors and reopens a closed stream later', () => {
    const { result } = setup()
    latestSource().emit('ready')
    latestSource().fail(FakeEventSource.CONNECTING)
    expect(result.current).toBe('live')
    latestSource().fail(FakeEventSource.CONNECTING)
    expect(result.current).toBe('polling')

    latestSource().fail(FakeEventSource.CLOSED)
    expect(FakeEventSource.instances).toHaveLength(1)
    act(() => void vi.advanceTimersByTime(10_000))
    expect(FakeEventSource.instances).toHaveLength(2)
    latestSource().emit('ready')
    expect(result.current).toBe('live')
  })

  it('catches up on everything after reconnecting, since events were missed meanwhile', () => {
    const { isInvalidated } = setup()
    latestSource().emit('ready')
    expect(isInvalidated(queryKeys.groups)).toBe(false)
    latestSource().emit('ready')
    expect(isInvalidated(queryKeys.groups)).toBe(true)
    expect(isInvalidated(queryKeys.group(4))).toBe(true)
    expect(isInvalidated(queryKeys.activeSessions)).toBe(true)
  })

  it('closes the stream on unmount', () => {
    const { unmount } = setup()
    unmount()
    expect(latestSource().readyState).toBe(FakeEventSource.CLOSED)
  })
})
