import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_COOKIE_NAME } from '@forkcast/contract/auth.constants'
import { MAX_OPEN_STREAMS_PER_USER } from '@forkcast/contract/limits.constants'
import { CUISINE_IDS } from '@forkcast/contract/cuisines'
import {
  GUEST_LINK_ENDED_MESSAGE,
  GUEST_LINK_HOURS,
  type GuestBoard,
  type GuestInvitation,
  type GuestLink,
  type SessionEvent,
  type SessionSnapshot,
  type VoteResult,
} from '@forkcast/contract/voting.schemas'
import { boardGuestLinks, boardGuests, recipes } from '../../db/schema'
import { collectSse, listenUrl, type SseMessage } from '../../testing/sse'
import type { TestApp } from '../../testing/test-app'
import { createGroupOf, signUp, startRecipeTestApp, type TestUser } from '../../testing/recipe-test-app'
import { GUEST_COOKIE_NAME } from '@forkcast/contract/auth.constants'

let t: TestApp
let baseUrl: string
beforeAll(async () => {
  t = await startRecipeTestApp()
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  baseUrl = listenUrl(t.app.server)
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'DELETE'
type Inject = Awaited<ReturnType<TestApp['app']['inject']>>

// Each join comes from its own address unless a test says otherwise, so the per-address limit stays out of the way.
let addressCounter = 0
const nextAddress = () => {
  addressCounter += 1
  return `10.26.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`
}

/** A group of the owner and `memberCount` members (allergic to nothing) with an open board. */
async function openBoard({
  memberCount = 1,
  category = 'cuisine',
  cuisineId,
}: { memberCount?: number; category?: 'cuisine' | 'cooking'; cuisineId?: string } = {}) {
  const owner = await signUp(t, 'Maria')
  const members: TestUser[] = []
  for (let index = 0; index < memberCount; index += 1) members.push(await signUp(t, `Member${index + 1}`))
  const groupId = await createGroupOf(owner, members)
  const snapshot = await owner.json<SessionSnapshot>('POST', '/api/elimination-session', {
    groupId,
    category,
    cuisineId,
  })
  const sessionId = snapshot.session.id
  const board = `/api/elimination-session/${sessionId}`
  return { owner, members, groupId, sessionId, board, snapshot }
}
type Board = Awaited<ReturnType<typeof openBoard>>

const shareLink = async (board: Board) => {
  const link = await board.owner.json<GuestLink>('POST', `${board.board}/guest-link`)
  return { ...link, token: link.url.split('/guest/')[1] ?? '' }
}

const joinWith = (token: string, payload: unknown, remoteAddress = nextAddress(), cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/guest/invitations/${token}/join`,
    payload: payload as Record<string, unknown>,
    remoteAddress,
    headers: cookie ? { cookie } : {},
  })

const guestCookieOf = (response: Inject) => {
  const cookie = response.cookies.find((entry) => entry.name === GUEST_COOKIE_NAME)
  if (!cookie) throw new Error(`no guest cookie in ${response.statusCode}: ${response.body}`)
  return cookie
}

/** A guest who joined through `token`, with calls that carry only their cookie. */
async function joinAsGuest(token: string, firstName = 'Grandma', allergies: string[] = []) {
  const response = await joinWith(token, { firstName, allergies })
  expect(response.statusCode, response.body).toBe(200)
  const cookie = `${GUEST_COOKIE_NAME}=${guestCookieOf(response).value}`
  const joined = response.json<GuestBoard>()
  const call = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie }, payload: payload as Record<string, unknown> })
  const vote = async (action: string, optionId?: string) => {
    const voted = await call('POST', `/api/guest/board/${action}`, optionId ? { optionId } : undefined)
    expect(voted.statusCode, voted.body).toBe(200)
    return voted.json<VoteResult>()
  }
  return { id: joined.guest.id, cookie, joined, response, call, vote }
}

const memberVote = (member: TestUser, board: Board, action: string, optionId?: string) =>
  member.json<VoteResult>('POST', `${board.board}/${action}`, optionId ? { optionId } : undefined)

describe('sharing a guest link', () => {
  it('gives the group owner one link for the board round, the same one when asked again', async () => {
    const board = await openBoard()
    // The app's clock stands still, so the link's end is exact rather than a window around the wall clock.
    const sharedAt = new Date()
    t.app.ctx.now = () => sharedAt
    try {
      const first = await shareLink(board)
      expect(first.url).toMatch(/\/guest\/[\w-]{20,}$/)
      expect(Date.parse(first.expiresAt)).toBe(sharedAt.getTime() + GUEST_LINK_HOURS * 3_600_000)
      expect(await shareLink(board)).toEqual(first)
    } finally {
      t.app.ctx.now = undefined
    }
  })

  it('refuses a link to a member who does not own the group with 403 and to a stranger with 404', async () => {
    const board = await openBoard()
    const member = await board.members[0]!.call('POST', `${board.board}/guest-link`)
    expect(member.statusCode).toBe(403)
    expect(member.json().message).toBe('Only the group’s owner can invite guests.')
    const stranger = await signUp(t, 'Stranger')
    expect((await stranger.call('POST', `${board.board}/guest-link`)).statusCode).toBe(404)
    expect((await stranger.call('DELETE', `${board.board}/guest-link`)).statusCode).toBe(404)
    expect((await board.members[0]!.call('DELETE', `${board.board}/guest-link`)).statusCode).toBe(403)
  })

  it('refuses a link to a solo board with 400', async () => {
    const solo = await signUp(t, 'Solo')
    const snapshot = await solo.json<SessionSnapshot>('POST', '/api/elimination-session', {
      groupId: 0,
      category: 'cuisine',
    })
    const refused = await solo.call('POST', `/api/elimination-session/${snapshot.session.id}/guest-link`)
    expect(refused.statusCode).toBe(400)
  })

  it('shows the invitation with the group name and the inviter first name, and no email in any guest response', async () => {
    const board = await openBoard({ memberCount: 2 })
    const link = await shareLink(board)
    const invitation = await t.app.inject({ method: 'GET', url: `/api/guest/invitations/${link.token}` })
    expect(invitation.statusCode).toBe(200)
    expect(invitation.json<GuestInvitation>()).toEqual({
      groupName: 'Dinner crew',
      invitedBy: 'Maria',
      category: 'cuisine',
      cuisineLabel: null,
      expiresAt: link.expiresAt,
    })
    // Members vote first, so the guest's board carries their names on choices, preferences and eliminations.
    await memberVote(board.owner, board, 'choose', 'italian')
    await memberVote(board.members[0]!, board, 'prefer', 'thai')
    await memberVote(board.members[1]!, board, 'eliminate', 'korean')
    const guest = await joinAsGuest(link.token)
    const bodies = [
      invitation.body,
      guest.response.body,
      (await guest.call('GET', '/api/guest/board')).body,
      (await guest.call('POST', '/api/guest/board/choose', { optionId: 'italian' })).body,
      (await guest.call('POST', '/api/guest/board/submit')).body,
    ]
    const stream = await collectSse(`${baseUrl}/api/guest/board/events`, {
      headers: { cookie: guest.cookie },
      until: (messages) => messages.length > 0,
    })
    bodies.push(JSON.stringify(stream))
    expect(guest.joined.snapshot.members.map((member) => member.firstName)).toEqual([
      'Maria',
      'Member1',
      'Member2',
      'Grandma',
    ])
    for (const body of bodies) expect(body).not.toContain('@')
  })
})

describe('joining as a guest', () => {
  it('refuses a join without a first name with 400 naming the field, and an unknown allergen with 400', async () => {
    const board = await openBoard()
    const { token } = await shareLink(board)
    const nameless = await joinWith(token, { firstName: '  ', allergies: [] })
    expect(nameless.statusCode).toBe(400)
    expect(nameless.json().issues).toEqual([
      expect.objectContaining({ path: 'firstName', message: 'Please tell the group your first name' }),
    ])
    expect((await joinWith(token, { allergies: [] })).statusCode).toBe(400)
    // Shellfish is two allergens (crustaceans, molluscs); the word itself is not one of them.
    const unknown = await joinWith(token, { firstName: 'Grandma', allergies: ['shellfish'] })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().issues).toEqual([
      expect.objectContaining({ message: 'Choose allergies from the list' }),
    ])
    expect(nameless.cookies).toEqual([])
    expect(unknown.cookies).toEqual([])
    const snapshot = await board.owner.json<SessionSnapshot>('GET', board.board)
    expect(snapshot.members.filter((member) => member.isGuest)).toEqual([])
  })

  it('seats a guest on the board with a cookie for the guest routes only, listed as a member marked isGuest', async () => {
    const board = await openBoard()
    const link = await shareLink(board)
    const guest = await joinAsGuest(link.token, 'Grandma', ['peanuts'])
    expect(guestCookieOf(guest.response)).toMatchObject({
      path: '/api/guest',
      httpOnly: true,
      sameSite: 'Lax',
    })
    expect(guestCookieOf(guest.response).expires?.toISOString()).toBe(
      new Date(Math.floor(Date.parse(link.expiresAt) / 1000) * 1000).toISOString(),
    )
    expect(guest.joined.guest).toMatchObject({ firstName: 'Grandma' })
    expect(guest.joined.snapshot.session.id).toBe(board.sessionId)
    const asGuestSees = (await guest.call('GET', '/api/guest/board')).json<GuestBoard>()
    const asMemberSees = await board.members[0]!.json<SessionSnapshot>('GET', board.board)
    for (const snapshot of [guest.joined.snapshot, asGuestSees.snapshot, asMemberSees]) {
      expect(snapshot.members).toEqual([
        expect.objectContaining({ id: board.owner.userId, isGuest: false }),
        expect.objectContaining({ id: board.members[0]!.userId, isGuest: false }),
        expect.objectContaining({ id: guest.id, firstName: 'Grandma', isGuest: true, hasSubmitted: false }),
      ])
    }
  })

  it('decides unanimously only once the guest chooses the same option as every member', async () => {
    const board = await openBoard({ memberCount: 2 })
    const guest = await joinAsGuest((await shareLink(board)).token)
    await memberVote(board.owner, board, 'choose', 'mexican')
    await memberVote(board.members[0]!, board, 'choose', 'mexican')
    const lastMember = await memberVote(board.members[1]!, board, 'choose', 'mexican')
    expect(lastMember).toMatchObject({ status: 'open', decision: null })
    const chose = await guest.vote('choose', 'mexican')
    expect(chose).toMatchObject({
      status: 'decided',
      decision: { optionId: 'mexican', reason: 'unanimous', decidedBy: guest.id },
    })
    const snapshot = await board.owner.json<SessionSnapshot>('GET', board.board)
    expect(snapshot.session.decision).toMatchObject({ optionId: 'mexican', reason: 'unanimous' })
    expect((await guest.call('GET', '/api/guest/board')).json<GuestBoard>().snapshot.session.status).toBe(
      'decided',
    )
  })

  it('lets a guest eliminate for everyone, and decides on all-submitted only once the guest submits too', async () => {
    const board = await openBoard({ memberCount: 1 })
    const guest = await joinAsGuest((await shareLink(board)).token)
    expect(await guest.vote('eliminate', 'italian')).toMatchObject({ changed: true, status: 'open' })
    await memberVote(board.owner, board, 'choose', 'thai')
    await memberVote(board.owner, board, 'submit')
    expect(await memberVote(board.members[0]!, board, 'submit')).toMatchObject({
      status: 'open',
      decision: null,
    })
    const before = await board.owner.json<SessionSnapshot>('GET', board.board)
    expect(before.eliminations).toEqual([
      { optionId: 'italian', user: expect.objectContaining({ id: guest.id }) },
    ])
    expect(before.remainingOptionIds).not.toContain('italian')
    expect(before.members.find((member) => member.id === guest.id)).toMatchObject({ hasSubmitted: false })
    expect(await guest.vote('submit')).toMatchObject({
      status: 'decided',
      decision: { optionId: 'thai', reason: 'all-submitted', decidedBy: guest.id },
    })
  })
  it('replaces the seat of a guest who joins again from the same browser, so the board never waits for the old one', async () => {
    const board = await openBoard()
    const { token } = await shareLink(board)
    const first = await joinAsGuest(token)
    const again = await joinWith(token, { firstName: 'Grandma' }, nextAddress(), first.cookie)
    expect(again.statusCode, again.body).toBe(200)
    const second = `${GUEST_COOKIE_NAME}=${guestCookieOf(again).value}`
    expect((await first.call('GET', '/api/guest/board')).statusCode).toBe(401)
    const guests = (await board.owner.json<SessionSnapshot>('GET', board.board)).members.filter(
      (member) => member.isGuest,
    )
    expect(guests).toEqual([expect.objectContaining({ id: again.json<GuestBoard>().guest.id })])
    await memberVote(board.owner, board, 'choose', 'french')
    await memberVote(board.members[0]!, board, 'choose', 'french')
    const chose = await t.app.inject({
      method: 'POST',
      url: '/api/guest/board/choose',
      headers: { cookie: second },
      payload: { optionId: 'french' },
    })
    expect(chose.json()).toMatchObject({ status: 'decided', decision: { reason: 'unanimous' } })
  })
})

describe('what a guest can reach', () => {
  it('refuses every member route to the guest cookie, and to its token sent as a member session', async () => {
    const board = await openBoard()
    const guest = await joinAsGuest((await shareLink(board)).token)
    const token = guest.cookie.split('=')[1]!
    const routes: Array<[Method, string, unknown?]> = [
      ['GET', '/api/auth/user'],
      ['GET', '/api/user/allergies'],
      ['GET', '/api/family-groups'],
      ['GET', `/api/family-groups/${board.groupId}`],
      ['GET', `/api/family-groups/${board.groupId}/active-sessions`],
      ['POST', '/api/family-groups', { name: 'Guest group' }],
      ['GET', '/api/recipes'],
      ['GET', '/api/recipes/search?q=chicken'],
      ['GET', board.board],
      ['GET', `${board.board}/remaining`],
      ['POST', `${board.board}/choose`, { optionId: 'thai' }],
      ['POST', `${board.board}/reset`],
      ['POST', `${board.board}/options`, { recipeId: 1 }],
      ['GET', `${board.board}/options/candidates`],
      ['POST', `${board.board}/guest-link`],
      ['DELETE', `${board.board}/guest-link`],
    ]
    for (const cookie of [guest.cookie, `${SESSION_COOKIE_NAME}=${token}`]) {
      for (const [method, url, payload] of routes) {
        const response = await t.app.inject({
          method,
          url,
          headers: { cookie },
          payload: payload as Record<string, unknown> | undefined,
        })
        expect([401, 404], `${method} ${url} answered ${response.statusCode}`).toContain(response.statusCode)
      }
    }
    const snapshot = await board.owner.json<SessionSnapshot>('GET', board.board)
    expect(snapshot.session.round).toBe(board.snapshot.session.round)
    expect(snapshot.choices).toEqual([])
  })

  it('keeps a guest of one board to that board', async () => {
    const boardA = await openBoard()
    const boardB = await openBoard()
    const guest = await joinAsGuest((await shareLink(boardA)).token)
    expect((await guest.call('GET', '/api/guest/board')).json<GuestBoard>().snapshot.session.id).toBe(
      boardA.sessionId,
    )
    expect((await guest.call('GET', boardB.board)).statusCode).toBe(401)
    expect((await guest.call('POST', `${boardB.board}/choose`, { optionId: 'thai' })).statusCode).toBe(401)
    const seenByB = await boardB.owner.json<SessionSnapshot>('GET', boardB.board)
    expect(seenByB.members.map((member) => member.id)).not.toContain(guest.id)
    expect(seenByB.choices).toEqual([])
  })

  it("answers 401 when a guest of one board opens another board's link, so the page offers to join that one", async () => {
    const boardA = await openBoard()
    const boardB = await openBoard()
    const linkA = await shareLink(boardA)
    const guest = await joinAsGuest(linkA.token)
    const own = await guest.call('GET', `/api/guest/board?token=${linkA.token}`)
    expect(own.statusCode, own.body).toBe(200)
    const other = await guest.call('GET', `/api/guest/board?token=${(await shareLink(boardB)).token}`)
    expect(other.statusCode).toBe(401)
    expect(other.json()).toMatchObject({ message: 'This link is for another vote. Join it to take part.' })
  })
})

describe("a guest's allergies", () => {
  it("take a recipe unsafe for the guest's shellfish allergy off a cooking board, with the members' votes on it", async () => {
    const [shellfish] = await t.database.db
      .select({ id: recipes.id, foodType: recipes.foodType })
      .from(recipes)
      .where(
        and(
          eq(recipes.sourceType, 'catalog'),
          sql`${recipes.allergens} && array['crustaceans', 'molluscs']::text[]`,
          sql`${recipes.foodType} in (${sql.join(
            CUISINE_IDS.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ),
      )
      .orderBy(recipes.id)
      .limit(1)
    if (!shellfish) throw new Error('the seeded catalog has no shellfish recipe of a cuisine')
    const board = await openBoard({ category: 'cooking', cuisineId: shellfish.foodType })
    const optionId = `recipe-${shellfish.id}`
    let snapshot = board.snapshot
    if (!snapshot.session.options.some((option) => option.id === optionId))
      snapshot = await board.owner.json<SessionSnapshot>('POST', `${board.board}/options`, {
        recipeId: shellfish.id,
      })
    expect(snapshot.session.options.map((option) => option.id)).toContain(optionId)
    await memberVote(board.owner, board, 'choose', optionId)
    await memberVote(board.members[0]!, board, 'prefer', optionId)

    const guest = await joinAsGuest((await shareLink(board)).token, 'Grandma', ['crustaceans', 'molluscs'])
    for (const seen of [guest.joined.snapshot, await board.owner.json<SessionSnapshot>('GET', board.board)]) {
      expect(seen.session.options.map((option) => option.id)).not.toContain(optionId)
      expect(seen.remainingOptionIds).not.toContain(optionId)
      expect(seen.choices).toEqual([])
      expect(seen.preferences).toEqual([])
    }
    const added = await board.owner.call('POST', `${board.board}/options`, { recipeId: shellfish.id })
    expect(added.statusCode).toBe(422)
    expect(added.json().message).toContain('Grandma')
    const chose = await guest.call('POST', '/api/guest/board/choose', { optionId })
    expect(chose.statusCode).toBe(400)
  })
})

