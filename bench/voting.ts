// npm run bench:voting [-- --groups 200 --members 5 --votes 2000 --rate 200 --idle-seconds 10 --poll-seconds 10]
// (--poll-seconds 0 skips the polling comparison; BENCH_SERVER_NODE_ARGS="--cpu-prof" profiles the server)
// Live voting over SSE against the spec's 500 ms polling, on loopback, with a fresh database. Each group opens
// a cuisine board, a cooking board over the seeded Italian recipes and an ordering board over places from a
// local fake Overpass; group i votes live on board kind i % 3 with a seeded mix of eliminate, prefer, choose
// and submit, and polls a recipe or restaurant board it did not vote on. Statements per action are counted by
// tests ('the cost of a vote' in server/src/features/voting/voting.routes.test.ts and board-vote-cost.test.ts).
import { parseArgs } from 'node:util'
import { startFakeOverpass } from '../server/src/testing/fake-places-servers'
import {
  BenchClient,
  formatMs,
  mapLimit,
  percentile,
  startBenchServer,
  type BenchServer,
} from './server-process'
import { createRandom } from './random'

const { values: args } = parseArgs({
  options: {
    groups: { type: 'string', default: '200' },
    members: { type: 'string', default: '5' },
    votes: { type: 'string', default: '2000' },
    rate: { type: 'string', default: '200' },
    'idle-seconds': { type: 'string', default: '10' },
    'poll-seconds': { type: 'string', default: '10' },
  },
})
const GROUPS = Number(args.groups)
const MEMBERS = Number(args.members)
const VOTES = Number(args.votes)
const RATE = Number(args.rate)
const IDLE_SECONDS = Number(args['idle-seconds'])
const POLL_SECONDS = Number(args['poll-seconds'])
const POLL_INTERVAL_MS = 500
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
const now = () => performance.now()

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

