// npm run bench:voting [-- --scenario family|crowd (default both) --runs 3 --groups 200 --members 5 --votes 2000
//   --rate 200 --family-votes 200 --family-rate 20 --idle-seconds 10 --poll-seconds 10 --listeners 2]
// (--poll-seconds 0 skips the polling comparison; --slowest 20 prints when the 20 slowest votes were sent;
// BENCH_SERVER_NODE_ARGS="--cpu-prof" profiles the server)
// Live voting over SSE on loopback, with a fresh database (or BENCH_DATABASE_URL), in two scenarios:
//   family  one group of --members on a cuisine board, --family-votes at --family-rate votes/s;
//   crowd   --groups × --members (1,000 by default) at --rate votes/s. Each group opens a cuisine board, a cooking
//           board over the seeded Italian recipes and an ordering board over places from a local fake Overpass;
//           group i votes live on board kind i % 3, and (once, after the runs) polls a recipe or restaurant board
//           it did not vote on, for the spec's 500 ms polling design.
// Votes are a seeded mix of eliminate, prefer, choose and submit. A vote's time is measured on the client's
// monotonic clock from just before its request is written until the last other member's stream has it (the
// budget's "reaches every other member"); the members' streams are read by --listeners child processes, not by
// the event loop that sends the votes, so neither delays the other. Each run starts the live boards over (a new
// round). Statements per action are counted by tests ('the cost of a vote' in
// server/src/features/voting/voting.routes.test.ts and board-vote-cost.test.ts).
import { fork, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { startFakeOverpass } from '../server/src/testing/fake-places-servers'
import { databaseKind, describeMachine, reportFigures, runCount, type Figure } from './budget'
import {
  BenchClient,
  formatMs,
  mapLimit,
  percentile,
  startBenchServer,
  type BenchServer,
} from './server-process'
import { createRandom, pickerOf } from './random'
import { monotonicMs, type FromListeners, type ListenerStream, type ToListeners } from './voting-listeners'

const { values: args } = parseArgs({
  options: {
    scenario: { type: 'string' },
    runs: { type: 'string' },
    groups: { type: 'string', default: '200' },
    members: { type: 'string', default: '5' },
    votes: { type: 'string', default: '2000' },
    rate: { type: 'string', default: '200' },
    'family-votes': { type: 'string', default: '200' },
    'family-rate': { type: 'string', default: '20' },
    'idle-seconds': { type: 'string', default: '10' },
    'poll-seconds': { type: 'string', default: '10' },
    listeners: { type: 'string', default: '2' },
    slowest: { type: 'string', default: '0' },
  },
})
const SCENARIOS = ['family', 'crowd'] as const
type Scenario = (typeof SCENARIOS)[number]
if (args.scenario !== undefined && !SCENARIOS.some((scenario) => scenario === args.scenario)) {
  console.error(`--scenario is family or crowd (both when left out), not ${args.scenario}`)
  process.exit(2)
}
const SCENARIOS_TO_RUN = SCENARIOS.filter(
  (scenario) => args.scenario === undefined || scenario === args.scenario,
)
const RUNS = runCount()
const GROUPS = Number(args.groups)
const MEMBERS = Number(args.members)
const VOTES = Number(args.votes)
const RATE = Number(args.rate)
const FAMILY_VOTES = Number(args['family-votes'])
const FAMILY_RATE = Number(args['family-rate'])
const IDLE_SECONDS = Number(args['idle-seconds'])
const POLL_SECONDS = Number(args['poll-seconds'])
const LISTENERS = Math.max(1, Number(args.listeners))
const SLOWEST_SHOWN = Math.max(0, Number(args.slowest))
const POLL_INTERVAL_MS = 500
const BUDGET_MS = 20
// Every run plans the same votes.
const SEED = 20_260_324

// The cuisine with the most catalog recipes (15 each, 16 for a few); all are safe for members without allergies.
const BOARD_CUISINE = 'italian'
// Dine-in keeps two of the fake's Italian places (the others are closed, takeaway only, too far or unnamed).
const BOARD_SERVICE = 'dine-in'
const SPRINGFIELD = { latitude: 39.8, longitude: -89.65 }

interface Member {
  client: BenchClient
  userId: number
}
const BOARD_KINDS = ['cuisine', 'cooking', 'ordering'] as const
type BoardKind = (typeof BOARD_KINDS)[number]
interface Board {
  kind: BoardKind
  sessionId: number
  /** From the board's own snapshot: cuisine ids, `recipe-<id>` or `place-<placeId>`. */
  optionIds: string[]
  /** The version the board opened at: accepted votes are counted from it. */
  openedVersion: number
}
interface Group {
  id: number
  members: Member[]
  boards: Record<BoardKind, Board>
  /** The board this group votes on over SSE (kind index % 3). */
  live: Board
  /** A recipe or restaurant board the live phase left untouched, for the polling comparison. */
  polled: Board
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
// The clock the listener processes stamp arrivals with.
const now = monotonicMs

// Addresses unique to this run: on a PostgreSQL database kept between runs, earlier members still exist.
const RUN_ID = Date.now().toString(36)

const BOARD_WISHES: Record<BoardKind, Record<string, unknown>> = {
  cuisine: { category: 'cuisine' },
  cooking: { category: 'cooking', cuisineId: BOARD_CUISINE },
  ordering: { category: 'ordering', cuisineId: BOARD_CUISINE, serviceType: BOARD_SERVICE, ...SPRINGFIELD },
}

async function openBoard(owner: Member, groupId: number, kind: BoardKind): Promise<Board> {
  type Snapshot = { session: { id: number; version: number; status: string; options: Array<{ id: string }> } }
  const response = await owner.client.request<Snapshot & { message?: string }>(
    'POST',
    '/api/elimination-session',
    { groupId, ...BOARD_WISHES[kind] },
  )
  if (response.status !== 200)
    throw new Error(`opening a ${kind} board answered ${response.status}: ${response.body?.message}`)
  const { session } = response.body
  // The vote plan keeps two options standing; a board with fewer would be decided by its first veto.
  if (session.status !== 'open' || session.options.length < 2)
    throw new Error(`the ${kind} board opened ${session.status} with ${session.options.length} options`)
  return {
    kind,
    sessionId: session.id,
    optionIds: session.options.map((option) => option.id),
    openedVersion: session.version,
  }
}

async function setUp(server: BenchServer, scenario: Scenario, groupCount: number): Promise<Group[]> {
  const users = await mapLimit(
    Array.from({ length: groupCount * MEMBERS }, (_, index) => index),
    8,
    async (index) => {
      const client = new BenchClient(server.baseUrl)
      const userId = await client.signUp(server, {
        email: `bench-${RUN_ID}-${scenario}-${index}@example.com`,
        firstName: `Member${index}`,
      })
      return { client, userId }
    },
  )
  return mapLimit(
    Array.from({ length: groupCount }, (_, index) => index),
    8,
    async (index) => {
      const members = users.slice(index * MEMBERS, (index + 1) * MEMBERS)
      const owner = members[0]!
      const group = (
        await owner.client.request<{ id: number; inviteCode: string }>('POST', '/api/family-groups', {
          name: `Bench ${index}`,
        })
      ).body
      for (const member of members.slice(1)) {
        const joined = await member.client.request('POST', '/api/family-groups/join', {
          inviteCode: group.inviteCode,
        })
        if (joined.status !== 200) throw new Error(`join failed: ${joined.status}`)
      }
      const boards = {} as Record<BoardKind, Board>
      for (const kind of BOARD_KINDS) boards[kind] = await openBoard(owner, group.id, kind)
      const live = boards[BOARD_KINDS[index % BOARD_KINDS.length]!]
      return {
        id: group.id,
        members,
        boards,
        live,
        polled: live.kind === 'cooking' ? boards.ordering : boards.cooking,
      }
    },
  )
}

type VoteKind = 'eliminate' | 'prefer' | 'choose' | 'submit'
interface PlannedVote {
  group: Group
  member: Member
  action: VoteKind
  optionId?: string
}

// The live phase's mix of actions (the rest are recommendations).
const MIX: Array<[VoteKind, number]> = [
  ['eliminate', 0.3],
  ['choose', 0.2],
  ['submit', 0.05],
]

/**
 * A seeded plan over each group's live board in which every vote is a real change and no board gets decided
 * (a decided board answers 409): the first half of a board's options (but never all except one) can only be
 * vetoed, the rest only recommended or chosen, the members' choices never all agree, and one member never
 * submits.
 */
function planMixedVotes(groups: Group[], count: number, random: () => number) {
  interface BoardPlan {
    vetoable: string[]
    pickable: string[]
    vetoed: number
    preferred: Map<number, Set<string>>
    chosen: Map<number, string>
    submitted: Set<number>
  }
  const boards = new Map<Group, BoardPlan>(
    groups.map((group) => {
      const { optionIds } = group.live
      const vetoableCount = Math.min(Math.floor(optionIds.length / 2), optionIds.length - 2)
      return [
        group,
        {
          vetoable: optionIds.slice(0, vetoableCount),
          pickable: optionIds.slice(vetoableCount),
          vetoed: 0,
          preferred: new Map(),
          chosen: new Map(),
          submitted: new Set(),
        },
      ]
    }),
  )
  const pick = pickerOf(random)
  const plan: PlannedVote[] = []
  for (let attempt = 0; plan.length < count && attempt < count * 20; attempt += 1) {
    const group = pick(groups)
    const member = pick(group.members)
    const board = boards.get(group)!
    const roll = random()
    let threshold = 0
    const action = MIX.find(([, share]) => roll < (threshold += share))?.[0] ?? 'prefer'
    if (action === 'eliminate') {
      if (board.vetoed >= board.vetoable.length) continue
      plan.push({ group, member, action, optionId: board.vetoable[board.vetoed++] })
    } else if (action === 'choose') {
      const others = board.pickable.filter((id) => id !== board.chosen.get(member.userId))
      if (others.length === 0) continue
      const optionId = pick(others)
      const choices = group.members.map((other) =>
        other.userId === member.userId ? optionId : board.chosen.get(other.userId),
      )
      if (choices.every((choice) => choice === optionId)) continue
      board.chosen.set(member.userId, optionId)
      plan.push({ group, member, action, optionId })
    } else if (action === 'submit') {
      if (board.submitted.has(member.userId) || board.submitted.size >= group.members.length - 1) continue
      board.submitted.add(member.userId)
      plan.push({ group, member, action })
    } else {
      const mine = board.preferred.get(member.userId) ?? new Set<string>()
      const optionId = board.pickable.find((id) => !mine.has(id))
      if (!optionId) continue
      board.preferred.set(member.userId, mine.add(optionId))
      plan.push({ group, member, action, optionId })
    }
  }
  return plan
}

/**
 * The spec's polling comparison on each group's polled board: recommendations only, since its pollers read them
 * back as records.
 */
function planPreferVotes(groups: Group[], count: number, random: () => number): PlannedVote[] {
  const used = new Map<number, number>()
  const plan: PlannedVote[] = []
  for (let attempt = 0; plan.length < count && attempt < count * 20; attempt += 1) {
    const group = groups[Math.floor(random() * groups.length)]!
    const member = group.members[Math.floor(random() * group.members.length)]!
    const next = used.get(member.userId) ?? 0
    if (next >= group.polled.optionIds.length) continue
    used.set(member.userId, next + 1)
    plan.push({ group, member, action: 'prefer', optionId: group.polled.optionIds[next]! })
  }
  return plan
}

/** Opens every member's stream (each child takes every n-th) and waits for all their snapshots. */
async function connectListeners(server: BenchServer, groups: Group[]) {
  const streams = groups.flatMap((group) =>
    group.members.map((member) => ({ member, sessionId: group.live.sessionId })),
  )
  const count = Math.min(LISTENERS, streams.length)
  const children = Array.from({ length: count }, () =>
    fork(new URL('./voting-listeners.ts', import.meta.url), { execArgv: process.execArgv }),
  )
  const failures: string[] = []
  const pending = new Map<ChildProcess, (message: FromListeners) => void>()
  for (const child of children) {
    child.on('message', (message: FromListeners) => {
      if (message.kind === 'failed') failures.push(message.message)
      else pending.get(child)?.(message)
    })
  }
  const answerOf = (child: ChildProcess, message: ToListeners) =>
    new Promise<FromListeners>((resolve) => {
      pending.set(child, resolve)
      child.send(message)
    })
  await Promise.all(
    children.map((child, childIndex) => {
      const share: ListenerStream[] = []
      for (let index = childIndex; index < streams.length; index += count) {
        share.push({
          index,
          cookie: streams[index]!.member.client.cookie,
          sessionId: streams[index]!.sessionId,
        })
      }
      return answerOf(child, { kind: 'open', baseUrl: server.baseUrl, streams: share })
    }),
  )
  return {
    count: streams.length,
    failures,
    /** Every vote event's arrival since the last call, by `userId:sessionId:version`, and the readers' own lag. */
    collect: async () => {
      const received = new Map<string, number>()
      let loopDelayP99 = 0
      let loopDelayMax = 0
      for (const answer of await Promise.all(children.map((child) => answerOf(child, { kind: 'collect' })))) {
        if (answer.kind !== 'records') continue
        loopDelayP99 = Math.max(loopDelayP99, answer.loopDelayP99)
        loopDelayMax = Math.max(loopDelayMax, answer.loopDelayMax)
        for (const [index, version, at] of answer.records) {
          const { member, sessionId } = streams[index]!
          received.set(`${member.userId}:${sessionId}:${version}`, at)
        }
      }
      return { received, loopDelayP99, loopDelayMax }
    },
    close: async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise((resolve) => {
              child.once('exit', resolve)
              child.send({ kind: 'close' } satisfies ToListeners)
            }),
        ),
      )
    },
  }
}