describe('when a guest link ends', () => {
  const expectEnded = async (token: string, guest: Awaited<ReturnType<typeof joinAsGuest>>) => {
    const invitation = await t.app.inject({ method: 'GET', url: `/api/guest/invitations/${token}` })
    expect(invitation.statusCode).toBe(404)
    expect(invitation.json().message).toBe(GUEST_LINK_ENDED_MESSAGE)
    const join = await joinWith(token, { firstName: 'Late' })
    expect(join.statusCode).toBe(404)
    expect(join.json().message).toBe(GUEST_LINK_ENDED_MESSAGE)
    const board = await guest.call('GET', '/api/guest/board')
    expect(board.statusCode).toBe(401)
    expect(board.json().message).toBe(GUEST_LINK_ENDED_MESSAGE)
    expect((await guest.call('POST', '/api/guest/board/eliminate', { optionId: 'thai' })).statusCode).toBe(
      401,
    )
    expect((await guest.call('POST', '/api/guest/board/submit')).statusCode).toBe(401)
  }

  it("ends the link and the guest's cookie when the owner starts a new round, and a new link works", async () => {
    const board = await openBoard()
    const link = await shareLink(board)
    const guest = await joinAsGuest(link.token)
    await guest.vote('choose', 'thai')
    const reset = await board.owner.json<SessionSnapshot>('POST', `${board.board}/reset`)
    expect(reset.members.map((member) => member.id)).not.toContain(guest.id)
    await expectEnded(link.token, guest)
    const next = await shareLink(board)
    expect(next.token).not.toBe(link.token)
    await joinAsGuest(next.token, 'Grandpa')
  })

  it("ends the link and the guest's cookie when the owner deletes it, and the board no longer waits for the guest", async () => {
    const board = await openBoard()
    const link = await shareLink(board)
    const guest = await joinAsGuest(link.token)
    expect(await board.owner.json('DELETE', `${board.board}/guest-link`)).toEqual({ success: true })
    await expectEnded(link.token, guest)
    const snapshot = await board.owner.json<SessionSnapshot>('GET', board.board)
    expect(snapshot.members.map((member) => member.id)).not.toContain(guest.id)
    await memberVote(board.owner, board, 'choose', 'greek')
    expect(await memberVote(board.members[0]!, board, 'choose', 'greek')).toMatchObject({
      status: 'decided',
      decision: { optionId: 'greek', reason: 'unanimous' },
    })
  })

  it(`ends a link ${GUEST_LINK_HOURS} hours after it was made`, async () => {
    const board = await openBoard()
    const link = await shareLink(board)
    const guest = await joinAsGuest(link.token)
    // A day passes: the link and the guest's seat (which ends with it) are a day older.
    const aDay = sql`interval '${sql.raw(String(GUEST_LINK_HOURS))} hours'`
    await t.database.db
      .update(boardGuestLinks)
      .set({
        createdAt: sql`${boardGuestLinks.createdAt} - ${aDay}`,
        expiresAt: sql`${boardGuestLinks.expiresAt} - ${aDay}`,
      })
      .where(eq(boardGuestLinks.sessionId, board.sessionId))
    await t.database.db
      .update(boardGuests)
      .set({ expiresAt: sql`${boardGuests.expiresAt} - ${aDay}` })
      .where(eq(boardGuests.sessionId, board.sessionId))
    await expectEnded(link.token, guest)
    const sharedAgainAt = new Date()
    t.app.ctx.now = () => sharedAgainAt
    try {
      const next = await shareLink(board)
      expect(next.token).not.toBe(link.token)
      expect(Date.parse(next.expiresAt)).toBe(sharedAgainAt.getTime() + GUEST_LINK_HOURS * 3_600_000)
    } finally {
      t.app.ctx.now = undefined
    }
  })
})