async function setUp(server: BenchServer): Promise<Group[]> {
  const users = await mapLimit(
    Array.from({ length: GROUPS * MEMBERS }, (_, index) => index),
    8,
    async (index) => {
      const client = new BenchClient(server.baseUrl)
      const userId = await client.signUp(server, {
        email: `bench-${RUN_ID}-${index}@example.com`,
        firstName: `Member${index}`,
      })
      return { client, userId }
    },
  )
  return mapLimit(
    Array.from({ length: GROUPS }, (_, index) => index),
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
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
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

/** Opens a member's live stream; records when each version arrives. */
function openStream(server: BenchServer, member: Member, sessionId: number, received: Map<string, number>) {
  const controller = new AbortController()
  let resolveReady = () => {}
  const ready = new Promise<void>((resolve) => (resolveReady = resolve))
  const done = (async () => {
    const response = await fetch(`${server.baseUrl}/api/elimination-session/${sessionId}/events`, {
      headers: { cookie: member.client.cookie },
      signal: controller.signal,
    })
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    for (;;) {
      const { value, done: isDone } = await reader.read()
      if (isDone) return
      buffer += value
      const blocks = buffer.split('\n\n')
      buffer = blocks.pop() ?? ''
      for (const block of blocks) {
        if (block.includes('event: snapshot')) resolveReady()
        const id = /^id: (\d+)$/m.exec(block)?.[1]
        if (id && block.includes('event: vote')) received.set(`${member.userId}:${sessionId}:${id}`, now())
      }
    }
  })().catch((error: unknown) => {
    if (!controller.signal.aborted) console.error('stream failed', error)
  })
  return { ready, close: () => controller.abort(), done }
}

async function castPlannedVotes(plan: PlannedVote[], sessionOf: (group: Group) => number) {
  const sent: Array<
    PlannedVote & {
      sessionId: number
      sentAt: number
      version: number
      status: number
      /** False when the server found nothing to change (a member's requests overtook each other). */
      changed: boolean
      httpMs: number
    }
  > = []
  const startedAt = now()
  await Promise.all(
    plan.map(async (vote, index) => {
      await sleep(Math.max(0, startedAt + (index * 1000) / RATE - now()))
      const sessionId = sessionOf(vote.group)
      const sentAt = now()
      try {
        const response = await vote.member.client.request<{ version: number; changed?: boolean }>(
          'POST',
          `/api/elimination-session/${sessionId}/${vote.action}`,
          vote.optionId ? { optionId: vote.optionId } : {},
        )
        sent.push({
          ...vote,
          sessionId,
          sentAt,
          version: response.body?.version ?? -1,
          status: response.status,
          changed: response.body?.changed !== false,
          httpMs: now() - sentAt,
        })
      } catch {
        sent.push({
          ...vote,
          sessionId,
          sentAt,
          version: -1,
          status: 0,
          changed: false,
          httpMs: now() - sentAt,
        })
      }
    }),
  )
  return { sent, seconds: (now() - startedAt) / 1000 }
}

async function runLivePhase(server: BenchServer, groups: Group[]) {
  const received = new Map<string, number>()
  const streams = groups.flatMap((group) =>
    group.members.map((member) => openStream(server, member, group.live.sessionId, received)),
  )
  await Promise.all(streams.map((stream) => stream.ready))
  console.log(`  ${streams.length} members connected over SSE`)

  const idleStart = server.cpuSeconds()
  await sleep(IDLE_SECONDS * 1000)
  const idleCpu = ((server.cpuSeconds() - idleStart) / IDLE_SECONDS) * 100

  const cpuStart = server.cpuSeconds()
  const { sent, seconds } = await castPlannedVotes(
    planMixedVotes(groups, VOTES, createRandom(SEED)),
    (group) => group.live.sessionId,
  )
  await sleep(2000) // Let the last deliveries land.
  const voteCpu = ((server.cpuSeconds() - cpuStart) / seconds) * 100

  const latencies: number[] = []
  const byBoard = new Map<BoardKind, { votes: number; errors: number; latencies: number[] }>(
    BOARD_KINDS.map((kind) => [kind, { votes: 0, errors: 0, latencies: [] }]),
  )
  let lostDeliveries = 0
  for (const vote of sent) {
    const board = byBoard.get(vote.group.live.kind)!
    board.votes += 1
    if (vote.status !== 200) board.errors += 1
    if (vote.status !== 200 || !vote.changed) continue
    for (const other of vote.group.members) {
      if (other.userId === vote.member.userId) continue
      const at = received.get(`${other.userId}:${vote.sessionId}:${vote.version}`)
      if (at === undefined) lostDeliveries += 1
      else {
        latencies.push(at - vote.sentAt)
        board.latencies.push(at - vote.sentAt)
      }
    }
  }
  for (const stream of streams) stream.close()

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
    members: streams.length,
    idleCpu,
    voteCpu,
    votes: sent.length,
    errors: sent.filter((vote) => vote.status !== 200).length,
    votesPerSecond: sent.length / seconds,
    latencies,
    httpMs: sent.map((vote) => vote.httpMs),
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
  const { sent } = await castPlannedVotes(plan, (group) => group.polled.sessionId)
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
const DEADLINE_MS = 10 * 60 * 1000

async function main() {
  console.log(
    `Forkcast voting benchmark: ${GROUPS} groups × ${MEMBERS} members, ${VOTES} votes at ${RATE}/s, loopback`,
  )
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
    `  server pid ${server.pid} on ${server.baseUrl} (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}), fake Overpass on ${overpass.url}`,
  )
  try {
    const setupStart = now()
    const groups = await setUp(server)
    console.log(
      `  set up ${GROUPS * MEMBERS} accounts, ${GROUPS} groups, ${GROUPS * BOARD_KINDS.length} boards in ${((now() - setupStart) / 1000).toFixed(1)} s`,
    )
    console.log(`  boards per group: ${describeBoards(groups)}`)
    console.log(
      `  live on: ${countBoards(groups, (group) => group.live)}; polled: ${countBoards(groups, (group) => group.polled)}`,
    )

    console.log('\nLive (SSE through LISTEN/NOTIFY)')
    const live = await runLivePhase(server, groups)
    console.log(
      `  p50 ${formatMs(percentile(live.latencies, 50))}, p99 ${formatMs(percentile(live.latencies, 99))}, ${live.votesPerSecond.toFixed(0)} votes/s, idle CPU ${live.idleCpu.toFixed(2)} %, lost ${live.lostVotes}`,
    )
    console.log(
      `  actions: ${[...live.byAction].map(([action, count]) => `${action} ${count}`).join(', ')}; errors ${live.errors}; overtaken (nothing to change) ${live.unchanged}`,
    )
    console.log(
      `  by board: ${[...live.byBoard]
        .filter(([, board]) => board.votes > 0)
        .map(
          ([kind, board]) =>
            `${kind} ${board.votes} votes, p50 ${formatMs(percentile(board.latencies, 50))}, p99 ${formatMs(percentile(board.latencies, 99))}, errors ${board.errors}`,
        )
        .join('; ')}`,
    )
    // --poll-seconds 0 measures the live design alone (for profiling it, say).
    const polling =
      POLL_SECONDS > 0
        ? (console.log('\nSpec design (each member polls eliminations, preferences, choices every 500 ms)'),
          await runPollingPhase(server, groups))
        : null
    const pollMs = (p: number) => (polling ? formatMs(percentile(polling.latencies, p)) : 'skipped')

    const row = (label: string, liveValue: string, pollValue: string) =>
      console.log(`  ${label.padEnd(36)}${liveValue.padEnd(22)}${pollValue}`)
    console.log('\nResults')
    row('', 'live (SSE)', 'polling 500 ms')
    row('connected members', String(live.members), String(GROUPS * MEMBERS))
    row('votes sent', String(live.votes), String(polling?.votes ?? 'skipped'))
    row('votes per second', live.votesPerSecond.toFixed(0), '')
    row('vote → every other member p50', formatMs(percentile(live.latencies, 50)), pollMs(50))
    row('vote → every other member p95', formatMs(percentile(live.latencies, 95)), pollMs(95))
    row('vote → every other member p99', formatMs(percentile(live.latencies, 99)), pollMs(99))
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
    row('server CPU idle, all connected', `${live.idleCpu.toFixed(2)} %`, '')
    row('requests per second (polling)', '', polling?.pollRate.toFixed(0) ?? 'skipped')
    row('errors', String(live.errors), String(polling?.pollErrors ?? 'skipped'))
    row('deliveries missing', String(live.lostDeliveries), String(polling?.missed ?? 'skipped'))
    row('votes lost (must be 0)', String(live.lostVotes), '')
    // The budgets of ../shared/ARCHITECTURE.md (Performance budgets); statements per vote are a test's job.
    console.log(
      `\nBudgets: p99 ≤ 20 ms with 1,000 members at 200 votes/s on PostgreSQL (${percentile(live.latencies, 99) <= 20 ? 'met' : 'MISSED'} here, ${live.members} members at ${RATE}/s on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}); idle < 1 % of a core (${live.idleCpu < 1 ? 'met' : 'MISSED'}).`,
    )
  } finally {
    await stopAll()
  }
}

process.on('unhandledRejection', (error) => {
  console.error('Unhandled failure:', error)
  process.exitCode = 1
})

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
