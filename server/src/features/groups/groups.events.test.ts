import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerUser, startTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let baseUrl: string
beforeAll(async () => {
  t = await startTestApp()
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  const address = t.app.server.address()
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => t.close())

/** Reads SSE events from the live stream until `predicate` matches one. */
async function waitForEvent(
  cookie: string,
  predicate: (type: string, data: Record<string, unknown>) => boolean,
  act: () => Promise<unknown>,
) {
  const controller = new AbortController()
  const response = await fetch(`${baseUrl}/api/events`, { headers: { cookie }, signal: controller.signal })
  expect(response.headers.get('content-type')).toContain('text/event-stream')
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  let acted = false
  const deadline = Date.now() + 5000
  try {
    while (Date.now() < deadline) {
      const { value, done } = await reader.read()
      if (done) break
      buffer += value
      for (const block of buffer.split('\n\n').slice(0, -1)) {
        const type = /^event: (.+)$/m.exec(block)?.[1]
        const data = /^data: (.+)$/m.exec(block)?.[1]
        if (!type || !data) continue
        if (type === 'ready' && !acted) {
          acted = true
          await act()
        } else if (predicate(type, JSON.parse(data) as Record<string, unknown>)) {
          return { type, data: JSON.parse(data) as Record<string, unknown> }
        }
      }
      buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2)
    }
    throw new Error('no matching event')
  } finally {
    controller.abort()
  }
}

describe('live group events', () => {
  it('tells every member at once when someone joins', async () => {
    const owner = await registerUser(t.app)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/family-groups',
      headers: { cookie: owner.cookie },
      payload: { name: 'Live' },
    })
    const group = created.json<{ id: number; inviteCode: string }>()
    const joiner = await registerUser(t.app)
    const event = await waitForEvent(
      owner.cookie,
      (type) => type === 'member-joined',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/family-groups/join',
          headers: { cookie: joiner.cookie },
          payload: { inviteCode: group.inviteCode },
        }),
    )
    expect(event.data).toEqual({ groupId: group.id, userId: joiner.userId })
  })

  it('tells a member about a group they just joined on another device', async () => {
    const owner = await registerUser(t.app)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/family-groups',
      headers: { cookie: owner.cookie },
      payload: { name: 'Second' },
    })
    const joiner = await registerUser(t.app)
    const event = await waitForEvent(
      joiner.cookie,
      (type) => type === 'groups-changed',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/family-groups/join',
          headers: { cookie: joiner.cookie },
          payload: { inviteCode: created.json().inviteCode },
        }),
    )
    expect(event.data.groupId).toBe(created.json().id)
  })

  it('refuses the stream to signed-out callers', async () => {
    const response = await fetch(`${baseUrl}/api/events`)
    expect(response.status).toBe(401)
  })
})