describe("a guest's live board", () => {
  const voteMessages = (messages: SseMessage[]) =>
    messages.filter((message) => message.type === 'vote').map((message) => message.data as SessionEvent)

  it('streams the board and every member vote to the guest, and ends when the owner starts a new round', async () => {
    const board = await openBoard()
    const guest = await joinAsGuest((await shareLink(board)).token)
    // The stream must end by itself: a stream that stays open runs into the timeout and fails the test.
    const messages = await collectSse(`${baseUrl}/api/guest/board/events`, {
      headers: { cookie: guest.cookie },
      until: () => false,
      onOpen: async () => {
        await memberVote(board.members[0]!, board, 'eliminate', 'thai')
        await board.owner.json('POST', `${board.board}/reset`)
        await memberVote(board.members[0]!, board, 'eliminate', 'greek')
      },
    })
    expect(messages[0]).toMatchObject({ type: 'snapshot' })
    expect(voteMessages(messages).map((event) => [event.action, event.optionId])).toEqual([
      ['eliminate', 'thai'],
      ['reset', null],
    ])
    for (const message of messages) expect(JSON.stringify(message)).not.toContain('@')
  })

  it('ends the guest stream when the owner ends the link, before any later vote reaches it', async () => {
    const board = await openBoard()
    const guest = await joinAsGuest((await shareLink(board)).token)
    const messages = await collectSse(`${baseUrl}/api/guest/board/events`, {
      headers: { cookie: guest.cookie },
      until: () => false,
      onOpen: async () => {
        await board.owner.json('DELETE', `${board.board}/guest-link`)
        await memberVote(board.members[0]!, board, 'eliminate', 'greek')
      },
    })
    expect(messages.map((message) => message.type)).toEqual(['snapshot'])
  })

  it('refuses a guest more live streams at once than a member may open', async () => {
    const board = await openBoard()
    const guest = await joinAsGuest((await shareLink(board)).token)
    const url = `${baseUrl}/api/guest/board/events`
    const controllers: AbortController[] = []
    try {
      for (let index = 0; index < MAX_OPEN_STREAMS_PER_USER; index += 1) {
        const controller = new AbortController()
        controllers.push(controller)
        const opened = await fetch(url, { headers: { cookie: guest.cookie }, signal: controller.signal })
        expect(opened.status).toBe(200)
      }
      const refused = await fetch(url, { headers: { cookie: guest.cookie } })
      expect(refused.status).toBe(429)
    } finally {
      for (const controller of controllers) controller.abort()
    }
  })

  it("ends the guest stream when the guest's time runs out", async () => {
    const board = await openBoard()
    const guest = await joinAsGuest((await shareLink(board)).token)
    // The app's clock stands at the seat's last moment: the stream opens, then ends at once, with no waiting.
    const seatedAt = new Date()
    t.app.ctx.now = () => new Date(seatedAt.getTime() + (GUEST_LINK_HOURS + 1) * 3_600_000)
    try {
      const messages = await collectSse(`${baseUrl}/api/guest/board/events`, {
        headers: { cookie: guest.cookie },
        until: () => false,
      })
      expect(messages.map((message) => message.type)).toEqual(['snapshot'])
    } finally {
      t.app.ctx.now = undefined
    }
  })
})

