import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  fetchPublicHtml,
  isPublicAddress,
  SafeFetchError,
  sendToPublicUrl,
  vetPublicUrl,
  type SafeFetchOptions,
} from './safe-fetch'

const RECIPE_HTML = '<!doctype html><html><head><title>Soup</title></head><body><h1>Soup</h1></body></html>'

interface RecordedRequest {
  url: string
  headers: IncomingHttpHeaders
}

let fixtureServer: Server
let forbiddenServer: Server
let fixturePort = 0
let forbiddenPort = 0
const fixtureRequests: RecordedRequest[] = []
const forbiddenRequests: RecordedRequest[] = []

const startServer = async (server: Server): Promise<number> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

const stopServer = async (server: Server): Promise<void> => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
}

/** Routes of the local fixture server: each one plays a kind of site the importer meets. */
const handleFixtureRequest: Parameters<typeof createServer>[1] = (request, response) => {
  const url = request.url ?? '/'
  fixtureRequests.push({ url, headers: request.headers })
  const chain = /^\/chain\/(\d+)$/.exec(url)
  if (chain) {
    const left = Number(chain[1])
    response.writeHead(302, { location: left > 0 ? `/chain/${left - 1}` : '/recipe' }).end()
    return
  }
  switch (url) {
    case '/recipe':
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(RECIPE_HTML)
      return
    case '/legacy-charset':
      response
        .writeHead(200, { 'content-type': 'text/html; charset=windows-1252' })
        .end(Buffer.from([0x3c, 0x70, 0x3e, 0x63, 0x61, 0x66, 0xe9, 0x3c, 0x2f, 0x70, 0x3e]))
      return
    case '/gzip':
      response
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(gzipSync(RECIPE_HTML))
      return
    case '/no-type':
      response.writeHead(200).end(RECIPE_HTML)
      return
    case '/redirect-to-forbidden':
      response.writeHead(302, { location: `http://127.0.0.1:${forbiddenPort}/` }).end()
      return
    case '/redirect-to-file':
      response.writeHead(301, { location: 'file:///etc/passwd' }).end()
      return
    case '/big':
      response.writeHead(200, { 'content-type': 'text/html' }).end(`<html>${'x'.repeat(20_000)}</html>`)
      return
    case '/big-stream':
      response.writeHead(200, { 'content-type': 'text/html' })
      for (let index = 0; index < 20; index++) response.write(`<p>${'y'.repeat(1000)}</p>`)
      response.end()
      return
    case '/gzip-bomb':
      response
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(gzipSync(Buffer.alloc(200_000, 0x61)))
      return
    case '/slow-body':
      response.writeHead(200, { 'content-type': 'text/html' })
      response.write('<html><body><p>Loading')
      return
    case '/no-answer':
      return
    case '/forbidden':
      response.writeHead(403, { 'content-type': 'text/html' }).end('<h1>Forbidden</h1>')
      return
    case '/missing':
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>')
      return
    case '/json':
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"Soup"}')
      return
    default:
      response.writeHead(500).end()
  }
}

const fixtureUrl = (path: string) => `http://127.0.0.1:${fixturePort}${path}`
const allowFixture = (): SafeFetchOptions => ({ allowedPrivateHosts: [`127.0.0.1:${fixturePort}`] })

/** Runs the fetch and answers the SafeFetchError it must fail with. */
const failureOf = async (promise: Promise<unknown>): Promise<SafeFetchError> => {
  try {
    await promise
  } catch (error) {
    if (error instanceof SafeFetchError) return error
    throw error
  }
  throw new Error('expected the fetch to fail')
}

beforeAll(async () => {
  fixtureServer = createServer(handleFixtureRequest)
  forbiddenServer = createServer((request, response) => {
    forbiddenRequests.push({ url: request.url ?? '/', headers: request.headers })
    response.writeHead(200, { 'content-type': 'text/html' }).end('<p>internal admin</p>')
  })
  fixturePort = await startServer(fixtureServer)
  forbiddenPort = await startServer(forbiddenServer)
})

afterAll(async () => {
  await stopServer(fixtureServer)
  await stopServer(forbiddenServer)
})

beforeEach(() => {
  fixtureRequests.length = 0
  forbiddenRequests.length = 0
})

