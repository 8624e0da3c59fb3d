import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIMIT_MESSAGES, MAX_GROUPS_PER_USER } from '@forkcast/contract/limits.constants'
import { registerUser, startTestApp, UNLIMITED_TIERS_FILE, type TestApp } from '../testing/test-app'

let configured: TestApp
let unconfigured: TestApp
beforeAll(async () => {
  configured = await startTestApp({ env: { PUBLIC_ORIGIN: 'https://forkcast.example' } })
  // Unlimited plans, so the account cap (not a plan's group limit) is what refuses the 21st group.
  unconfigured = await startTestApp({ env: { TIERS_FILE: UNLIMITED_TIERS_FILE } })
})
afterAll(async () => {
  await configured.close()
  await unconfigured.close()
})

const signIn = (t: TestApp, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/email',
    payload: { email: 'nobody@example.com', password: 'not the password' },
    headers,
  })

describe('the same-origin check', () => {
  it('with PUBLIC_ORIGIN, accepts only that exact origin, whatever the Host header claims', async () => {
    expect((await signIn(configured, { origin: 'https://forkcast.example' })).statusCode).toBe(401)
    const otherOrigin = await signIn(configured, { origin: 'https://evil.example', host: 'forkcast.example' })
    expect(otherOrigin.statusCode).toBe(403)
    const plainHttp = await signIn(configured, { origin: 'http://forkcast.example' })
    expect(plainHttp.statusCode).toBe(403)
    const otherPort = await signIn(configured, { origin: 'https://forkcast.example:8443' })
    expect(otherPort.statusCode).toBe(403)
  })

  it('without PUBLIC_ORIGIN, compares scheme as well as host with the address the request reached', async () => {
    expect(
      (await signIn(unconfigured, { origin: 'http://localhost:3000', host: 'localhost:3000' })).statusCode,
    ).toBe(401)
    const httpsPage = await signIn(unconfigured, { origin: 'https://localhost:3000', host: 'localhost:3000' })
    expect(httpsPage.statusCode).toBe(403)
  })
})

describe('large bodies from signed-out callers', () => {
  it('are refused with 401 before the body is read', async () => {
    const huge = JSON.stringify({ content: 'x'.repeat(4 * 1024 * 1024), fileType: 'csv' })
    for (const url of ['/api/recipes/bulk-upload', '/api/recipes/import']) {
      const response = await unconfigured.app.inject({
        method: 'POST',
        url,
        payload: huge,
        headers: { 'content-type': 'application/json' },
      })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' })
    }
  })

  it('are still refused by content type and size, not by session, once signed in', async () => {
    const { cookie } = await registerUser(unconfigured.app)
    const response = await unconfigured.app.inject({
      method: 'POST',
      url: '/api/recipes/bulk-upload',
      payload: { content: '', fileType: 'csv' },
      headers: { cookie },
    })
    expect(response.statusCode).toBe(400)
  })
})

describe('groups per account', () => {
  it(`stop at ${MAX_GROUPS_PER_USER} with a 409 saying what to do`, async () => {
    const { cookie } = await registerUser(unconfigured.app)
    for (let index = 0; index < MAX_GROUPS_PER_USER; index += 1) {
      const created = await unconfigured.app.inject({
        method: 'POST',
        url: '/api/family-groups',
        headers: { cookie },
        payload: { name: `Group ${index}` },
      })
      expect(created.statusCode).toBe(201)
    }
    const refused = await unconfigured.app.inject({
      method: 'POST',
      url: '/api/family-groups',
      headers: { cookie },
      payload: { name: 'One too many' },
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ message: LIMIT_MESSAGES.groups })
  })
})
