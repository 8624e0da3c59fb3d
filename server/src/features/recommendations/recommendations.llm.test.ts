import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RecommendationList } from '@forkcast/contract/discovery.schemas'
import { startFakeChatServer, type ChatRequest } from '../../testing/fake-chat-server'
import { startTestApp, type TestApp } from '../../testing/test-app'
import { seedRecipeCatalog } from '../recipes/recipe-catalog'
import { setAllergies, signUp, upgradeTo } from '../../testing/recipe-test-app'

type Mode = 'normal' | 'slow' | 'sneaky' | 'garbled'
let mode: Mode = 'normal'
let answerSlowModel = () => {}
let slowModelMayAnswer = Promise.resolve()

/** Answers a reason for every recipe offered; `mode` says how it misbehaves. */
async function replyWithReasons(body: ChatRequest) {
  const recipes = JSON.parse(body.messages.at(-1)?.content.split('Recipes: ')[1] ?? '[]') as Array<{
    id: number
    title: string
  }>
  const inSpanish = body.messages[0]?.content.includes('Write each sentence in Spanish.') ?? false
  const reasons = recipes.map((recipe) => ({
    id: recipe.id,
    reason: inSpanish
      ? `Una elección alegre para esta noche: ${recipe.title}.`
      : `A cheerful pick for tonight: ${recipe.title}.`,
  }))
  if (mode === 'garbled') return 'Here are some reasons: {not json'
  // A slow model answers only after the API has: without the timeout the request would never come back.
  if (mode === 'slow') await slowModelMayAnswer
  // Tries to slip in a recipe that was never offered (e.g. one with peanuts): it must be ignored.
  if (mode === 'sneaky') reasons.push({ id: 999_999, reason: 'Try this peanut satay!' })
  return JSON.stringify({ reasons })
}

let fake: Awaited<ReturnType<typeof startFakeChatServer>>
let t: TestApp
const logLines: string[] = []
beforeAll(async () => {
  fake = await startFakeChatServer(replyWithReasons)
  t = await startTestApp({
    env: {
      AUTH_RATE_LIMIT_PER_IP: '100000',
      LLM_BASE_URL: `${fake.url}/v1`,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'tiny-chef',
      // Room for a loaded machine to answer in time; the slow-model test does not wait on a clock of its own.
      LLM_TIMEOUT_MS: '3000',
      LOG_LEVEL: 'warn',
    },
    logStream: { write: (line) => logLines.push(line) },
  })
  await seedRecipeCatalog(t.database.db)
})
afterAll(async () => {
  await t.close()
  await fake.close()
})

describe('recommendation reasons from a language model', () => {
  it('uses the model’s reasons and marks them as AI-written', async () => {
    mode = 'normal'
    const user = await signUp(t)
    await upgradeTo(user, 'plus')
    const list = await user.json<RecommendationList>('GET', '/api/ai/recommendations/seasonal')
    expect(list.recommendations.length).toBeGreaterThan(0)
    for (const item of list.recommendations) {
      expect(item).toMatchObject({
        isAIRecommended: true,
        reason: `A cheerful pick for tonight: ${item.title}.`,
      })
    }
    const call = fake.seen.find((entry) => entry.path === '/v1/chat/completions')
    expect(call?.authorization).toBe('Bearer test-key')
    expect(call?.body.model).toBe('tiny-chef')
  })

  it('asks the model to write in the reader’s language and answers its sentences as written', async () => {
    mode = 'normal'
    const user = await signUp(t)
    await upgradeTo(user, 'plus')
    await user.json('PUT', '/api/user/language', { language: 'es' })
    const list = await user.json<RecommendationList>('GET', '/api/ai/recommendations/seasonal')
    expect(list.recommendations.length).toBeGreaterThan(0)
    for (const item of list.recommendations)
      expect(item.reason).toBe(`Una elección alegre para esta noche: ${item.title}.`)
  })

  it('falls back to the built-in reasons when the model is too slow', async () => {
    mode = 'slow'
    slowModelMayAnswer = new Promise<void>((resolve) => (answerSlowModel = resolve))
    const user = await signUp(t)
    await upgradeTo(user, 'plus')
    const list = await user
      .json<RecommendationList>('GET', '/api/ai/recommendations/quick')
      .finally(answerSlowModel)
    expect(list.recommendations.length).toBeGreaterThan(0)
    for (const item of list.recommendations) {
      expect(item.isAIRecommended).toBe(false)
      expect(item.reason).toMatch(/^Ready in \d+ min/)
    }
  })

  it('never lets the model add a recipe, so an allergen it names never reaches the list', async () => {
    mode = 'sneaky'
    const user = await signUp(t)
    await upgradeTo(user, 'plus')
    await setAllergies(user, ['Peanuts'])
    const list = await user.json<RecommendationList>('GET', '/api/ai/recommendations/trending')
    expect(list.recommendations.map((item) => item.id)).not.toContain(999_999)
    expect(list.recommendations.some((item) => /peanut/i.test(item.reason))).toBe(false)
    expect(list.recommendations.every((item) => item.isAIRecommended)).toBe(true)
  })

  it('logs a model failure as an error with its type and cause, not as a non-error value', async () => {
    mode = 'garbled'
    logLines.length = 0
    const user = await signUp(t)
    await upgradeTo(user, 'plus')
    const list = await user.json<RecommendationList>('GET', '/api/ai/recommendations/quick')
    expect(list.recommendations.every((item) => !item.isAIRecommended)).toBe(true)
    const entry = logLines
      .map((line) => JSON.parse(line) as { msg?: string; err?: { type: string; message: string } })
      .find((candidate) => candidate.msg === 'language model reasons skipped')
    expect(entry?.err?.type).toBe('SyntaxError')
    expect(entry?.err?.message).toMatch(/JSON/)
    expect(logLines.join('')).not.toContain('non-error value thrown')
  })
})
