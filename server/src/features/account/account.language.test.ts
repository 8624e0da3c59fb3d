import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latestMailTo, registerUser, startTestApp, type TestApp } from '../../testing/test-app'
import { tellGroupCoverEnds } from '../subscriptions/subscriptions.service'
import { settleDeferredWork } from './after-response'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({
    env: { AUTH_RATE_LIMIT_PER_IP: '100000', PUBLIC_ORIGIN: 'https://forkcast.example' },
  })
})
afterAll(() => t.close())

const SPANISH_BROWSER = 'es-ES,es;q=0.9'
let counter = 0
const newAddress = () => `lang${(counter += 1)}-${Date.now()}@example.com`

const call = async (
  method: 'POST' | 'PUT',
  url: string,
  { cookie, language, payload }: { cookie?: string; language?: string; payload: object },
) => {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(language ? { 'accept-language': language } : {}) },
    payload,
  })
  // The reset mail goes out after the answer: let it finish before the outbox is read.
  await settleDeferredWork()
  return response
}

const chooseLanguage = async (cookie: string, language: 'en' | 'es') =>
  expect((await call('PUT', '/api/user/language', { cookie, payload: { language } })).statusCode).toBe(200)

const register = (email: string, language?: string) =>
  call('POST', '/api/auth/email', {
    language,
    payload: { email, password: 'correct horse battery', firstName: 'Ana', phoneNumber: '555-0100' },
  })

describe('mail in the language of the person it is for', () => {
  it('writes the registration mail in Spanish to someone registering from a Spanish browser', async () => {
    const email = newAddress()
    expect((await register(email, SPANISH_BROWSER)).statusCode).toBe(202)
    const mail = await latestMailTo(t.app, email)
    expect(mail.subject).toBe('Confirma tu correo para terminar de crear tu cuenta de Forkcast')
    expect(mail.text).toMatch(
      /^Hola, Ana:\n\nAbre este enlace en las próximas 24 horas para terminar de crear tu cuenta de Forkcast:\n\nhttps:\/\/forkcast\.example\/verify-email\?token=[\w-]+\n\nSi no has pedido una cuenta, ignora este correo: sin el enlace no se crea nada\.$/,
    )
  })

  it('keeps the registration mail exactly as it was in English', async () => {
    const email = newAddress()
    await register(email)
    const mail = await latestMailTo(t.app, email)
    expect(mail.subject).toBe('Confirm your email to finish creating your Forkcast account')
    expect(mail.text).toMatch(
      /^Hi Ana,\n\nOpen this link within 24 hours to finish creating your Forkcast account:\n\nhttps:\/\/forkcast\.example\/verify-email\?token=[\w-]+\n\nIf you did not ask for an account, ignore this mail: nothing is created without the link\.$/,
    )
  })

  it('writes a Spanish speaker’s password reset in Spanish, even when asked from an English browser', async () => {
    const { cookie, email } = await registerUser(t.app, { firstName: 'Lucía' })
    await chooseLanguage(cookie, 'es')
    const asked = await call('POST', '/api/auth/forgot-password', { language: 'en-US', payload: { email } })
    expect(asked.statusCode).toBe(202)
    const mail = await latestMailTo(t.app, email.toLowerCase())
    expect(mail.subject).toBe('Elige una contraseña nueva para Forkcast')
    expect(mail.text).toContain('Hola, Lucía:')
    expect(mail.text).toContain('Elige una contraseña nueva aquí en los próximos 30 minutos:')
    expect(mail.text).toMatch(/https:\/\/forkcast\.example\/reset-password\?token=[\w-]+/)
  })

  it('writes the reset of an account with no language yet in the language of the browser that asked', async () => {
    const { email } = await registerUser(t.app, { firstName: 'Pablo' })
    const asked = await call('POST', '/api/auth/forgot-password', {
      language: SPANISH_BROWSER,
      payload: { email },
    })
    expect(asked.json()).toEqual({
      message:
        'Si hay una cuenta con ese correo, le hemos enviado un enlace para elegir una contraseña nueva. El enlace funciona durante 30 minutos.',
    })
    expect((await latestMailTo(t.app, email.toLowerCase())).subject).toBe(
      'Elige una contraseña nueva para Forkcast',
    )
  })

  it('writes both mails of a Spanish speaker’s email change in Spanish', async () => {
    const { cookie, email } = await registerUser(t.app, { firstName: 'Lucía' })
    await chooseLanguage(cookie, 'es')
    const newEmail = newAddress()
    const asked = await call('POST', '/api/account/email', {
      cookie,
      payload: { newEmail, password: 'correct horse battery' },
    })
    expect(asked.statusCode).toBe(202)
    expect(asked.json().message).toBe(
      `Hemos enviado un enlace de confirmación a ${newEmail}. Tu correo cambiará cuando lo abras.`,
    )
    expect((await latestMailTo(t.app, newEmail)).subject).toBe('Confirma tu nuevo correo de Forkcast')
    const notice = await latestMailTo(t.app, email.toLowerCase())
    expect(notice.subject).toBe('El correo de tu cuenta de Forkcast va a cambiar')
    expect(notice.text).toBe(
      `Alguien con la sesión iniciada en tu cuenta ha pedido cambiar su correo a ${newEmail}. Si no has sido tú, cambia tu contraseña ahora.`,
    )
  })

  it('tells each member of a covered group in their own language when the cover ends, with the date in it', async () => {
    const maria = await registerUser(t.app, { firstName: 'Maria' })
    const lucia = await registerUser(t.app, { firstName: 'Lucía' })
    const ben = await registerUser(t.app, { firstName: 'Ben' })
    await chooseLanguage(lucia.cookie, 'es')
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/family-groups',
      headers: { cookie: maria.cookie },
      payload: { name: 'The Garcias' },
    })
    const group = created.json<{ id: number; inviteCode: string }>()
    for (const member of [lucia, ben])
      await t.app.inject({
        method: 'POST',
        url: '/api/family-groups/join',
        headers: { cookie: member.cookie },
        payload: { inviteCode: group.inviteCode },
      })
    const endsAt = new Date(Date.UTC(2031, 2, 5, 12))
    await tellGroupCoverEnds(t.app.ctx, { payerId: maria.userId, groupId: group.id, endsAt, tier: 'premium' })

    const spanish = await latestMailTo(t.app, lucia.email.toLowerCase())
    expect(spanish.subject).toBe('El plan Premium de Maria para The Garcias termina el 5 de marzo de 2031')
    expect(spanish.text).toMatch(
      /^Hola, Lucía:\n\nEl plan Premium de Maria dejará de cubrir a The Garcias después del 5 de marzo de 2031\./,
    )
    const english = await latestMailTo(t.app, ben.email.toLowerCase())
    expect(english.subject).toBe("Maria's Premium for The Garcias ends on March 5, 2031")
    expect(english.text).toBe(
      "Hi Ben,\n\nMaria's Premium plan no longer covers The Garcias after March 5, 2031. Until then nothing changes. After that, the features of Premium need a plan of your own or another member's: see the Subscription page in Forkcast.\n",
    )
  })
})