describe('fetchPublicHtml refusing private addresses', () => {
  it.each([
    '127.0.0.1',
    'localhost',
    '[::1]',
    '[::ffff:127.0.0.1]',
    '2130706433',
    '0x7f.1',
    '0177.0.0.1',
    '127.1',
    '0.0.0.0',
    '[::]',
    '169.254.169.254',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.10',
    '[fc00::1]',
    '[fe80::1]',
    '[::127.0.0.1]',
    '[2002:7f00:1::1]',
    '[64:ff9b::7f00:1]',
    'app.localhost',
  ])('refuses %s without connecting', async (host) => {
    const error = await failureOf(fetchPublicHtml(`http://${host}:${fixturePort}/recipe`))
    expect(error.code).toBe('ADDRESS_NOT_ALLOWED')
    expect(error.message).toBe('That address is not allowed')
    expect(fixtureRequests).toHaveLength(0)
  })

  it('refuses a name that resolves to loopback', async () => {
    const lookup = async () => [{ address: '127.0.0.1', family: 4 as const }]
    const error = await failureOf(fetchPublicHtml(`http://recipes.example:${fixturePort}/recipe`, { lookup }))
    expect(error.code).toBe('ADDRESS_NOT_ALLOWED')
    expect(fixtureRequests).toHaveLength(0)
  })

  it('refuses a name when any one of its addresses is private', async () => {
    const lookup = async () => [
      { address: '93.184.215.14', family: 4 as const },
      { address: '10.1.2.3', family: 4 as const },
    ]
    const error = await failureOf(fetchPublicHtml('http://rebind.example/recipe', { lookup }))
    expect(error.code).toBe('ADDRESS_NOT_ALLOWED')
  })

  it('refuses a redirect to a private address after checking it from scratch', async () => {
    const error = await failureOf(fetchPublicHtml(fixtureUrl('/redirect-to-forbidden'), allowFixture()))
    expect(error.code).toBe('ADDRESS_NOT_ALLOWED')
    expect(fixtureRequests).toHaveLength(1)
    expect(forbiddenRequests).toHaveLength(0)
  })

  it('refuses a redirect to something other than http or https', async () => {
    const error = await failureOf(fetchPublicHtml(fixtureUrl('/redirect-to-file'), allowFixture()))
    expect(error.code).toBe('ADDRESS_NOT_ALLOWED')
  })
})

describe('isPublicAddress', () => {
  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '2a00:1450:4009:81f::200e'])(
    'accepts %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true)
    },
  )

  it.each([
    '127.0.0.1',
    '::1',
    '::ffff:8.8.8.8',
    '2001:db8::1',
    '2001::1',
    '198.18.0.1',
    'fd12::1',
    'not-an-ip',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })
})

describe('fetchPublicHtml fetching pages', () => {
  it('fetches a normal page and says who is asking', async () => {
    const result = await fetchPublicHtml(fixtureUrl('/recipe'), allowFixture())
    expect(result).toEqual({
      url: fixtureUrl('/recipe'),
      status: 200,
      html: RECIPE_HTML,
      contentType: 'text/html; charset=utf-8',
    })
    expect(fixtureRequests[0]?.headers['user-agent']).toBe(
      'ForkcastRecipeImporter/1.0 (+https://forkcast.app)',
    )
    expect(fixtureRequests[0]?.headers.accept).toMatch(/^text\/html,application\/xhtml\+xml/)
  })

  it('connects to the vetted address even when the system resolver does not know the name', async () => {
    const lookup = async () => [{ address: '127.0.0.1', family: 4 as const }]
    const result = await fetchPublicHtml(`http://pinned.forkcast.test:${fixturePort}/recipe`, {
      lookup,
      allowedPrivateHosts: [`pinned.forkcast.test:${fixturePort}`],
    })
    expect(result.html).toBe(RECIPE_HTML)
    expect(fixtureRequests[0]?.headers.host).toBe(`pinned.forkcast.test:${fixturePort}`)
  })

  it('follows up to five redirects and answers the final address', async () => {
    const result = await fetchPublicHtml(fixtureUrl('/chain/4'), allowFixture())
    expect(result.url).toBe(fixtureUrl('/recipe'))
    expect(fixtureRequests).toHaveLength(6)
  })

  it('refuses a sixth redirect', async () => {
    const error = await failureOf(fetchPublicHtml(fixtureUrl('/chain/5'), allowFixture()))
    expect(error.code).toBe('TOO_MANY_REDIRECTS')
    expect(error.message).toBe('The site redirected too many times')
    expect(fixtureRequests).toHaveLength(6)
  })

  it('decodes gzip bodies and legacy charsets', async () => {
    expect((await fetchPublicHtml(fixtureUrl('/gzip'), allowFixture())).html).toBe(RECIPE_HTML)
    expect((await fetchPublicHtml(fixtureUrl('/legacy-charset'), allowFixture())).html).toBe('<p>café</p>')
  })
})

