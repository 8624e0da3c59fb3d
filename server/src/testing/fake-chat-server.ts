import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What an OpenAI-compatible client posts to /chat/completions. */
export interface ChatRequest {
  model: string
  messages: Array<{ role: string; content: string }>
}

/** The assistant's text for one request; may wait first, to play a slow server. */
export type ChatReply = (request: ChatRequest) => string | Promise<string>

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest
}

const completion = (content: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
})

/**
 * A local stand-in for an OpenAI-compatible server: every POST answers a chat completion whose content is
 * what `reply` returns; `setReply` changes the behaviour between tests. Requests are kept in `seen`.
 */
export function startFakeChatServer(initialReply: ChatReply) {
  let reply = initialReply
  const seen: Array<{ path: string; authorization: string | undefined; body: ChatRequest }> = []
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request)
      seen.push({ path: request.url ?? '', authorization: request.headers.authorization, body })
      const content = await reply(body)
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(completion(content)))
    })()
  })
  return new Promise<{
    url: string
    seen: typeof seen
    setReply: (next: ChatReply) => void
    close: () => Promise<void>
  }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        seen,
        setReply: (next) => {
          reply = next
        },
        close: () =>
          new Promise((done) => {
            // A slow reply still waiting must not hold the test run open.
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