describe('guest limits', () => {
  it('seats 8 guests on a board round and refuses the 9th with 409', async () => {
    const board = await openBoard()
    const { token } = await shareLink(board)
    for (let index = 0; index < 8; index += 1) await joinAsGuest(token, `Guest${index + 1}`)
    const ninth = await joinWith(token, { firstName: 'Ninth' })
    expect(ninth.statusCode).toBe(409)
    expect(ninth.json().message).toBe('This board has all the guests it can take.')
    expect(ninth.cookies).toEqual([])
    const snapshot = await board.owner.json<SessionSnapshot>('GET', board.board)
    expect(snapshot.members.filter((member) => member.isGuest)).toHaveLength(8)
  })

  it('makes room again when the owner ends a full board’s link: a new link seats a guest', async () => {
    const board = await openBoard()
    const { token } = await shareLink(board)
    for (let index = 0; index < 8; index += 1) await joinAsGuest(token, `Guest${index + 1}`)
    await board.owner.json('DELETE', `${board.board}/guest-link`)
    const next = await shareLink(board)
    const grandma = await joinAsGuest(next.token)
    const snapshot = await board.owner.json<SessionSnapshot>('GET', board.board)
    expect(snapshot.members.filter((member) => member.isGuest).map((member) => member.id)).toEqual([
      grandma.id,
    ])
  })

  it('refuses the 21st join from one address within the hour with 429, while another address still joins', async () => {
    const address = '10.99.0.1'
    const tokens: string[] = []
    for (let index = 0; index < 3; index += 1) tokens.push((await shareLink(await openBoard())).token)
    // 8 + 8 + 4: the per-board cap of 8 is never what refuses here.
    const plan = [...Array<string>(8).fill(tokens[0]!), ...Array<string>(8).fill(tokens[1]!)]
    plan.push(...Array<string>(4).fill(tokens[2]!))
    for (const [index, token] of plan.entries()) {
      const joined = await joinWith(token, { firstName: `Guest${index + 1}` }, address)
      expect(joined.statusCode, `join ${index + 1}: ${joined.body}`).toBe(200)
    }
    const refused = await joinWith(tokens[2]!, { firstName: 'TooMany' }, address)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.cookies).toEqual([])
    expect((await joinWith(tokens[2]!, { firstName: 'Neighbour' })).statusCode).toBe(200)
  })
})