describe('fetchPublicHtml failing with a message people can act on', () => {
  it('refuses a body larger than the cap when the length is declared', async () => {
    const error = await failureOf(fetchPublicHtml(fixtureUrl('/big'), { ...allowFixture(), maxBytes: 1024 }))
    expect(error.code).toBe('TOO_LARGE')
    expect(error.message).toBe('That page is too large')
  })

  it('stops reading a streamed body once it passes the cap', async () => {
    const error = await failureOf(
      fetchPublicHtml(fixtureUrl('/big-stream'), { ...allowFixture(), maxBytes: 4096 }),
    )
    expect(error.code).toBe('TOO_LARGE')
  })

  it('counts the decompressed size, so a small gzip bomb is refused', async () => {
    const error = await failureOf(
      fetchPublicHtml(fixtureUrl('/gzip-bomb'), { ...allowFixture(), maxBytes: 50_000 }),
    )
    expect(error.code).toBe('TOO_LARGE')
  })

  it('times out a body that stalls half way', async () => {
    // The body never ends: only the client's own timeout can settle this call.
    const error = await failureOf(
      fetchPublicHtml(fixtureUrl('/slow-body'), { ...allowFixture(), timeoutMs: 300 }),
    )
    expect(error.code).toBe('TIMEOUT')
    expect(error.message).toBe('The site did not answer in time')
  })

  it('times out a server that never answers', async () => {
    const error = await failureOf(
      fetchPublicHtml(fixtureUrl('/no-answer'), { ...allowFixture(), timeoutMs: 300 }),
    )
    expect(error.code).toBe('TIMEOUT')
  })

  it('reports a 403 with its status and suggests pasting the page', async () => {
    const error = await failureOf(fetchPublicHtml(fixtureUrl('/forbidden'), allowFixture()))
    expect(error.code).toBe('HTTP_STATUS')
    expect(error.status).toBe(403)
    expect(error.message).toBe('The site refused our request (403): paste the page instead')
  })

  it('reports a 404 as a missing page', async () => {
    const error = await failureOf(fetchPublicHtml(fixtureUrl('/missing'), allowFixture()))
    expect(error.status).toBe(404)
    expect(error.message).toBe('The page was not found (404)')
  })

  it('refuses content that is not a web page', async () => {
    const error = await failureOf(fetchPublicHtml(fixtureUrl('/json'), allowFixture()))
    expect(error.code).toBe('NOT_HTML')
    expect(error.message).toBe('That page is not a web page we can read')
  })

  it('refuses a body whose type is not declared at all', async () => {
    const error = await failureOf(fetchPublicHtml(fixtureUrl('/no-type'), allowFixture()))
    expect(error.code).toBe('NOT_HTML')
  })

  it.each([
    'not a url',
    'ftp://example.com/recipe',
    'javascript:alert(1)',
    'http://user:secret@example.com/',
    '',
  ])('refuses the address %j as invalid', async (url) => {
    const error = await failureOf(fetchPublicHtml(url))
    expect(error.code).toBe('INVALID_URL')
    expect(error.message).toBe('Please enter a valid http or https address')
  })

  it('reports a refused connection as unreachable', async () => {
    const closed = createServer()
    const port = await startServer(closed)
    await stopServer(closed)
    const error = await failureOf(
      fetchPublicHtml(`http://127.0.0.1:${port}/`, { allowedPrivateHosts: [`127.0.0.1:${port}`] }),
    )
    expect(error.code).toBe('NETWORK')
    expect(error.message).toBe('Could not reach the site')
  })

  it('reports a name that does not resolve as unreachable', async () => {
    const lookup = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' })
    }
    const error = await failureOf(fetchPublicHtml('https://no-such-site.example/', { lookup }))
    expect(error.code).toBe('NETWORK')
  })
})