// Votes go out on kept-alive sockets, as a browser's do.
const voteAgent = new http.Agent({ keepAlive: true, maxSockets: Infinity })

/** A vote's POST through node:http (lighter than fetch, so the sender's own cost stays out of the figures). */
function postVote(baseUrl: string, cookie: string, path: string, body: unknown) {
  const payload = JSON.stringify(body)
  return new Promise<{ status: number; body: { version?: number; changed?: boolean } | null }>(
    (resolve, reject) => {
      const request = http.request(
        `${baseUrl}${path}`,
        {
          method: 'POST',
          agent: voteAgent,
          headers: {
            cookie,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          },
        },
        (response) => {
          let text = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => (text += chunk))
          response.on('end', () => {
            try {
              resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null })
            } catch (error) {
              reject(error as Error)
            }
          })
        },
      )
      request.on('error', reject)
      request.end(payload)
    },
  )
}

async function castPlannedVotes(
  server: BenchServer,
  plan: PlannedVote[],
  rate: number,
  sessionOf: (group: Group) => number,
) {
  const sent: Array<
    PlannedVote & {
      sessionId: number
      sentAt: number
      /** How late the vote went out against its schedule: the sender's own lag, if any. */
      lateBy: number
      version: number
      status: number
      /** False when the server found nothing to change (a member's requests overtook each other). */
      changed: boolean
      httpMs: number
    }
  > = []
  const startedAt = now()
  const inFlight: Array<Promise<void>> = []
  // One timer at a time, for the next vote due, rather than a timer per vote.
  for (let index = 0; index < plan.length; index += 1) {
    const vote = plan[index]!
    const dueAt = startedAt + (index * 1000) / rate
    const wait = dueAt - now()
    if (wait > 1) await sleep(wait)
    const sessionId = sessionOf(vote.group)
    const sentAt = now()
    inFlight.push(
      postVote(
        server.baseUrl,
        vote.member.client.cookie,
        `/api/elimination-session/${sessionId}/${vote.action}`,
        vote.optionId ? { optionId: vote.optionId } : {},
      ).then(
        (response) => {
          sent.push({
            ...vote,
            sessionId,
            sentAt,
            lateBy: Math.max(0, sentAt - dueAt),
            version: response.body?.version ?? -1,
            status: response.status,
            changed: response.body?.changed !== false,
            httpMs: now() - sentAt,
          })
        },
        () => {
          sent.push({
            ...vote,
            sessionId,
            sentAt,
            lateBy: Math.max(0, sentAt - dueAt),
            version: -1,
            status: 0,
            changed: false,
            httpMs: now() - sentAt,
          })
        },
      ),
    )
  }
  await Promise.all(inFlight)
  if (SLOWEST_SHOWN > 0) {
    // When the slowest votes were sent tells one stall that held every vote in flight from a steady tail.
    const slowest = [...sent].sort((a, b) => b.httpMs - a.httpMs).slice(0, SLOWEST_SHOWN)
    const described = slowest.map(
      (vote) => `${formatMs(vote.httpMs)} sent at ${((vote.sentAt - startedAt) / 1000).toFixed(2)} s`,
    )
    console.log(`    slowest vote requests: ${described.join(', ')}`)
  }
  return { sent, seconds: (now() - startedAt) / 1000 }
}

