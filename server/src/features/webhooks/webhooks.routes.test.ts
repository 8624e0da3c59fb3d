import { createHmac } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import type { ErrorBody } from '@forkcast/contract/errors'
import type { GroceryList, WeeklyPlan } from '@forkcast/contract/planning.schemas'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import type { CreatedWebhook, Webhook, WebhookDelivery } from '@forkcast/contract/webhooks.schemas'
import { KEPT_DELIVERIES } from './webhooks.sender'
import { webhookDeliveries } from '../../db/schema'
import { startTestApp, UNLIMITED_TIERS_FILE, type TestApp } from '../../testing/test-app'
import { seedRecipeCatalog } from '../recipes/recipe-catalog'
import { createGroupOf, signUp, upgradeTo, type TestUser } from '../../testing/recipe-test-app'
import { enqueueWebhookEvent } from './webhooks.service'
import { nowOf } from '../../lib/app-context'

interface Received {
  path: string
  headers: IncomingHttpHeaders
  body: string
}

/** A local receiver: /ok answers 204, /fail answers 500; it keeps every request it got. */
const received: Received[] = []
let receiver: Server
let receiverUrl: string
let t: TestApp
/** The app's time for the whole file (see beforeAll). */
const APP_NOW = new Date()
let owner: TestUser
let member: TestUser
let outsider: TestUser
let groupId: number
let recipes: Recipe[]

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      })
      response.statusCode = request.url?.startsWith('/fail') ? 500 : 204
      response.end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const { port } = receiver.address() as AddressInfo
  receiverUrl = `http://127.0.0.1:${port}`
  t = await startTestApp({
    env: {
      AUTH_RATE_LIMIT_PER_IP: '100000',
      JOIN_RATE_LIMIT_PER_IP: '100000',
      JOIN_RATE_LIMIT_PER_USER: '100000',
      TIERS_FILE: UNLIMITED_TIERS_FILE,
    },
    // Only this local receiver may be private (and plain http); every other address gets the production rules.
    importFetch: {
      allowedPrivateHosts: [`127.0.0.1:${port}`],
      timeoutMs: 3000,
      lookup: () => Promise.reject(new Error('no DNS in tests')),
    },
  })
  // The app's clock stands still for this file: what it stamps (queue times, signatures) is known exactly,
  // whatever the wall clock does on a loaded machine.
  t.app.ctx.now = () => APP_NOW
  await seedRecipeCatalog(t.database.db)
  owner = await signUp(t, 'Maya')
  member = await signUp(t, 'Theo')
  outsider = await signUp(t, 'Olga')
  // Weekly plans are a Premium feature.
  await upgradeTo(owner, 'premium')
  groupId = await createGroupOf(owner, [member])
  recipes = await owner.json<Recipe[]>('GET', '/api/recipes/general?limit=4')
})
afterAll(async () => {
  await t.close()
  await new Promise<void>((resolve) => receiver.close(() => resolve()))
})

const hooksUrl = (group = groupId) => `/api/groups/${group}/webhooks`

const addWebhook = (path: string, events: string[], group = groupId) =>
  owner.json<CreatedWebhook>('POST', hooksUrl(group), { url: `${receiverUrl}${path}`, events }, 201)

const deliveriesOf = (webhookId: number, group = groupId) =>
  owner.json<WebhookDelivery[]>('GET', `${hooksUrl(group)}/${webhookId}/deliveries`)

/** Waits until `check` holds, looking every 25 ms; the long limit only ends a broken test, it is no budget. */
const eventually = <T>(read: () => Promise<T> | T, check: (value: T) => boolean): Promise<T> =>
  vi.waitFor(
    async () => {
      const value = await read()
      if (!check(value)) throw new Error('not yet')
      return value
    },
    { timeout: 30_000, interval: 25 },
  )

const requestsTo = (path: string) => received.filter((request) => request.path === path)

const expectValidSignature = (request: Received, secret: string) => {
  const header = String(request.headers['forkcast-signature'])
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header)
  expect(match, header).not.toBeNull()
  const [, timestamp, digest] = match!
  const expected = createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex')
  expect(digest).toBe(expected)
  // Signed with the app's time of sending.
  expect(Number(timestamp)).toBe(Math.floor(APP_NOW.getTime() / 1000))
}