describe('sendToPublicUrl', () => {
  let receiver: Server
  let receiverPort = 0
  const posts: Array<{ url: string; headers: IncomingHttpHeaders; body: string }> = []
  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        posts.push({
          url: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString(),
        })
        if (request.url === '/moved')
          response.writeHead(302, { location: `http://127.0.0.1:${forbiddenPort}/` })
        else response.writeHead(request.url === '/full' ? 413 : 201)
        response.end(request.url === '/full' ? `{"reason":"${'z'.repeat(10_000)}"}` : '')
      })
    })
    receiverPort = await startServer(receiver)
  })
  afterAll(async () => stopServer(receiver))
  beforeEach(() => {
    posts.length = 0
  })

  it('posts the body with headers given as numbers, its length counted from the body', async () => {
    const answer = await sendToPublicUrl(`http://127.0.0.1:${receiverPort}/push`, {
      allowedPrivateHosts: [`127.0.0.1:${receiverPort}`],
      method: 'POST',
      headers: { TTL: 60, 'Content-Length': 999, 'Content-Encoding': 'aes128gcm' },
      body: Buffer.from('sealed'),
    })
    expect(answer.status).toBe(201)
    expect(posts).toEqual([
      expect.objectContaining({
        url: '/push',
        body: 'sealed',
        headers: expect.objectContaining({
          ttl: '60',
          'content-length': '6',
          'content-encoding': 'aes128gcm',
        }),
      }),
    ])
  })

  it('answers the status and only the start of what the service said', async () => {
    const answer = await sendToPublicUrl(`http://127.0.0.1:${receiverPort}/full`, {
      allowedPrivateHosts: [`127.0.0.1:${receiverPort}`],
      method: 'POST',
      headers: {},
      body: 'x',
      maxBytes: 100,
    })
    expect(answer.status).toBe(413)
    expect(answer.text).toHaveLength(100)
    expect(answer.text.startsWith('{"reason":"zzz')).toBe(true)
  })

  it('does not follow a redirect', async () => {
    const answer = await sendToPublicUrl(`http://127.0.0.1:${receiverPort}/moved`, {
      allowedPrivateHosts: [`127.0.0.1:${receiverPort}`],
      method: 'POST',
      headers: {},
      body: 'x',
    })
    expect(answer.status).toBe(302)
    expect(forbiddenRequests).toHaveLength(0)
  })

  it('refuses a name that resolves to loopback, and plain http when https is required, without sending', async () => {
    const lookup = async () => [{ address: '127.0.0.1', family: 4 as const }]
    const toLoopback = await failureOf(
      sendToPublicUrl(`https://vm:${receiverPort}/push`, { lookup, method: 'POST', headers: {}, body: 'x' }),
    )
    expect(toLoopback.code).toBe('ADDRESS_NOT_ALLOWED')
    const plain = await failureOf(
      sendToPublicUrl(`http://127.0.0.1:${receiverPort}/push`, {
        allowedPrivateHosts: [`127.0.0.1:${receiverPort}`],
        requireHttps: true,
        method: 'POST',
        headers: {},
        body: 'x',
      }),
    )
    expect(plain.code).toBe('INVALID_URL')
    expect(posts).toHaveLength(0)
  })
})

describe('vetPublicUrl', () => {
  it('accepts a name whose every address is public and refuses one that resolves to a private address', async () => {
    const publicLookup = async () => [{ address: '93.184.215.14', family: 4 as const }]
    expect((await vetPublicUrl('https://push.example/x', { lookup: publicLookup })).hostname).toBe(
      'push.example',
    )
    const privateLookup = async () => [{ address: '10.0.0.8', family: 4 as const }]
    const refused = await failureOf(vetPublicUrl('https://vm:4196/x', { lookup: privateLookup }))
    expect(refused.code).toBe('ADDRESS_NOT_ALLOWED')
    const plain = await failureOf(
      vetPublicUrl('http://push.example/x', { lookup: publicLookup, requireHttps: true }),
    )
    expect(plain.code).toBe('INVALID_URL')
  })
})