/** A new round on every live board, so each run votes on fresh boards; answers the version each opened at. */
async function startLiveBoardsOver(groups: Group[]) {
  await mapLimit(groups, 8, async (group) => {
    const response = await group.members[0]!.client.request<{ session: { version: number; status: string } }>(
      'POST',
      `/api/elimination-session/${group.live.sessionId}/reset`,
    )
    if (response.status !== 200 || response.body.session.status !== 'open')
      throw new Error(`starting a board over answered ${response.status}`)
    group.live.openedVersion = response.body.session.version
  })
}

type Listeners = Awaited<ReturnType<typeof connectListeners>>

async function runLivePhase(
  server: BenchServer,
  groups: Group[],
  listeners: Listeners,
  { votes, rate, idleSeconds, seed }: { votes: number; rate: number; idleSeconds: number; seed: number },
) {
  const idleStart = server.cpuSeconds()
  await sleep(idleSeconds * 1000)
  const idleCpu = idleSeconds > 0 ? ((server.cpuSeconds() - idleStart) / idleSeconds) * 100 : NaN
  await listeners.collect() // Nothing before the votes counts.

  const senderLag = monitorEventLoopDelay({ resolution: 1 })
  senderLag.enable()
  const cpuStart = server.cpuSeconds()
  const { sent, seconds } = await castPlannedVotes(
    server,
    planMixedVotes(groups, votes, createRandom(seed)),
    rate,
    (group) => group.live.sessionId,
  )
  senderLag.disable()
  await sleep(1000) // Let the last deliveries land.
  const voteCpu = ((server.cpuSeconds() - cpuStart) / seconds) * 100
  const { received, loopDelayP99, loopDelayMax } = await listeners.collect()

  /** Per delivery (a vote at one other member), and per vote: until the last other member has it. */
  const latencies: number[] = []
  const toEveryone: number[] = []
  const byBoard = new Map<BoardKind, { votes: number; errors: number; toEveryone: number[] }>(
    BOARD_KINDS.map((kind) => [kind, { votes: 0, errors: 0, toEveryone: [] }]),
  )
  let lostDeliveries = 0
  for (const vote of sent) {
    const board = byBoard.get(vote.group.live.kind)!
    board.votes += 1
    if (vote.status !== 200) board.errors += 1
    if (vote.status !== 200 || !vote.changed) continue
    let last = 0
    for (const other of vote.group.members) {
      if (other.userId === vote.member.userId) continue
      const at = received.get(`${other.userId}:${vote.sessionId}:${vote.version}`)
      if (at === undefined) {
        lostDeliveries += 1
        // A member who never got the vote: it never reached everyone.
        last = Infinity
      } else {
        latencies.push(at - vote.sentAt)
        last = Math.max(last, at - vote.sentAt)
      }
    }
    toEveryone.push(last)
    board.toEveryone.push(last)
  }

  // Server side: every accepted vote must have moved its board on exactly once.
  let lostVotes = 0
  await mapLimit(groups, 8, async (group) => {
    const accepted = sent.filter((vote) => vote.group === group && vote.status === 200 && vote.changed).length
    const board = (
      await group.members[0]!.client.request<{ session: { version: number } }>(
        'GET',
        `/api/elimination-session/${group.live.sessionId}`,
      )
    ).body
    lostVotes += Math.abs(accepted - (board.session.version - group.live.openedVersion))
  })
  const byAction = new Map<string, number>()
  for (const vote of sent) byAction.set(vote.action, (byAction.get(vote.action) ?? 0) + 1)
  return {
    members: listeners.count,
    idleCpu,
    voteCpu,
    votes: sent.length,
    errors: sent.filter((vote) => vote.status !== 200).length,
    votesPerSecond: sent.length / seconds,
    latencies,
    toEveryone,
    httpMs: sent.map((vote) => vote.httpMs),
    lateBy: sent.map((vote) => vote.lateBy),
    senderLagP99: senderLag.percentile(99) / 1e6,
    readerLagP99: loopDelayP99,
    readerLagMax: loopDelayMax,
    lostDeliveries,
    lostVotes,
    byAction,
    byBoard,
    unchanged: sent.filter((vote) => vote.status === 200 && !vote.changed).length,
  }
}

