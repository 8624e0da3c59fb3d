export interface SseMessage {
  id: string | null
  type: string
  data: unknown
}

/** Reads an SSE body as it arrives: each batch holds the complete messages that a chunk finished. */
export async function* readSseMessages(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage[]> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return
    buffer += value
    const blocks = buffer.split('\n\n')
    buffer = blocks.pop() ?? ''
    const batch: SseMessage[] = []
    for (const block of blocks) {
      const type = /^event: (.+)$/m.exec(block)?.[1]
      const data = /^data: (.+)$/m.exec(block)?.[1]
      if (!type || data === undefined) continue
      batch.push({ id: /^id: (.+)$/m.exec(block)?.[1] ?? null, type, data: JSON.parse(data) })
    }
    yield batch
  }
}

/** Opens an SSE stream with fetch and collects messages until `until` says stop (or the timeout). */
export async function collectSse(
  url: string,
  {
    headers = {},
    until,
    timeoutMs = 5000,
    onOpen,
  }: {
    headers?: Record<string, string>
    until: (messages: SseMessage[]) => boolean
    timeoutMs?: number
    onOpen?: () => Promise<unknown>
  },
): Promise<SseMessage[]> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  const messages: SseMessage[] = []
  try {
    const response = await fetch(url, { headers, signal: controller.signal })
    if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`)
    let opened = false
    for await (const batch of readSseMessages(response.body)) {
      messages.push(...batch)
      if (!opened && messages.length > 0 && onOpen) {
        opened = true
        await onOpen()
      }
      if (until(messages)) break
    }
    return messages
  } catch (error) {
    if (controller.signal.aborted)
      throw new Error(`timed out with ${messages.length} messages: ${JSON.stringify(messages).slice(0, 500)}`)
    throw error
  } finally {
    clearTimeout(timer)
    controller.abort()
  }
}

export const listenUrl = (server: { address(): unknown }) => {
  const address = server.address()
  if (!address || typeof address !== 'object' || !('port' in address))
    throw new Error('server is not listening')
  return `http://127.0.0.1:${(address as { port: number }).port}`
}