describe('outgoing webhooks', () => {
  it('sends a plan change to the receiver, signed with the secret shown once, and logs it delivered', async () => {
    const webhook = await addWebhook('/plan', ['plan.changed'])
    expect(webhook.secret).toMatch(/^whsec_/)
    expect(webhook).toMatchObject({ url: `${receiverUrl}/plan`, events: ['plan.changed'] })
    const listed = await owner.json<Webhook[]>('GET', hooksUrl())
    expect(listed.find((item) => item.id === webhook.id)).toEqual({
      id: webhook.id,
      url: webhook.url,
      events: ['plan.changed'],
      createdAt: webhook.createdAt,
    })
    expect(JSON.stringify(listed)).not.toContain(webhook.secret)

    const plan = await owner.json<WeeklyPlan>(
      'POST',
      '/api/weekly-meal-plans',
      { weekStartDate: '2026-03-02', groupId },
      201,
    )
    const [request] = await eventually(
      () => requestsTo('/plan'),
      (requests) => requests.length > 0,
    )
    expect(request).toBeDefined()
    expectValidSignature(request!, webhook.secret)
    expect(request!.headers['forkcast-event']).toBe('plan.changed')
    expect(request!.headers['content-type']).toBe('application/json')
    expect(JSON.parse(request!.body)).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'plan.changed',
      createdAt: expect.any(String),
      group: { id: groupId, name: 'Dinner crew' },
      data: { planId: plan.id, weekStartDate: '2026-03-02' },
    })
    const [delivery] = await eventually(
      () => deliveriesOf(webhook.id),
      (log) => log[0]?.status === 'delivered',
    )
    expect(delivery).toMatchObject({
      event: 'plan.changed',
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 204,
      lastError: null,
      nextAttemptAt: null,
    })
    expect(request!.headers['forkcast-delivery']).toBe(String(delivery!.id))
  })

  it('sends a shopping-list change only to the webhooks that want it', async () => {
    const listHook = await addWebhook('/list', ['list.changed'])
    const before = requestsTo('/plan').length
    const list = await owner.json<GroceryList>(
      'POST',
      '/api/smart-meals/grocery-list',
      { groupId, recipeIds: [recipes[0]!.id], servings: 4 },
      201,
    )
    const item = list.items[0]!
    await member.json('PATCH', `/api/grocery-lists/${list.id}/items/${item.id}`, { checked: true })
    const requests = await eventually(
      () => requestsTo('/list'),
      (found) => found.some((request) => request.body.includes('"checked":true')),
    )
    const checked = requests.map((request) => JSON.parse(request.body)).find((body) => body.data.checked)
    expect(checked).toMatchObject({
      type: 'list.changed',
      data: { listId: list.id, itemId: item.id, checked: true },
    })
    for (const request of requests) expectValidSignature(request, listHook.secret)
    expect(requestsTo('/plan')).toHaveLength(before)
  })

  it('tells the receiver when a group board decides, with the decided option', async () => {
    const webhook = await addWebhook('/decision', ['decision.made'])
    const { session } = await owner.json<{ session: { id: number } }>('POST', '/api/elimination-session', {
      groupId,
      category: 'cuisine',
    })
    const pick = await member.json<{ decision: { optionId: string } }>(
      'POST',
      `/api/elimination-session/${session.id}/random-pick`,
    )
    const [request] = await eventually(
      () => requestsTo('/decision'),
      (found) => found.length > 0,
    )
    expectValidSignature(request!, webhook.secret)
    expect(JSON.parse(request!.body)).toMatchObject({
      type: 'decision.made',
      group: { id: groupId, name: 'Dinner crew' },
      data: {
        sessionId: session.id,
        category: 'cuisine',
        optionId: pick.decision.optionId,
        optionName: expect.any(String),
        reason: 'random',
      },
    })
  })

  it('retries a receiver that answers 500 after 30 s, 2 min, 10 min, 1 h and 6 h, then marks it failed', async () => {
    const webhook = await addWebhook('/fail', ['plan.changed'])
    try {
      const started = APP_NOW.getTime()
      await owner.json('POST', `${hooksUrl()}/${webhook.id}/test`, undefined, 202)
      let [delivery] = await eventually(
        () => deliveriesOf(webhook.id),
        (log) => log[0]?.attempts === 1,
      )
      const waits: number[] = []
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect(delivery).toMatchObject({
          event: 'ping',
          status: 'pending',
          attempts: attempt,
          lastStatusCode: 500,
        })
        expect(delivery!.lastError).toMatch(/error \(HTTP 500\)/)
        const due = new Date(delivery!.nextAttemptAt!).getTime()
        waits.push(due - nowOf(t.app.ctx).getTime())
        // Not before its time.
        t.app.ctx.now = () => new Date(due - 1000)
        await t.app.webhookSender.runOnce()
        expect((await deliveriesOf(webhook.id))[0]!.attempts).toBe(attempt)
        t.app.ctx.now = () => new Date(due)
        await t.app.webhookSender.runOnce()
        ;[delivery] = await deliveriesOf(webhook.id)
      }
      expect(waits).toEqual([30_000, 120_000, 600_000, 3_600_000, 21_600_000].map((wait) => wait))
      expect(delivery).toMatchObject({
        status: 'failed',
        attempts: 6,
        lastStatusCode: 500,
        nextAttemptAt: null,
      })
      expect(requestsTo('/fail')).toHaveLength(6)
      t.app.ctx.now = () => new Date(started + 86_400_000)
      await t.app.webhookSender.runOnce()
      expect(requestsTo('/fail')).toHaveLength(6)
    } finally {
      t.app.ctx.now = () => APP_NOW
      await owner.json('DELETE', `${hooksUrl()}/${webhook.id}`)
    }
  })

  it('queues nothing when the change that would have sent it rolls back', async () => {
    const webhook = await addWebhook('/rolled-back', ['plan.changed'])
    const failed = await t.app.ctx.db
      .transaction(async (tx) => {
        await enqueueWebhookEvent(t.app.ctx, tx, { groupId, event: 'plan.changed', data: { planId: 1 } })
        throw new Error('the change failed')
      })
      .catch((error: unknown) => error)
    expect(failed).toBeInstanceOf(Error)
    await t.app.webhookSender.runOnce()
    expect(await deliveriesOf(webhook.id)).toEqual([])
    expect(requestsTo('/rolled-back')).toEqual([])
  })

  it('refuses a private or plain-http address at once, naming the address field, and stores nothing', async () => {
    const otherGroup = await createGroupOf(owner, [])
    for (const url of [
      'https://127.0.0.1/hook',
      'https://10.0.0.8/hook',
      'https://localhost/hook',
      'https://[::1]/hook',
      'https://169.254.169.254/latest/meta-data',
      'http://93.184.215.14/hook',
      `${receiverUrl.replace('127.0.0.1', 'localhost')}/hook`,
    ]) {
      const refused = await owner.call('POST', hooksUrl(otherGroup), { url, events: ['plan.changed'] })
      expect(refused.statusCode, url).toBe(400)
      const body = refused.json<ErrorBody>()
      expect(body.issues?.[0]?.path, url).toBe('url')
      expect(body.issues?.[0]?.message, url).toMatch(/private network|https/)
    }
    expect(await owner.json<Webhook[]>('GET', hooksUrl(otherGroup))).toEqual([])
  })

  it('accepts an address whose name cannot be looked up yet, and logs in words that it could not be reached', async () => {
    const webhook = await owner.json<CreatedWebhook>(
      'POST',
      hooksUrl(),
      { url: 'https://hooks.not-live-yet.example/forkcast', events: ['list.changed'] },
      201,
    )
    await owner.json('POST', `${hooksUrl()}/${webhook.id}/test`, undefined, 202)
    const [delivery] = await eventually(
      () => deliveriesOf(webhook.id),
      (log) => log[0]?.attempts === 1,
    )
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null })
    expect(delivery!.lastError).toBe(
      'Could not reach the address: its name was not found or the connection failed',
    )
    await owner.json('DELETE', `${hooksUrl()}/${webhook.id}`)
  })

  it('answers 400 naming the field for a bad body and writes nothing', async () => {
    const otherGroup = await createGroupOf(owner, [])
    for (const [payload, field] of [
      [{ url: `${receiverUrl}/x`, events: [] }, 'events'],
      [{ url: `${receiverUrl}/x`, events: ['dinner.eaten'] }, 'events'],
      [{ url: `${receiverUrl}/x` }, 'events'],
      [{ url: 'not an address', events: ['plan.changed'] }, 'url'],
      [{ url: 'ftp://files.example/x', events: ['plan.changed'] }, 'url'],
      [{ events: ['plan.changed'] }, 'url'],
    ] as const) {
      const refused = await owner.call('POST', hooksUrl(otherGroup), payload)
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400)
      expect(refused.json<ErrorBody>().issues?.[0]?.path.split('.')[0]).toBe(field)
    }
    expect(await owner.json<Webhook[]>('GET', hooksUrl(otherGroup))).toEqual([])
  })

  it('keeps at most 10 webhooks per group', async () => {
    const otherGroup = await createGroupOf(owner, [])
    for (let index = 0; index < 10; index++) await addWebhook(`/cap-${index}`, ['plan.changed'], otherGroup)
    const refused = await owner.call('POST', hooksUrl(otherGroup), {
      url: `${receiverUrl}/cap-11`,
      events: ['plan.changed'],
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json<ErrorBody>().message).toMatch(/10 webhooks/)
    expect(await owner.json<Webhook[]>('GET', hooksUrl(otherGroup))).toHaveLength(10)
  })

  it('lets only the owner see and change webhooks: 403 for a member, 404 outside the group, 401 signed out', async () => {
    const webhook = await addWebhook('/guarded', ['plan.changed'])
    const routes = [
      ['GET', hooksUrl()],
      ['POST', hooksUrl()],
      ['DELETE', `${hooksUrl()}/${webhook.id}`],
      ['GET', `${hooksUrl()}/${webhook.id}/deliveries`],
      ['POST', `${hooksUrl()}/${webhook.id}/test`],
    ] as const
    const payload = { url: `${receiverUrl}/sneaky`, events: ['plan.changed'] }
    for (const [method, url] of routes) {
      const body = method === 'POST' && url === hooksUrl() ? payload : undefined
      expect((await member.call(method, url, body)).statusCode, `${method} ${url}`).toBe(403)
      expect((await outsider.call(method, url, body)).statusCode, `${method} ${url}`).toBe(404)
      const signedOut = await t.app.inject({ method, url, payload: body })
      expect(signedOut.statusCode, `${method} ${url}`).toBe(401)
    }
    const hooks = await owner.json<Webhook[]>('GET', hooksUrl())
    expect(hooks.map((hook) => hook.url)).not.toContain(`${receiverUrl}/sneaky`)
    expect(hooks.map((hook) => hook.id)).toContain(webhook.id)
  })

  it('sends a test event on request and deletes a webhook with its log', async () => {
    const webhook = await addWebhook('/ping', ['list.changed'])
    const queued = await owner.json<WebhookDelivery>(
      'POST',
      `${hooksUrl()}/${webhook.id}/test`,
      undefined,
      202,
    )
    expect(queued).toMatchObject({ event: 'ping', status: 'pending', attempts: 0 })
    const [request] = await eventually(
      () => requestsTo('/ping'),
      (found) => found.length > 0,
    )
    expectValidSignature(request!, webhook.secret)
    expect(JSON.parse(request!.body)).toMatchObject({ type: 'ping', group: { id: groupId } })
    await owner.json('DELETE', `${hooksUrl()}/${webhook.id}`)
    expect((await owner.call('GET', `${hooksUrl()}/${webhook.id}/deliveries`)).statusCode).toBe(404)
    expect((await owner.call('DELETE', `${hooksUrl()}/${webhook.id}`)).statusCode).toBe(404)
    const remaining = await t.app.ctx.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, webhook.id))
    expect(remaining).toEqual([])
  })

  it(`keeps a webhook's ${KEPT_DELIVERIES} latest finished deliveries and drops older ones as new ones finish`, async () => {
    const webhook = await addWebhook('/ok', ['list.changed'])
    const old = Array.from({ length: KEPT_DELIVERIES + 5 }, () => ({
      webhookId: webhook.id,
      event: 'ping' as const,
      payload: {},
      status: 'delivered' as const,
      attempts: 1,
    }))
    const [oldest] = await t.app.ctx.db
      .insert(webhookDeliveries)
      .values(old)
      .returning({ id: webhookDeliveries.id })
    await owner.json('POST', `${hooksUrl()}/${webhook.id}/test`, undefined, 202)
    const ids = await eventually(
      async () =>
        t.app.ctx.db
          .select({ id: webhookDeliveries.id, status: webhookDeliveries.status })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.webhookId, webhook.id)),
      (rows) => rows.length === KEPT_DELIVERIES && rows.every((row) => row.status === 'delivered'),
    )
    expect(ids).toHaveLength(KEPT_DELIVERIES)
    expect(ids.map((row) => row.id)).not.toContain(oldest!.id)
  })
})