async function runPollingPhase(server: BenchServer, groups: Group[]) {
  const seen = new Map<string, number>()
  let polls = 0
  let pollErrors = 0
  let isPolling = true
  const pollers = groups.flatMap((group) =>
    group.members.map(async (member) => {
      const sessionId = group.polled.sessionId
      await sleep(Math.random() * POLL_INTERVAL_MS)
      while (isPolling) {
        const started = now()
        // The spec's client: three GETs every 500 ms; a failed or timed-out poll counts as an error.
        try {
          const [eliminations, preferences, choices] = await Promise.all(
            ['eliminations', 'preferences', 'choices'].map((kind) =>
              member.client.request<Array<{ optionId: string; user: { id: number } }>>(
                'GET',
                `/api/elimination-session/${sessionId}/${kind}`,
              ),
            ),
          )
          polls += 3
          if ([eliminations, preferences, choices].some((response) => response!.status !== 200))
            pollErrors += 1
          const at = now()
          for (const record of preferences!.body ?? []) {
            const key = `${member.userId}:${sessionId}:${record.user.id}:${record.optionId}`
            if (!seen.has(key)) seen.set(key, at)
          }
        } catch {
          pollErrors += 1
        }
        await sleep(Math.max(0, POLL_INTERVAL_MS - (now() - started)))
      }
    }),
  )
  await sleep(POLL_INTERVAL_MS * 2)
  const cpuStart = server.cpuSeconds()
  const pollStart = now()
  const plan = planPreferVotes(
    groups,
    Math.min(VOTES, Math.floor(RATE * POLL_SECONDS)),
    createRandom(SEED + 1),
  )
  const { sent } = await castPlannedVotes(server, plan, RATE, (group) => group.polled.sessionId)
  await sleep(POLL_INTERVAL_MS * 4)
  const seconds = (now() - pollStart) / 1000
  const cpu = ((server.cpuSeconds() - cpuStart) / seconds) * 100
  const pollRate = polls / ((now() - pollStart) / 1000 + (POLL_INTERVAL_MS * 2) / 1000)
  isPolling = false
  await Promise.all(pollers)

  const latencies: number[] = []
  let missed = 0
  for (const vote of sent.filter((entry) => entry.status === 200)) {
    for (const other of vote.group.members) {
      if (other.userId === vote.member.userId) continue
      const at = seen.get(`${other.userId}:${vote.sessionId}:${vote.member.userId}:${vote.optionId}`)
      if (at === undefined) missed += 1
      else latencies.push(Math.max(0, at - vote.sentAt))
    }
  }
  return { cpu, latencies, missed, polls, pollErrors, pollRate, votes: sent.length }
}

