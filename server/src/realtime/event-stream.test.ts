import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_OPEN_STREAMS_PER_USER } from '@forkcast/contract/limits.constants'
import { LiveEventSchema } from '@forkcast/contract/live-events'
import { collectSse, listenUrl } from '../testing/sse'
import { registerUser, startTestApp, type TestApp } from '../testing/test-app'

let t: TestApp
let baseUrl: string
beforeAll(async () => {
  t = await startTestApp()
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  baseUrl = listenUrl(t.app.server)
})
afterAll(() => t.close())

const api = (method: string, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: method as 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) })

/** An owner and a member in one group, with a cuisine board started. */
async function groupWithBoard() {
  const owner = await registerUser(t.app, { firstName: 'Olga' })
  const member = await registerUser(t.app, { firstName: 'Milo' })
  const group = (await api('POST', '/api/family-groups', owner.cookie, { name: 'Streams' })).json<{
    id: number
    inviteCode: string
  }>()
  await api('POST', '/api/family-groups/join', member.cookie, { inviteCode: group.inviteCode })
  const board = (
    await api('POST', '/api/elimination-session', owner.cookie, { groupId: group.id, category: 'cuisine' })
  ).json<{ session: { id: number; options: Array<{ id: string }> } }>()
  return { owner, member, group, session: board.session }
}

describe("a user's live stream", () => {
  it('sends only events the contract reads: every type with the facts its schema says', async () => {
    const owner = await registerUser(t.app, { firstName: 'Ada' })
    const member = await registerUser(t.app, { firstName: 'Ben' })
    const group = (await api('POST', '/api/family-groups', owner.cookie, { name: 'Typed' })).json<{
      id: number
      inviteCode: string
    }>()
    const messages = await collectSse(`${baseUrl}/api/events`, {
      headers: { cookie: owner.cookie },
      onOpen: async () => {
        await api('POST', '/api/family-groups/join', member.cookie, { inviteCode: group.inviteCode })
        await api('PATCH', `/api/family-groups/${group.id}`, owner.cookie, { name: 'Typed again' })
        await api('POST', `/api/family-groups/${group.id}/invite-code`, owner.cookie)
        await api('POST', '/api/elimination-session', owner.cookie, {
          groupId: group.id,
          category: 'cuisine',
        })
        await api('DELETE', `/api/family-groups/${group.id}/members/${member.userId}`, owner.cookie)
      },
      until: (received) => received.some((message) => message.type === 'member-left'),
    })
    const types = messages.map((message) => message.type)
    for (const type of ['ready', 'member-joined', 'group-renamed', 'invite-code-changed', 'session-changed'])
      expect(types).toContain(type)
    for (const message of messages) {
      const parsed = LiveEventSchema.safeParse({ type: message.type, data: message.data })
      expect(parsed.success, `${message.type}: ${JSON.stringify(message.data)}`).toBe(true)
    }
  })
})

describe('live streams and lost access', () => {
  it("stop sending a removed member the group's events", async () => {
    const { owner, member, group } = await groupWithBoard()
    let otherGroupId = 0
    const messages = await collectSse(`${baseUrl}/api/events`, {
      headers: { cookie: member.cookie },
      onOpen: async () => {
        await api('DELETE', `/api/family-groups/${group.id}/members/${member.userId}`, owner.cookie)
        await api('PATCH', `/api/family-groups/${group.id}`, owner.cookie, { name: 'Renamed after removal' })
        // A later event of the member's own marks the point by which a leak would have arrived.
        otherGroupId = (await api('POST', '/api/family-groups', member.cookie, { name: 'Mine' })).json<{
          id: number
        }>().id
      },
      until: (received) =>
        received.some(
          (message) =>
            message.type === 'groups-changed' &&
            (message.data as { groupId: number }).groupId === otherGroupId,
        ),
    })
    expect(messages.map((message) => message.type)).toContain('member-left')
    expect(messages.map((message) => message.type)).not.toContain('group-renamed')
  })

  it("end a removed member's board stream", async () => {
    const { owner, member, group, session } = await groupWithBoard()
    // collectSse throws when its time runs out, so answering at all means the server ended the stream.
    const messages = await collectSse(`${baseUrl}/api/elimination-session/${session.id}/events`, {
      headers: { cookie: member.cookie },
      onOpen: () => api('DELETE', `/api/family-groups/${group.id}/members/${member.userId}`, owner.cookie),
      until: () => false,
      timeoutMs: 5000,
    })
    expect(messages[0]?.type).toBe('snapshot')
  })

  it('end every stream of a session that signs out', async () => {
    const { member, session } = await groupWithBoard()
    const signOut = () => api('POST', '/api/auth/logout', member.cookie)
    let userStream: Awaited<ReturnType<typeof collectSse>> = []
    // The board stream is open first; the user stream then signs out once it is ready.
    const boardStream = await collectSse(`${baseUrl}/api/elimination-session/${session.id}/events`, {
      headers: { cookie: member.cookie },
      until: () => false,
      onOpen: async () => {
        userStream = await collectSse(`${baseUrl}/api/events`, {
          headers: { cookie: member.cookie },
          until: () => false,
          onOpen: signOut,
        })
      },
    })
    expect(userStream.map((message) => message.type)).toEqual(['ready'])
    expect(boardStream.map((message) => message.type)).toEqual(['snapshot'])
  })

  it('carry display names and never an email in board events and snapshots', async () => {
    const { owner, member, session } = await groupWithBoard()
    const messages = await collectSse(`${baseUrl}/api/elimination-session/${session.id}/events`, {
      headers: { cookie: owner.cookie },
      onOpen: () =>
        api('POST', `/api/elimination-session/${session.id}/eliminate`, member.cookie, {
          optionId: session.options[0]!.id,
        }),
      until: (received) => received.some((message) => message.type === 'vote'),
    })
    const vote = messages.find((message) => message.type === 'vote')
    expect(vote?.data).toMatchObject({ user: { firstName: 'Milo' } })
    const text = JSON.stringify(messages)
    expect(text).not.toContain(member.email)
    expect(text).not.toContain(owner.email)
  })
})

describe('open streams per user', () => {
  it(`allow ${MAX_OPEN_STREAMS_PER_USER} and refuse the next with a 429 that says what to do`, async () => {
    const { cookie } = await registerUser(t.app)
    const controllers = Array.from({ length: MAX_OPEN_STREAMS_PER_USER }, () => new AbortController())
    try {
      const opened = await Promise.all(
        controllers.map((controller) =>
          fetch(`${baseUrl}/api/events`, { headers: { cookie }, signal: controller.signal }),
        ),
      )
      expect(opened.every((response) => response.status === 200)).toBe(true)
      const refused = await fetch(`${baseUrl}/api/events`, { headers: { cookie } })
      expect(refused.status).toBe(429)
      expect(((await refused.json()) as { message: string }).message).toMatch(/too many tabs or windows/)
    } finally {
      for (const controller of controllers) controller.abort()
    }
  })
})
