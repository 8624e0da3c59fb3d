import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  DECISION_MADE_MESSAGE,
  OpenBoardConflictSchema,
  UNDO_VETO_SECONDS,
  type ActiveSession,
  type GuestBoard,
  type GuestLink,
  type SessionEvent,
  type SessionSnapshot,
  type VoteResult,
} from '@forkcast/contract/voting.schemas'
import { eliminationSessions, sessionEliminations } from '../../db/schema'
import { startFakeOverpass, type FakePlacesServer } from '../../testing/fake-places-servers'
import { collectSse, listenUrl, type SseMessage } from '../../testing/sse'
import { startTestApp, UNLIMITED_TIERS_FILE, type TestApp } from '../../testing/test-app'
import { seedRecipeCatalog } from '../recipes/recipe-catalog'
import { createGroupOf, signUp, type TestUser } from '../../testing/recipe-test-app'
import { GUEST_COOKIE_NAME } from '@forkcast/contract/auth.constants'
import { UNDO_TOO_LATE_MESSAGE } from './voting.service'

const SPRINGFIELD = { latitude: 39.8, longitude: -89.65 }

let t: TestApp
let overpass: FakePlacesServer
let baseUrl: string
beforeAll(async () => {
  overpass = await startFakeOverpass()
  t = await startTestApp({
    env: {
      AUTH_RATE_LIMIT_PER_IP: '100000',
      JOIN_RATE_LIMIT_PER_IP: '100000',
      JOIN_RATE_LIMIT_PER_USER: '100000',
      TIERS_FILE: UNLIMITED_TIERS_FILE,
      PLACES_PROVIDER: 'osm',
      OVERPASS_URL: overpass.url,
    },
  })
  await seedRecipeCatalog(t.database.db)
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  baseUrl = listenUrl(t.app.server)
})
afterAll(async () => {
  await t.close()
  await overpass.close()
})
// Tests that move the app's clock put it back, whatever they assert.
afterEach(() => {
  t.app.ctx.now = undefined
})

/** Maria's group with Ben in it, and Maria's start of a board of `wish`. */
async function openBoard(wish: Record<string, unknown> = { category: 'cuisine' }) {
  const maria = await signUp(t, 'Maria')
  const ben = await signUp(t, 'Ben')
  const groupId = await createGroupOf(maria, [ben])
  const start = (person: TestUser, body: Record<string, unknown> = wish) =>
    person.call('POST', '/api/elimination-session', { groupId, ...body })
  const started = await start(maria)
  expect(started.statusCode, started.body).toBe(200)
  const snapshot = started.json<SessionSnapshot>()
  const board = `/api/elimination-session/${snapshot.session.id}`
  const optionIds = snapshot.session.options.map((option) => option.id)
  return { maria, ben, groupId, start, snapshot, sessionId: snapshot.session.id, board, optionIds }
}

const vote = (person: TestUser, board: string, action: string, optionId?: string) =>
  person.json<VoteResult>('POST', `${board}/${action}`, optionId ? { optionId } : undefined)

const undo = (person: TestUser, board: string, optionId: string) =>
  person.call('POST', `${board}/undo-eliminate`, { optionId })

const voteEvents = (messages: SseMessage[]) =>
  messages.filter((message) => message.type === 'vote').map((message) => message.data as SessionEvent)

/** Moves the app's clock `seconds` past the real one. */
const clockAhead = (seconds: number) => {
  t.app.ctx.now = () => new Date(Date.now() + seconds * 1000)
}

const activeBoards = async (person: TestUser) =>
  person.json<ActiveSession[]>('GET', '/api/user/active-elimination-sessions')

