import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerUser, startTestApp, type TestApp } from '../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '100000' } })
})
afterAll(() => t.close())

const SPANISH_BROWSER = 'es-ES,es;q=0.9'

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  { cookie, language, payload }: { cookie?: string; language?: string; payload?: object } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(language ? { 'accept-language': language } : {}) },
    payload,
  })

/** A signed-in person who chose Spanish in the app. */
const spanishSpeaker = async () => {
  const person = await registerUser(t.app, { firstName: 'Lucía' })
  const chosen = await call('PUT', '/api/user/language', {
    cookie: person.cookie,
    payload: { language: 'es' },
  })
  expect(chosen.statusCode).toBe(200)
  return person
}

describe('errors in the language of the person who reads them', () => {
  it('answers a person who chose Spanish in Spanish, whatever their browser says', async () => {
    const { cookie } = await spanishSpeaker()
    const missing = await call('GET', '/api/family-groups/999999', { cookie, language: 'en-US' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'No se ha encontrado el grupo' })
  })

  it('words each field’s problem in Spanish and sums them up in Spanish', async () => {
    const { cookie } = await spanishSpeaker()
    const unnamed = await call('POST', '/api/family-groups', { cookie, payload: { name: '   ' } })
    expect(unnamed.statusCode).toBe(400)
    expect(unnamed.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Falta un dato: Nombre del grupo.',
      issues: [{ path: 'name', message: 'Falta un dato: Nombre del grupo' }],
    })
  })

  it('answers a signed-out browser that prefers Spanish in Spanish', async () => {
    const refused = await call('POST', '/api/auth/email', {
      language: SPANISH_BROWSER,
      payload: { email: 'not an address', password: '' },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Escribe una dirección de correo válida. Hay otro campo que revisar.',
      issues: [
        { path: 'email', message: 'Escribe una dirección de correo válida' },
        { path: 'password', message: 'La contraseña es obligatoria' },
      ],
    })
    const signedOut = await call('GET', '/api/user/recipes', { language: SPANISH_BROWSER })
    expect(signedOut.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Inicia sesión para continuar' })
  })

  it('puts the values of a sentence into its Spanish: a count, an address, a route', async () => {
    const wrongPassword = await call('POST', '/api/auth/email', {
      language: SPANISH_BROWSER,
      payload: { email: 'nobody-here@example.com', password: 'not the password' },
    })
    expect(wrongPassword.json().message).toBe('El correo electrónico o la contraseña no son correctos')
    const unknownRoute = await call('GET', '/api/no-such-thing', { language: SPANISH_BROWSER })
    expect(unknownRoute.statusCode).toBe(404)
    expect(unknownRoute.json().message).toBe('No existe la ruta GET /api/no-such-thing')
  })

  it('answers a signed-in person who never chose a language in their browser’s', async () => {
    const { cookie } = await registerUser(t.app)
    const missing = await call('GET', '/api/family-groups/999999', { cookie, language: SPANISH_BROWSER })
    expect(missing.json().message).toBe('No se ha encontrado el grupo')
  })

  it('keeps English exactly as it was for English speakers and browsers that say nothing', async () => {
    for (const language of [undefined, 'en-US,en;q=0.9', 'fr-FR,fr;q=0.9']) {
      const refused = await call('POST', '/api/auth/email', {
        language,
        payload: { email: 'not an address', password: '' },
      })
      expect(refused.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Please enter a valid email address. One more field needs attention.',
        issues: [
          { path: 'email', message: 'Please enter a valid email address' },
          { path: 'password', message: 'Password is required' },
        ],
      })
    }
    const { cookie } = await registerUser(t.app)
    const missing = await call('GET', '/api/family-groups/999999', { cookie })
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Group not found' })
  })
})
