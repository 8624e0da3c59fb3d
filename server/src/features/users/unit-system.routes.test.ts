import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerUser, startTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '100000' } })
})
afterAll(() => t.close())

const setUnitSystem = (cookie: string | null, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/unit-system',
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  })

describe('the US / Metric switch', () => {
  it('starts in US measures and remembers metric for the person who chose it', async () => {
    const ana = await registerUser(t.app)
    const ben = await registerUser(t.app)
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: ana.cookie },
    })
    expect(before.json()).toMatchObject({ unitSystem: 'us' })

    const response = await setUnitSystem(ana.cookie, { unitSystem: 'metric' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ unitSystem: 'metric' })

    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: ana.cookie },
    })
    expect(after.json()).toMatchObject({ unitSystem: 'metric' })
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: ben.cookie },
    })
    expect(other.json()).toMatchObject({ unitSystem: 'us' })
  })

  it('refuses an unknown system with a message for people beside the field', async () => {
    const { cookie } = await registerUser(t.app)
    const response = await setUnitSystem(cookie, { unitSystem: 'imperial' })
    expect(response.statusCode).toBe(400)
    const body = response.json<{ issues: Array<{ path: string; message: string }> }>()
    expect(body.issues).toEqual([
      expect.objectContaining({ path: 'unitSystem', message: 'Choose US or metric measures' }),
    ])
  })

  it('answers 401 to a signed-out caller', async () => {
    expect((await setUnitSystem(null, { unitSystem: 'metric' })).statusCode).toBe(401)
  })
})
