import { request } from 'undici'
import type { PlacesProviderName } from '@forkcast/contract/restaurants.schemas'
import { PlacesProviderError } from './places-provider'

/** Sent to every places provider; the Overpass usage policy asks clients to identify themselves. */
const PROVIDER_USER_AGENT = 'Forkcast/1.0 (family dinner decisions; +https://github.com/forkcast/forkcast)'
const MAX_RESPONSE_BYTES = 8 * 1024 * 1024

export interface ProviderPostOptions {
  provider: PlacesProviderName
  url: string
  headers: Record<string, string>
  body: string
  timeoutMs: number
}

/**
 * POSTs to a provider whose address comes from configuration (not from a user), so it does not go through the
 * SSRF guard; the whole exchange is capped in time and size, and anything but a 2xx JSON body is a failure.
 */
export async function postToProvider({ provider, url, headers, body, timeoutMs }: ProviderPostOptions) {
  const signal = AbortSignal.timeout(timeoutMs)
  let text = ''
  try {
    const response = await request(url, {
      method: 'POST',
      headers: { 'user-agent': PROVIDER_USER_AGENT, accept: 'application/json', ...headers },
      body,
      signal,
    })
    let size = 0
    const chunks: Buffer[] = []
    for await (const chunk of response.body) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array)
      size += buffer.length
      if (size > MAX_RESPONSE_BYTES) {
        response.body.destroy()
        throw new PlacesProviderError(provider, `answer larger than ${MAX_RESPONSE_BYTES} bytes`)
      }
      chunks.push(buffer)
    }
    text = Buffer.concat(chunks).toString('utf8')
    if (response.statusCode < 200 || response.statusCode >= 300) {
      throw new PlacesProviderError(provider, `HTTP ${response.statusCode}: ${text.slice(0, 200)}`)
    }
  } catch (error) {
    if (error instanceof PlacesProviderError) throw error
    if (signal.aborted) throw new PlacesProviderError(provider, `no answer within ${timeoutMs} ms`)
    throw new PlacesProviderError(provider, error instanceof Error ? error.message : String(error))
  }
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new PlacesProviderError(provider, `answer is not JSON: ${text.slice(0, 120)}`)
  }
}