/** 'cuisine (19 options), cooking (italian recipes, 8 options), …': option counts as min–max over the groups. */
function describeBoards(groups: Group[]) {
  const what: Record<BoardKind, string> = {
    cuisine: 'every cuisine',
    cooking: `${BOARD_CUISINE} catalog recipes`,
    ordering: `${BOARD_CUISINE} ${BOARD_SERVICE} places from the fake Overpass`,
  }
  return BOARD_KINDS.map((kind) => {
    const sizes = groups.map((group) => group.boards[kind].optionIds.length)
    const [least, most] = [Math.min(...sizes), Math.max(...sizes)]
    return `${kind} (${what[kind]}, ${least === most ? least : `${least}–${most}`} options)`
  }).join(', ')
}

/** 'cuisine boards of 67 groups, cooking 67, ordering 66'. */
function countBoards(groups: Group[], boardOf: (group: Group) => Board) {
  return BOARD_KINDS.map(
    (kind) => [kind, groups.filter((group) => boardOf(group).kind === kind).length] as const,
  )
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${kind} boards of ${count} groups`)
    .join(', ')
}

// The whole run stops by itself, whatever happens.
const DEADLINE_MS = 20 * 60 * 1000

type LiveResult = Awaited<ReturnType<typeof runLivePhase>>

function printRun(run: number, live: LiveResult) {
  const everyone = (p: number) => formatMs(percentile(live.toEveryone, p))
  console.log(
    `  run ${run + 1}: vote → every other member p50 ${everyone(50)}, p99 ${everyone(99)}, max ${everyone(100)}; per delivery p99 ${formatMs(percentile(live.latencies, 99))}; ${live.votes} votes at ${live.votesPerSecond.toFixed(0)}/s, lost ${live.lostVotes}, deliveries missing ${live.lostDeliveries}`,
  )
  console.log(
    `    vote request p50 / p99 ${formatMs(percentile(live.httpMs, 50))} / ${formatMs(percentile(live.httpMs, 99))}; server CPU ${live.voteCpu.toFixed(1)} % of a core${Number.isFinite(live.idleCpu) ? `, idle with all connected ${live.idleCpu.toFixed(2)} %` : ''}`,
  )
  // The bench's own lag: a late send or a slow reader would be counted against the server.
  console.log(
    `    bench lag: votes sent late p99 ${formatMs(percentile(live.lateBy, 99))} (sender loop delay p99 ${formatMs(live.senderLagP99)}), stream readers' loop delay p99 ${formatMs(live.readerLagP99)}, max ${formatMs(live.readerLagMax)}`,
  )
  console.log(
    `    actions: ${[...live.byAction].map(([action, count]) => `${action} ${count}`).join(', ')}; errors ${live.errors}; overtaken (nothing to change) ${live.unchanged}`,
  )
  const boards = [...live.byBoard].filter(([, board]) => board.votes > 0)
  if (boards.length > 1)
    console.log(
      `    by board: ${boards
        .map(
          ([kind, board]) =>
            `${kind} ${board.votes} votes, p50 ${formatMs(percentile(board.toEveryone, 50))}, p99 ${formatMs(percentile(board.toEveryone, 99))}, errors ${board.errors}`,
        )
        .join('; ')}`,
    )
}

