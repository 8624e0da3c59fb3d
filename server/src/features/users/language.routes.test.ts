import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerUser, startTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '100000' } })
})
afterAll(() => t.close())

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })
const setLanguage = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/user/language', headers: { cookie }, payload })

describe('the language a person reads Forkcast in', () => {
  it('is unset for a new account, then kept for the person who chose it, on every device', async () => {
    const ana = await registerUser(t.app)
    const ben = await registerUser(t.app)
    expect((await me(ana.cookie)).json()).toMatchObject({ language: null })

    const chosen = await setLanguage(ana.cookie, { language: 'es' })
    expect(chosen.statusCode).toBe(200)
    expect(chosen.json()).toMatchObject({ language: 'es' })
    expect((await me(ana.cookie)).json()).toMatchObject({ language: 'es' })
    expect((await me(ben.cookie)).json()).toMatchObject({ language: null })
  })

  it('refuses a language Forkcast does not speak, beside the field, and keeps the one before', async () => {
    const { cookie } = await registerUser(t.app)
    await setLanguage(cookie, { language: 'en' })
    const refused = await setLanguage(cookie, { language: 'fr' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().issues).toEqual([
      { path: 'language', message: 'Choose one of the languages Forkcast speaks' },
    ])
    expect((await me(cookie)).json()).toMatchObject({ language: 'en' })
  })
})