/** A guest seated on the board through Maria's link, with calls carrying only the guest cookie. */
async function seatGuest(maria: TestUser, board: string) {
  const link = await maria.json<GuestLink>('POST', `${board}/guest-link`)
  const joined = await t.app.inject({
    method: 'POST',
    url: `/api/guest/invitations/${link.url.split('/guest/')[1]}/join`,
    payload: { firstName: 'Grandma', allergies: [] },
  })
  expect(joined.statusCode, joined.body).toBe(200)
  const cookieValue = joined.cookies.find((cookie) => cookie.name === GUEST_COOKIE_NAME)!.value
  const cookie = `${GUEST_COOKIE_NAME}=${cookieValue}`
  const call = (url: string, optionId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/guest/board/${url}`,
      headers: { cookie },
      payload: { optionId },
    })
  return { id: joined.json<GuestBoard>().guest.id, cookie, call }
}

describe('undoing a veto', () => {
  it('brings the option back for everyone, and every member and guest watching hears the restore', async () => {
    const { maria, ben, board, sessionId } = await openBoard()
    const guest = await seatGuest(maria, board)
    let benMessages: SseMessage[] = []
    const guestMessages = await collectSse(`${baseUrl}/api/guest/board/events`, {
      headers: { cookie: guest.cookie },
      onOpen: async () => {
        benMessages = await collectSse(`${baseUrl}${board}/events`, {
          headers: { cookie: ben.cookie },
          onOpen: async () => {
            await vote(maria, board, 'eliminate', 'thai')
            const undone = await undo(maria, board, 'thai')
            expect(undone.statusCode, undone.body).toBe(200)
            expect(undone.json<VoteResult>()).toMatchObject({ changed: true, status: 'open', decision: null })
          },
          until: (received) => voteEvents(received).length >= 2,
        })
      },
      until: (received) => voteEvents(received).some((event) => event.action === 'restore'),
    })
    for (const messages of [benMessages, guestMessages]) {
      const restore = voteEvents(messages).find((event) => event.action === 'restore')
      expect(restore).toMatchObject({
        optionId: 'thai',
        user: { id: maria.userId, firstName: 'Maria' },
        actorName: 'Maria',
        status: 'open',
      })
    }
    expect(voteEvents(benMessages).map((event) => event.action)).toEqual(['eliminate', 'restore'])
    const snapshot = await ben.json<SessionSnapshot>('GET', board)
    expect(snapshot.eliminations).toEqual([])
    expect(snapshot.remainingOptionIds).toContain('thai')
    expect(sessionId).toBe(snapshot.session.id)
  })

  it(`allows the undo ${UNDO_VETO_SECONDS} seconds and a short grace after the veto, then answers 409 in words`, async () => {
    const { maria, board } = await openBoard()
    await vote(maria, board, 'eliminate', 'thai')
    await vote(maria, board, 'eliminate', 'greek')
    clockAhead(UNDO_VETO_SECONDS + 2)
    expect((await undo(maria, board, 'thai')).statusCode).toBe(200)
    clockAhead(UNDO_VETO_SECONDS + 5)
    const late = await undo(maria, board, 'greek')
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({ code: 'CONFLICT', message: UNDO_TOO_LATE_MESSAGE })
    const snapshot = await maria.json<SessionSnapshot>('GET', board)
    expect(snapshot.eliminations.map((record) => record.optionId)).toEqual(['greek'])
  })

  it("refuses to undo someone else's veto, naming whose it is, and leaves it in place", async () => {
    const { maria, ben, board } = await openBoard()
    await vote(ben, board, 'eliminate', 'thai')
    const refused = await undo(maria, board, 'thai')
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Only Ben can undo that veto.' })
    const snapshot = await maria.json<SessionSnapshot>('GET', board)
    expect(snapshot.eliminations).toMatchObject([{ optionId: 'thai', user: { id: ben.userId } }])
  })

  it('answers an undo of an option nobody vetoed with no change, and an unknown option with 400', async () => {
    const { maria, board, snapshot } = await openBoard()
    const unchanged = await undo(maria, board, 'thai')
    expect(unchanged.json<VoteResult>()).toMatchObject({
      changed: false,
      version: snapshot.session.version,
    })
    expect((await undo(maria, board, 'martian')).statusCode).toBe(400)
  })

  it('reopens the board when the undone veto was the one that decided it, and dashboards hear it', async () => {
    const { maria, ben, board, sessionId, groupId, optionIds } = await openBoard({
      category: 'ordering',
      cuisineId: 'italian',
      serviceType: 'dine-in',
      ...SPRINGFIELD,
    })
    // The fake's open Italian dine-in places: two, so one veto decides.
    expect(optionIds).toHaveLength(2)
    const decided = await vote(maria, board, 'eliminate', optionIds[0])
    expect(decided).toMatchObject({ status: 'decided', decision: { reason: 'last-remaining' } })
    expect((await ben.call('POST', `${board}/prefer`, { optionId: optionIds[1] })).statusCode).toBe(409)

    const messages = await collectSse(`${baseUrl}/api/events`, {
      headers: { cookie: ben.cookie },
      onOpen: async () => {
        const undone = await undo(maria, board, optionIds[0]!)
        expect(undone.statusCode, undone.body).toBe(200)
        expect(undone.json<VoteResult>()).toMatchObject({ changed: true, status: 'open', decision: null })
      },
      until: (received) => received.some((message) => message.type === 'session-changed'),
    })
    expect(messages.find((message) => message.type === 'session-changed')!.data).toEqual({
      groupId,
      sessionId,
      category: 'ordering',
      change: 'reopened',
      actorId: maria.userId,
      actorName: 'Maria',
    })
    const snapshot = await ben.json<SessionSnapshot>('GET', board)
    expect(snapshot.session).toMatchObject({ status: 'open', decision: null })
    expect(snapshot.remainingOptionIds).toEqual(optionIds)
    // Open again: votes count as before.
    expect((await vote(ben, board, 'eliminate', optionIds[1])).status).toBe('decided')
  })

  it('keeps a decision made by other votes: an earlier veto of its voter cannot be undone then', async () => {
    const { maria, ben, board } = await openBoard()
    await vote(maria, board, 'eliminate', 'thai')
    await vote(maria, board, 'choose', 'greek')
    expect((await vote(ben, board, 'choose', 'greek')).status).toBe('decided')
    const refused = await undo(maria, board, 'thai')
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ message: DECISION_MADE_MESSAGE })
  })

  it("lets a guest undo the guest's own veto, and nobody else's", async () => {
    const { maria, ben, board } = await openBoard()
    const guest = await seatGuest(maria, board)
    expect((await guest.call('eliminate', 'thai')).statusCode).toBe(200)
    const refused = await undo(ben, board, 'thai')
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ message: 'Only Grandma can undo that veto.' })
    await vote(ben, board, 'eliminate', 'greek')
    expect((await guest.call('undo-eliminate', 'greek')).statusCode).toBe(403)
    const undone = await guest.call('undo-eliminate', 'thai')
    expect(undone.statusCode, undone.body).toBe(200)
    expect(undone.json<VoteResult>()).toMatchObject({ changed: true })
    const snapshot = await ben.json<SessionSnapshot>('GET', board)
    expect(snapshot.eliminations.map((record) => record.optionId)).toEqual(['greek'])
  })
})

describe('who opened the round, on the dashboards', () => {
  it('names the starter and when, and after Start over the member who started it over', async () => {
    const startedAt = new Date('2026-03-14T18:30:00.000Z')
    t.app.ctx.now = () => startedAt
    const { maria, ben, board, sessionId } = await openBoard()
    let [listed] = (await activeBoards(ben)).filter((session) => session.id === sessionId)
    expect(listed).toMatchObject({
      roundStartedBy: { id: maria.userId, firstName: 'Maria', profileImageUrl: null },
      roundStartedAt: startedAt.toISOString(),
      cuisineId: null,
      serviceType: null,
      decidedLabel: null,
    })

    const startedOverAt = new Date('2026-03-14T18:45:00.000Z')
    t.app.ctx.now = () => startedOverAt
    await vote(maria, board, 'eliminate', 'thai')
    await ben.json('POST', `${board}/reset`)
    ;[listed] = (await activeBoards(maria)).filter((session) => session.id === sessionId)
    expect(listed).toMatchObject({
      roundStartedBy: { id: ben.userId, firstName: 'Ben' },
      roundStartedAt: startedOverAt.toISOString(),
    })
  })

  it('gives tonight’s round to whoever opens a board nobody voted on since an earlier day', async () => {
    t.app.ctx.now = () => new Date('2026-03-14T18:30:00.000Z')
    const { ben, start, sessionId } = await openBoard()
    const tonight = new Date('2026-03-15T18:00:00.000Z')
    t.app.ctx.now = () => tonight
    expect((await start(ben)).statusCode).toBe(200)
    const [listed] = (await activeBoards(ben)).filter((session) => session.id === sessionId)
    expect(listed).toMatchObject({
      roundStartedBy: { id: ben.userId, firstName: 'Ben' },
      roundStartedAt: tonight.toISOString(),
    })
  })

  it('names what was decided: the cuisine, or the dish on a cooking board', async () => {
    const cuisine = await openBoard()
    await vote(cuisine.maria, cuisine.board, 'choose', 'thai')
    await vote(cuisine.ben, cuisine.board, 'choose', 'thai')
    const cooking = await openBoard({ category: 'cooking', cuisineId: 'italian' })
    const dish = cooking.snapshot.session.options[0]!
    await vote(cooking.maria, cooking.board, 'choose', dish.id)
    await vote(cooking.ben, cooking.board, 'choose', dish.id)
    const byId = new Map((await activeBoards(cooking.ben)).map((session) => [session.id, session]))
    expect(byId.get(cooking.sessionId)).toMatchObject({
      status: 'decided',
      decidedLabel: dish.label,
      cuisineId: 'italian',
    })
    const cuisineBoard = (await activeBoards(cuisine.ben)).find((session) => session.id === cuisine.sessionId)
    expect(cuisineBoard).toMatchObject({ status: 'decided', decidedLabel: 'Thai' })
  })
})

describe('one open board per group and category', () => {
  const boardRow = async (sessionId: number) => {
    const [row] = await t.database.db
      .select()
      .from(eliminationSessions)
      .where(eq(eliminationSessions.id, sessionId))
    return row!
  }

  it('answers 409 with the open board to a start for another cuisine once votes are in, writing nothing', async () => {
    const { maria, ben, start, board, sessionId, optionIds } = await openBoard({
      category: 'cooking',
      cuisineId: 'italian',
    })
    await vote(maria, board, 'eliminate', optionIds[0])
    const before = await boardRow(sessionId)
    const refused = await start(ben, { category: 'cooking', cuisineId: 'mexican' })
    expect(refused.statusCode).toBe(409)
    const body = OpenBoardConflictSchema.parse(refused.json())
    expect(body).toEqual({
      error: 'OPEN_BOARD',
      message: 'Tonight’s Italian board is still open.',
      openBoard: {
        sessionId,
        category: 'cooking',
        cuisineId: 'italian',
        serviceType: null,
        startedBy: 'Maria',
      },
    })
    expect(refused.json()).toMatchObject({ code: 'CONFLICT' })
    expect(await boardRow(sessionId)).toEqual(before)
  })

  it('asks the places provider nothing for a start it answers with 409', async () => {
    const { maria, ben, start, board, sessionId, optionIds } = await openBoard({
      category: 'ordering',
      cuisineId: 'italian',
      serviceType: 'dine-in',
      ...SPRINGFIELD,
    })
    await vote(maria, board, 'prefer', optionIds[0])
    const asked = overpass.requests.length
    const refused = await start(ben, {
      category: 'ordering',
      cuisineId: 'italian',
      serviceType: 'delivery',
      ...SPRINGFIELD,
    })
    expect(refused.statusCode).toBe(409)
    expect(OpenBoardConflictSchema.parse(refused.json()).openBoard).toMatchObject({
      sessionId,
      serviceType: 'dine-in',
    })
    expect(overpass.requests.length).toBe(asked)
  })

  it('replaces the open board with a new round when the start asks to replace it', async () => {
    const { maria, ben, start, board, sessionId, snapshot, optionIds } = await openBoard({
      category: 'cooking',
      cuisineId: 'italian',
    })
    await vote(maria, board, 'eliminate', optionIds[0])
    const replaced = await start(ben, { category: 'cooking', cuisineId: 'mexican', replace: true })
    expect(replaced.statusCode, replaced.body).toBe(200)
    const next = replaced.json<SessionSnapshot>()
    expect(next.session).toMatchObject({
      id: sessionId,
      cuisineId: 'mexican',
      status: 'open',
      round: snapshot.session.round + 1,
    })
    expect(next.eliminations).toEqual([])
    const listed = (await activeBoards(maria)).find((session) => session.id === sessionId)
    expect(listed).toMatchObject({ roundStartedBy: { id: ben.userId }, cuisineId: 'mexican' })
  })

  it('lets a start with the same wish simply join the open board', async () => {
    const { maria, ben, start, board, sessionId, optionIds } = await openBoard({
      category: 'cooking',
      cuisineId: 'italian',
    })
    await vote(maria, board, 'eliminate', optionIds[0])
    const joined = await start(ben, { category: 'cooking', cuisineId: 'italian' })
    expect(joined.statusCode, joined.body).toBe(200)
    expect(joined.json<SessionSnapshot>()).toMatchObject({
      session: { id: sessionId, cuisineId: 'italian', round: 1 },
      eliminations: [{ optionId: optionIds[0] }],
    })
  })

  it('rebuilds a decided board for another cuisine without asking', async () => {
    const { maria, ben, start, board, sessionId, optionIds } = await openBoard({
      category: 'cooking',
      cuisineId: 'italian',
    })
    await vote(maria, board, 'choose', optionIds[0])
    expect((await vote(ben, board, 'choose', optionIds[0])).status).toBe('decided')
    const rebuilt = await start(ben, { category: 'cooking', cuisineId: 'mexican' })
    expect(rebuilt.statusCode, rebuilt.body).toBe(200)
    expect(rebuilt.json<SessionSnapshot>().session).toMatchObject({
      id: sessionId,
      cuisineId: 'mexican',
      status: 'open',
    })
  })

  it('lets anyone replace an open board nobody has voted on yet', async () => {
    const { ben, start, sessionId } = await openBoard({ category: 'cooking', cuisineId: 'italian' })
    const replaced = await start(ben, { category: 'cooking', cuisineId: 'mexican' })
    expect(replaced.statusCode, replaced.body).toBe(200)
    expect(replaced.json<SessionSnapshot>().session).toMatchObject({ id: sessionId, cuisineId: 'mexican' })
  })
})

describe('the veto record', () => {
  it("dates a veto by the app's clock, which is what its undo window is measured on", async () => {
    const vetoedAt = new Date('2026-03-14T19:00:00.000Z')
    t.app.ctx.now = () => vetoedAt
    const { maria, board, sessionId } = await openBoard()
    await vote(maria, board, 'eliminate', 'thai')
    const [row] = await t.database.db
      .select({ createdAt: sessionEliminations.createdAt })
      .from(sessionEliminations)
      .where(eq(sessionEliminations.sessionId, sessionId))
    expect(row!.createdAt.toISOString()).toBe(vetoedAt.toISOString())
  })
})