/** One scenario: its members and boards, `RUNS` live runs, and (crowd) the polling comparison. */
async function runScenario(server: BenchServer, scenario: Scenario): Promise<Figure> {
  const isFamily = scenario === 'family'
  const groupCount = isFamily ? 1 : GROUPS
  const votes = isFamily ? FAMILY_VOTES : VOTES
  const rate = isFamily ? FAMILY_RATE : RATE
  console.log(
    `\n${isFamily ? 'One family' : 'A crowd'}: ${groupCount} group(s) × ${MEMBERS} members, ${votes} votes at ${rate}/s`,
  )
  const setupStart = now()
  const groups = await setUp(server, scenario, groupCount)
  console.log(
    `  set up ${groupCount * MEMBERS} accounts, ${groupCount} groups, ${groupCount * BOARD_KINDS.length} boards in ${((now() - setupStart) / 1000).toFixed(1)} s`,
  )
  console.log(`  boards per group: ${describeBoards(groups)}`)
  console.log(`  live on: ${countBoards(groups, (group) => group.live)}`)
  const listeners = await connectListeners(server, groups)
  console.log(
    `  ${listeners.count} members connected over SSE, read by ${Math.min(LISTENERS, listeners.count)} processes`,
  )
  const results: LiveResult[] = []
  try {
    for (let run = 0; run < RUNS; run += 1) {
      if (run > 0) await startLiveBoardsOver(groups)
      const live = await runLivePhase(server, groups, listeners, {
        votes,
        rate,
        // Idle cost is a crowd's question, asked once.
        idleSeconds: !isFamily && run === 0 ? IDLE_SECONDS : 0.5,
        seed: SEED + run,
      })
      printRun(run, live)
      results.push(live)
    }
    if (listeners.failures.length > 0)
      console.error(`  streams: ${[...new Set(listeners.failures)].join('; ')}`)
  } finally {
    await listeners.close()
  }
  if (!isFamily) await comparePolling(server, groups, results.at(-1)!)
  const database = databaseKind()
  return {
    id: `voting.${isFamily ? 'family' : groupCount * MEMBERS}.p99.${database.toLowerCase()}`,
    label: isFamily
      ? `one family (${MEMBERS}), ${database}: vote → every other member p99`
      : `${groupCount * MEMBERS} members at ${rate} votes/s, ${database}: vote → every other member p99`,
    unit: 'ms',
    runs: results.map((live) => percentile(live.toEveryone, 99)),
    // The architecture's budget: one family on the embedded database, 1,000 members on PostgreSQL.
    budget: isFamily || database === 'PostgreSQL' ? BUDGET_MS : undefined,
  }
}

