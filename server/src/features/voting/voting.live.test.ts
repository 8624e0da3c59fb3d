import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { readTestDatabaseUrl } from '../../config'
import { createPostgresDatabase, type Database } from '../../db/client'
import { collectSse, listenUrl, type SseMessage } from '../../testing/sse'
import { createTestConfig, registerUser, startTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let baseUrl: string
beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '100000' } })
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  baseUrl = listenUrl(t.app.server)
})
afterAll(() => t.close())

async function startBoard() {
  const owner = { ...(await registerUser(t.app, { firstName: 'Maria' })), firstName: 'Maria' }
  const member = { ...(await registerUser(t.app, { firstName: 'Ben' })), firstName: 'Ben' }
  const group = (
    await t.app.inject({
      method: 'POST',
      url: '/api/family-groups',
      headers: { cookie: owner.cookie },
      payload: { name: 'Live' },
    })
  ).json()
  await t.app.inject({
    method: 'POST',
    url: '/api/family-groups/join',
    headers: { cookie: member.cookie },
    payload: { inviteCode: group.inviteCode },
  })
  const snapshot = (
    await t.app.inject({
      method: 'POST',
      url: '/api/elimination-session',
      headers: { cookie: owner.cookie },
      payload: { groupId: group.id, category: 'cuisine' },
    })
  ).json()
  return { owner, member, sessionId: snapshot.session.id as number, groupId: group.id as number }
}

const vote = (cookie: string, sessionId: number, action: string, optionId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/elimination-session/${sessionId}/${action}`,
    headers: { cookie },
    payload: { optionId },
  })

const votes = (messages: SseMessage[]) => messages.filter((message) => message.type === 'vote')

describe('the live board stream', () => {
  it('sends a snapshot first, then every change to every member with its version', async () => {
    const { owner, member, sessionId } = await startBoard()
    const messages = await collectSse(`${baseUrl}/api/elimination-session/${sessionId}/events`, {
      headers: { cookie: member.cookie },
      onOpen: async () => {
        await vote(owner.cookie, sessionId, 'eliminate', 'thai')
        await vote(owner.cookie, sessionId, 'prefer', 'indian')
      },
      until: (received) => votes(received).length >= 2,
    })
    expect(messages[0]).toMatchObject({ type: 'snapshot', id: '0' })
    expect(
      votes(messages).map((message) => [message.id, (message.data as { action: string }).action]),
    ).toEqual([
      ['1', 'eliminate'],
      ['2', 'prefer'],
    ])
    expect(votes(messages)[0]!.data).toMatchObject({
      optionId: 'thai',
      user: { id: owner.userId },
      status: 'open',
    })
  })

  it('resumes from Last-Event-ID with only the changes the client missed', async () => {
    const { owner, member, sessionId } = await startBoard()
    for (const optionId of ['thai', 'korean', 'french'])
      await vote(owner.cookie, sessionId, 'eliminate', optionId)
    const messages = await collectSse(`${baseUrl}/api/elimination-session/${sessionId}/events`, {
      headers: { cookie: member.cookie, 'last-event-id': '1' },
      until: (received) => votes(received).length >= 2,
    })
    expect(messages.map((message) => [message.type, message.id])).toEqual([
      ['vote', '2'],
      ['vote', '3'],
    ])
  })

  it('sends a full snapshot when the missed changes are gone (after a reset)', async () => {
    const { owner, member, sessionId } = await startBoard()
    await vote(owner.cookie, sessionId, 'eliminate', 'thai')
    await t.app.inject({
      method: 'POST',
      url: `/api/elimination-session/${sessionId}/reset`,
      headers: { cookie: owner.cookie },
    })
    const messages = await collectSse(`${baseUrl}/api/elimination-session/${sessionId}/events`, {
      headers: { cookie: member.cookie, 'last-event-id': '0' },
      until: (received) => received.length >= 1,
    })
    expect(messages[0]).toMatchObject({
      type: 'snapshot',
      id: '2',
      data: { session: { round: 2 }, eliminations: [] },
    })
  })
})

describe('who did what, for every member', () => {
  it('names who started a new round, without anyone’s email', async () => {
    const { owner, member, sessionId } = await startBoard()
    await vote(owner.cookie, sessionId, 'eliminate', 'thai')
    const messages = await collectSse(`${baseUrl}/api/elimination-session/${sessionId}/events`, {
      headers: { cookie: member.cookie },
      onOpen: () =>
        t.app.inject({
          method: 'POST',
          url: `/api/elimination-session/${sessionId}/reset`,
          headers: { cookie: owner.cookie },
        }),
      until: (received) => votes(received).length >= 1,
    })
    const reset = votes(messages)[0]!
    expect(reset.data).toMatchObject({ action: 'reset', actorName: owner.firstName })
    expect(JSON.stringify(messages)).not.toContain(owner.email)
  })

  it('invites the other members when a board is opened, and lists who has voted', async () => {
    const { owner, member, sessionId, groupId } = await startBoard()
    const messages = await collectSse(`${baseUrl}/api/events`, {
      headers: { cookie: member.cookie },
      onOpen: () =>
        t.app.inject({
          method: 'POST',
          url: '/api/elimination-session',
          headers: { cookie: owner.cookie },
          payload: { groupId, category: 'cuisine' },
        }),
      until: (received) => received.some((message) => message.type === 'session-changed'),
    })
    expect(messages.find((message) => message.type === 'session-changed')!.data).toEqual({
      groupId,
      sessionId,
      category: 'cuisine',
      change: 'started',
      actorId: owner.userId,
      actorName: owner.firstName,
    })

    await vote(member.cookie, sessionId, 'eliminate', 'thai')
    await vote(owner.cookie, sessionId, 'eliminate', 'korean')
    await vote(member.cookie, sessionId, 'prefer', 'indian')
    const sessions = (
      await t.app.inject({
        method: 'GET',
        url: `/api/family-groups/${groupId}/active-sessions`,
        headers: { cookie: owner.cookie },
      })
    ).json<Array<{ voters: string[]; voterIds: number[] }>>()
    expect(sessions[0]!.voters).toEqual([member.firstName, owner.firstName])
    expect(sessions[0]!.voterIds).toEqual([member.userId, owner.userId])
  })
})

// PostgreSQL only: a PGlite database lives inside one process, so a second instance could only share its
// in-process notifications, which proves nothing about NOTIFY between processes.
describe.skipIf(!readTestDatabaseUrl())('two app instances on one database', () => {
  let second: Awaited<ReturnType<typeof buildApp>>
  let secondDatabase: Database
  beforeAll(async () => {
    // The second instance has its own pool and LISTEN connection, as a separate process would.
    secondDatabase = createPostgresDatabase(t.testDatabase.url ?? '', 5)
    second = await buildApp({ config: createTestConfig(), database: secondDatabase })
    await second.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => {
    await second.close()
    await secondDatabase.close()
  })

  it('shows a member on instance B a vote made on instance A', async () => {
    const { owner, member, sessionId } = await startBoard()
    const messages = await collectSse(
      `${listenUrl(second.server)}/api/elimination-session/${sessionId}/events`,
      {
        headers: { cookie: member.cookie },
        onOpen: () => vote(owner.cookie, sessionId, 'eliminate', 'mexican'),
        until: (received) => votes(received).length >= 1,
      },
    )
    expect(votes(messages)[0]!.data).toMatchObject({ action: 'eliminate', optionId: 'mexican', version: 1 })
  })
})
