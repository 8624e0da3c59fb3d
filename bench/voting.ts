// npm run bench:voting [-- --groups 200 --members 5 --votes 2000 --rate 200 --idle-seconds 10 --poll-seconds 10]
// (--poll-seconds 0 skips the polling comparison; BENCH_SERVER_NODE_ARGS="--cpu-prof" profiles the server)
// Live voting over SSE against the spec's 500 ms polling, on loopback, with a fresh database. The live phase
// sends a seeded mix of eliminate, prefer, choose and submit; statements per action are counted by a test
// (server/src/features/voting/voting.routes.test.ts, 'the cost of a vote').
import { parseArgs } from 'node:util'
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

interface Member {
  client: BenchClient
  userId: number
}
interface Group {
  id: number
  members: Member[]
  sessions: { cuisine: number; ordering: number }
  optionIds: string[]
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const now = () => performance.now()

// Addresses unique to this run: on a PostgreSQL database kept between runs, earlier members still exist.
const RUN_ID = Date.now().toString(36)

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
      type Snapshot = { session: { id: number; options: Array<{ id: string }> } }
      const cuisine = (
        await owner.client.request<Snapshot>('POST', '/api/elimination-session', {
          groupId: group.id,
          category: 'cuisine',
        })
      ).body
      const ordering = (
        await owner.client.request<Snapshot>('POST', '/api/elimination-session', {
          groupId: group.id,
          category: 'ordering',
        })
      ).body
      return {
        id: group.id,
        members,
        sessions: { cuisine: cuisine.session.id, ordering: ordering.session.id },
        optionIds: cuisine.session.options.map((option) => option.id),
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
 * A seeded plan in which every vote is a real change and no board gets decided (a decided board answers 409):
 * the first half of a board's options can only be vetoed, the second half only recommended or chosen, the
 * members' choices never all agree, and one member never submits.
 */
function planMixedVotes(groups: Group[], count: number, random: () => number) {
  interface Board {
    vetoable: string[]
    pickable: string[]
    vetoed: number
    preferred: Map<number, Set<string>>
    chosen: Map<number, string>
    submitted: Set<number>
  }
  const boards = new Map<Group, Board>(
    groups.map((group) => {
      const half = Math.floor(group.optionIds.length / 2)
      return [
        group,
        {
          vetoable: group.optionIds.slice(0, half),
          pickable: group.optionIds.slice(half),
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
      const optionId = pick(board.pickable.filter((id) => id !== board.chosen.get(member.userId)))
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

/** The spec's polling comparison: recommendations only, since its pollers read them back as records. */
function planPreferVotes(groups: Group[], count: number, random: () => number): PlannedVote[] {
  const used = new Map<number, number>()
  const plan: PlannedVote[] = []
  for (let attempt = 0; plan.length < count && attempt < count * 20; attempt += 1) {
    const group = groups[Math.floor(random() * groups.length)]!
    const member = group.members[Math.floor(random() * group.members.length)]!
    const next = used.get(member.userId) ?? 0
    if (next >= group.optionIds.length) continue
    used.set(member.userId, next + 1)
    plan.push({ group, member, action: 'prefer', optionId: group.optionIds[next]! })
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
    group.members.map((member) => openStream(server, member, group.sessions.cuisine, received)),
  )
  await Promise.all(streams.map((stream) => stream.ready))
  console.log(`  ${streams.length} members connected over SSE`)

  const idleStart = server.cpuSeconds()
  await sleep(IDLE_SECONDS * 1000)
  const idleCpu = ((server.cpuSeconds() - idleStart) / IDLE_SECONDS) * 100

  const cpuStart = server.cpuSeconds()
  const { sent, seconds } = await castPlannedVotes(
    planMixedVotes(groups, VOTES, createRandom(SEED)),
    (group) => group.sessions.cuisine,
  )
  await sleep(2000) // Let the last deliveries land.
  const voteCpu = ((server.cpuSeconds() - cpuStart) / seconds) * 100

  const latencies: number[] = []
  let lostDeliveries = 0
  for (const vote of sent.filter((entry) => entry.status === 200 && entry.changed)) {
    for (const other of vote.group.members) {
      if (other.userId === vote.member.userId) continue
      const at = received.get(`${other.userId}:${vote.sessionId}:${vote.version}`)
      if (at === undefined) lostDeliveries += 1
      else latencies.push(at - vote.sentAt)
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
        `/api/elimination-session/${group.sessions.cuisine}`,
      )
    ).body
    lostVotes += Math.abs(accepted - board.session.version)
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
      const sessionId = group.sessions.ordering
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
  const { sent } = await castPlannedVotes(plan, (group) => group.sessions.ordering)
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

// The whole run stops by itself, whatever happens.
const DEADLINE_MS = 10 * 60 * 1000

async function main() {
  console.log(
    `Forkcast voting benchmark: ${GROUPS} groups × ${MEMBERS} members, ${VOTES} votes at ${RATE}/s, loopback`,
  )
  const server = await startBenchServer()
  const deadline = setTimeout(() => {
    console.error(`Stopped: the benchmark ran past ${DEADLINE_MS / 60000} minutes (is the machine busy?)`)
    void server.stop().finally(() => process.exit(2))
  }, DEADLINE_MS)
  deadline.unref()
  console.log(
    `  server pid ${server.pid} on ${server.baseUrl} (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'})`,
  )
  try {
    const setupStart = now()
    const groups = await setUp(server)
    console.log(
      `  set up ${GROUPS * MEMBERS} accounts, ${GROUPS} groups, ${GROUPS * 2} boards in ${((now() - setupStart) / 1000).toFixed(1)} s`,
    )

    console.log('\nLive (SSE through LISTEN/NOTIFY)')
    const live = await runLivePhase(server, groups)
    console.log(
      `  p50 ${formatMs(percentile(live.latencies, 50))}, p99 ${formatMs(percentile(live.latencies, 99))}, ${live.votesPerSecond.toFixed(0)} votes/s, idle CPU ${live.idleCpu.toFixed(2)} %, lost ${live.lostVotes}`,
    )
    console.log(
      `  actions: ${[...live.byAction].map(([action, count]) => `${action} ${count}`).join(', ')}; errors ${live.errors}; overtaken (nothing to change) ${live.unchanged}`,
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
    console.log(
      `\nBudgets: p99 ≤ 50 ms with 1,000 members (${percentile(live.latencies, 99) <= 50 ? 'met' : 'MISSED'}); idle < 5 % of a core (${live.idleCpu < 5 ? 'met' : 'MISSED'}).`,
    )
  } finally {
    await server.stop()
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