async function comparePolling(server: BenchServer, groups: Group[], live: LiveResult) {
  console.log(`  polled: ${countBoards(groups, (group) => group.polled)}`)
  // --poll-seconds 0 measures the live design alone (for profiling it, say).
  const polling =
    POLL_SECONDS > 0
      ? (console.log('\nSpec design (each member polls eliminations, preferences, choices every 500 ms)'),
        await runPollingPhase(server, groups))
      : null
  const pollMs = (p: number) => (polling ? formatMs(percentile(polling.latencies, p)) : 'skipped')

  const row = (label: string, liveValue: string, pollValue: string) =>
    console.log(`  ${label.padEnd(36)}${liveValue.padEnd(22)}${pollValue}`)
  console.log('\nResults (the last live run)')
  row('', 'live (SSE)', 'polling 500 ms')
  row('connected members', String(live.members), String(groups.length * MEMBERS))
  row('votes sent', String(live.votes), String(polling?.votes ?? 'skipped'))
  row('votes per second', live.votesPerSecond.toFixed(0), '')
  row('vote → one other member p50', formatMs(percentile(live.latencies, 50)), pollMs(50))
  row('vote → one other member p99', formatMs(percentile(live.latencies, 99)), pollMs(99))
  row('vote → every other member p99', formatMs(percentile(live.toEveryone, 99)), '')
  row(
    'vote request p50 / p99',
    `${formatMs(percentile(live.httpMs, 50))} / ${formatMs(percentile(live.httpMs, 99))}`,
    '',
  )
  row(
    'server CPU while voting (% of a core)',
    `${live.voteCpu.toFixed(1)} %`,
    polling ? `${polling.cpu.toFixed(1)} %` : 'skipped',
  )
  row('requests per second (polling)', '', polling?.pollRate.toFixed(0) ?? 'skipped')
  row('errors', String(live.errors), String(polling?.pollErrors ?? 'skipped'))
  row('deliveries missing', String(live.lostDeliveries), String(polling?.missed ?? 'skipped'))
  row('votes lost (must be 0)', String(live.lostVotes), '')
}

