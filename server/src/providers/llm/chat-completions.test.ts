import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createLlmClient, LlmError } from './chat-completions'

const config = (baseUrl: string) => ({
  LLM_BASE_URL: baseUrl,
  LLM_API_KEY: undefined,
  LLM_MODEL: 'tiny-chef',
  LLM_TIMEOUT_MS: 5000,
})

/** A server that answers every request with one status and body, then a way to close it. */
const startAnswering = async (status: number, body: string) => {
  const server = createServer((_request, response) => response.writeHead(status).end(body))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

describe('the language model client', () => {
  it('keeps the network failure as the cause when the model is unreachable', async () => {
    const closed = await startAnswering(200, '')
    await closed.close()
    const client = createLlmClient(config(closed.url))
    const failure = await client!.complete([{ role: 'user', content: 'hi' }]).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(LlmError)
    expect((failure as LlmError).name).toBe('LlmError')
    expect((failure as LlmError).cause).toBeInstanceOf(Error)
  })

  it('says the status and the start of what the model service answered', async () => {
    const busy = await startAnswering(503, '{"error":"model overloaded"}')
    const client = createLlmClient(config(busy.url))
    const failure = await client!.complete([{ role: 'user', content: 'hi' }]).catch((error: unknown) => error)
    await busy.close()
    expect(failure).toBeInstanceOf(LlmError)
    expect((failure as LlmError).message).toBe(
      'The language model answered HTTP 503: {"error":"model overloaded"}',
    )
  })
})
