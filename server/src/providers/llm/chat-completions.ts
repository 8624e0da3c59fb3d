import { z } from 'zod'
import type { Config } from '../../config'

interface ChatMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

/** A language model that answers chat messages with one text reply. */
export interface LlmClient {
  complete(messages: readonly ChatMessage[]): Promise<string>
}

/** The model could not be reached, was too slow, or answered something that is not a chat completion. */
export class LlmError extends Error {
  override name = 'LlmError'
}

const ChatCompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
})

type LlmConfig = Pick<Config, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS'>

/**
 * An OpenAI-compatible chat-completions client, or null when no LLM_BASE_URL is configured. The address comes
 * from the operator, not from users, so it does not go through the SSRF guard.
 */
export function createLlmClient(config: LlmConfig): LlmClient | null {
  const baseUrl = config.LLM_BASE_URL
  if (!baseUrl) return null
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`
  return {
    async complete(messages) {
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.LLM_API_KEY ? { authorization: `Bearer ${config.LLM_API_KEY}` } : {}),
          },
          body: JSON.stringify({
            model: config.LLM_MODEL,
            messages,
            temperature: 0.4,
            response_format: { type: 'json_object' },
          }),
          signal: AbortSignal.timeout(config.LLM_TIMEOUT_MS),
        })
      } catch (error) {
        const isTimeout = error instanceof DOMException && error.name === 'TimeoutError'
        throw new LlmError(
          isTimeout ? 'The language model did not answer in time' : 'The language model is unreachable',
          { cause: error },
        )
      }
      if (!response.ok) {
        // The start of the answer says why (quota, model name, key); it is the operator's service, not a user's.
        const said = (await response.text().catch(() => '')).slice(0, 300)
        throw new LlmError(`The language model answered HTTP ${response.status}: ${said}`)
      }
      let body: unknown
      try {
        body = await response.json()
      } catch (error) {
        throw new LlmError('The language model answered something other than JSON', { cause: error })
      }
      const parsed = ChatCompletionSchema.safeParse(body)
      if (!parsed.success)
        throw new LlmError('The language model answered something other than a chat completion')
      return parsed.data.choices[0]?.message.content ?? ''
    },
  }
}