async function main() {
  console.log(describeMachine(databaseKind()))
  console.log(`Forkcast voting benchmark: ${SCENARIOS_TO_RUN.join(' and ')}, ${RUNS} run(s) each, loopback`)
  const overpass = await startFakeOverpass()
  // Places come from the fake alone: the bench server talks to nothing beyond 127.0.0.1.
  const server = await startBenchServer({
    PLACES_PROVIDER: 'osm',
    OVERPASS_URL: overpass.url,
    GOOGLE_PLACES_API_KEY: '',
  }).catch(async (error: unknown) => {
    await overpass.close()
    throw error
  })
  const stopAll = async () => {
    await server.stop()
    await overpass.close()
  }
  const deadline = setTimeout(() => {
    console.error(`Stopped: the benchmark ran past ${DEADLINE_MS / 60000} minutes (is the machine busy?)`)
    void stopAll().finally(() => process.exit(2))
  }, DEADLINE_MS)
  deadline.unref()
  console.log(
    `  server pid ${server.pid} on ${server.baseUrl} (${databaseKind()}), fake Overpass on ${overpass.url}`,
  )
  const figures: Figure[] = []
  try {
    for (const scenario of SCENARIOS_TO_RUN) figures.push(await runScenario(server, scenario))
  } finally {
    await stopAll()
  }
  reportFigures('Vote → every other member, from the send to the last other member’s stream', figures)
}

process.on('unhandledRejection', (error) => {
  console.error('Unhandled failure:', error)
  process.exitCode = 1
})

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
