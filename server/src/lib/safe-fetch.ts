import { lookup as lookupDns } from 'node:dns/promises'
import type { LookupAddress, LookupOptions } from 'node:dns'
import { isIP } from 'node:net'
import { pipeline, type Readable } from 'node:stream'
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'
import ipaddr from 'ipaddr.js'
import { Agent, buildConnector, request } from 'undici'
import { decodeHtmlBytes } from './decode-html'

export type SafeFetchErrorCode =
  | 'ADDRESS_NOT_ALLOWED'
  | 'TIMEOUT'
  | 'HTTP_STATUS'
  | 'TOO_LARGE'
  | 'NOT_HTML'
  | 'NOT_IMAGE'
  | 'INVALID_URL'
  | 'TOO_MANY_REDIRECTS'
  | 'NETWORK'

interface ResolvedAddress {
  address: string
  family: 4 | 6
}

export interface SafeFetchOptions {
  /** Covers DNS, connect, headers and body together. Default 10 s. */
  timeoutMs?: number
  /** Largest body accepted, after decompression. Default 5 MB. */
  maxBytes?: number
  /** Redirects followed before giving up. Default 5. */
  maxRedirects?: number
  /** Replaces DNS resolution; tests use it to make a name resolve to loopback. */
  lookup?: (hostname: string) => Promise<ResolvedAddress[]>
  /**
   * 'host:port' entries ('127.0.0.1:4123') that may be private. This exists ONLY so tests can reach a local
   * fixture server; production code never sets it.
   */
  allowedPrivateHosts?: readonly string[]
  /**
   * Any private address may be reached. Only PUSH_ALLOW_INSECURE_ENDPOINTS (tests, local development with a
   * push service on this machine) sets it.
   */
  allowAnyPrivateAddress?: boolean
}

export interface SafeFetchResult {
  /** The final address, after redirects. */
  url: string
  status: number
  html: string
  contentType: string
}

const DEFAULT_TIMEOUT_MS = 10_000
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024
const DEFAULT_MAX_REDIRECTS = 5
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml'])
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3')
const REQUEST_HEADERS = {
  'user-agent': 'ForkcastRecipeImporter/1.0 (+https://forkcast.app)',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'en-US,en;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
}
const IMAGE_REQUEST_HEADERS = { ...REQUEST_HEADERS, accept: 'image/webp,image/png,image/jpeg,image/*;q=0.8' }

/** What a fetch will take: the Accept header sent, and which answers' content types are read. */
interface BodyRules {
  headers: Record<string, string>
  accepts: (mimeType: string) => boolean
  refusal: SafeFetchErrorCode
}

const HTML_RULES: BodyRules = {
  headers: REQUEST_HEADERS,
  accepts: (mimeType) => HTML_TYPES.has(mimeType),
  refusal: 'NOT_HTML',
}
const IMAGE_RULES: BodyRules = {
  headers: IMAGE_REQUEST_HEADERS,
  accepts: (mimeType) => mimeType.startsWith('image/'),
  refusal: 'NOT_IMAGE',
}

const describeError = (code: SafeFetchErrorCode, status?: number): string => {
  switch (code) {
    case 'ADDRESS_NOT_ALLOWED':
      return 'That address is not allowed'
    case 'TIMEOUT':
      return 'The site did not answer in time'
    case 'HTTP_STATUS':
      return status === 404 || status === 410
        ? `The page was not found (${status})`
        : `The site refused our request (${status ?? 'error'}): paste the page instead`
    case 'TOO_LARGE':
      return 'That page is too large'
    case 'NOT_HTML':
      return 'That page is not a web page we can read'
    case 'NOT_IMAGE':
      return 'That address is not an image'
    case 'INVALID_URL':
      return 'Please enter a valid http or https address'
    case 'TOO_MANY_REDIRECTS':
      return 'The site redirected too many times'
    case 'NETWORK':
      return 'Could not reach the site'
  }
}

/** A fetch failure with a message a person can act on. */
export class SafeFetchError extends Error {
  readonly code: SafeFetchErrorCode
  readonly status?: number

  constructor(code: SafeFetchErrorCode, options: { status?: number; cause?: unknown } = {}) {
    super(describeError(code, options.status), { cause: options.cause })
    this.name = 'SafeFetchError'
    this.code = code
    if (options.status !== undefined) this.status = options.status
  }
}

/**
 * Only public unicast addresses pass: ipaddr.js names every special range (loopback, private, link-local,
 * CGNAT, multicast, broadcast, unspecified, reserved, documentation, IPv4-mapped, NAT64, 6to4, Teredo,
 * unique-local…) and anything it does not call 'unicast' is refused. IPv6 must also sit in 2000::/3, the only
 * block allocated for global unicast, which rules out deprecated forms such as IPv4-compatible '::127.0.0.1'.
 */
export const isPublicAddress = (address: string): boolean => {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  if (isIP(bare) === 0) return false
  try {
    const parsed = ipaddr.parse(bare)
    if (parsed instanceof ipaddr.IPv6 && !parsed.match(GLOBAL_UNICAST_V6)) return false
    return parsed.range() === 'unicast'
  } catch {
    return false
  }
}

const isSameAddress = (left: string, right: string): boolean => {
  try {
    return ipaddr.process(left).toNormalizedString() === ipaddr.process(right).toNormalizedString()
  } catch {
    return false
  }
}

/** Parses with the WHATWG URL parser, which turns '2130706433', '0x7f.1' and '127.1' into '127.0.0.1'. */
const parseHttpUrl = (value: string, base?: URL): URL | null => {
  try {
    const url = base === undefined ? new URL(value) : new URL(value, base)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    if (url.hostname.length === 0 || url.username.length > 0 || url.password.length > 0) return null
    return url
  } catch {
    return null
  }
}

const readHostAndPort = (url: URL): string =>
  `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`

const lookupAll = async (hostname: string): Promise<ResolvedAddress[]> => {
  const results = await lookupDns(hostname, { all: true, verbatim: true })
  return results.map((result) => ({ address: result.address, family: result.family === 6 ? 6 : 4 }))
}

/** Rejects when the signal aborts, so a hanging DNS lookup still ends at the deadline. */
const raceSignal = <T>(promise: Promise<T>, signal: AbortSignal): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(new SafeFetchError('TIMEOUT'))
      return
    }
    const onAbort = () => reject(new SafeFetchError('TIMEOUT'))
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })

interface VettedTarget extends ResolvedAddress {
  allowPrivate: boolean
}

/** Resolves the host and checks that every address it has is public; the first one is used to connect. */
const vetTarget = async (url: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<VettedTarget> => {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const allowPrivate =
    options.allowAnyPrivateAddress === true ||
    (options.allowedPrivateHosts ?? []).includes(readHostAndPort(url))
  const literalFamily = isIP(host)
  if (literalFamily !== 0) {
    if (!allowPrivate && !isPublicAddress(host)) throw new SafeFetchError('ADDRESS_NOT_ALLOWED')
    return { address: host, family: literalFamily === 6 ? 6 : 4, allowPrivate }
  }
  if (!allowPrivate && (host === 'localhost' || host.endsWith('.localhost'))) {
    throw new SafeFetchError('ADDRESS_NOT_ALLOWED')
  }
  let addresses: ResolvedAddress[]
  try {
    addresses = await raceSignal((options.lookup ?? lookupAll)(host), signal)
  } catch (error) {
    if (error instanceof SafeFetchError) throw error
    throw new SafeFetchError('NETWORK', { cause: error })
  }
  const first = addresses[0]
  if (first === undefined) throw new SafeFetchError('NETWORK')
  // One private answer is enough to refuse: a rebinding name can hand out a public and a private address.
  if (!allowPrivate && !addresses.every((entry) => isPublicAddress(entry.address))) {
    throw new SafeFetchError('ADDRESS_NOT_ALLOWED')
  }
  return { ...first, allowPrivate }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

/** An agent that can only connect to the vetted address, whatever DNS says by the time it connects. */
const createPinnedAgent = (target: VettedTarget, timeoutMs: number): Agent => {
  const connect = buildConnector({
    timeout: timeoutMs,
    lookup: (_hostname: string, lookupOptions: LookupOptions, callback: LookupCallback) => {
      if (lookupOptions.all === true) callback(null, [{ address: target.address, family: target.family }])
      else callback(null, target.address, target.family)
    },
  })
  return new Agent({
    connections: 1,
    connect: (connectOptions, callback) => {
      connect(connectOptions, (error, socket) => {
        if (error !== null) {
          callback(error, null)
          return
        }
        // Belt and braces: the socket must be connected to the address that was vetted.
        const remote = socket.remoteAddress ?? ''
        if (!isSameAddress(remote, target.address) || (!target.allowPrivate && !isPublicAddress(remote))) {
          socket.destroy()
          callback(new SafeFetchError('ADDRESS_NOT_ALLOWED'), null)
          return
        }
        callback(null, socket)
      })
    },
  })
}

const readMimeType = (contentType: string): string => (contentType.split(';')[0] ?? '').trim().toLowerCase()

const decodeBody = (body: Buffer, contentType: string): string => decodeHtmlBytes(body, contentType)

const decodeContent = (body: Readable, encoding: string): Readable => {
  const name = encoding.trim().toLowerCase()
  const decoder =
    name === 'gzip' || name === 'x-gzip'
      ? createGunzip()
      : name === 'deflate'
        ? createInflate()
        : name === 'br'
          ? createBrotliDecompress()
          : null
  // pipeline, unlike pipe, destroys both ends when either fails.
  return decoder === null ? body : pipeline(body, decoder, ignoreError)
}

const ignoreError = (): void => undefined

/** Drops a body we will not read; the listener keeps undici's abort error from surfacing as uncaught. */
const discardBody = (body: Readable): void => {
  body.on('error', ignoreError)
  body.destroy()
}

const readCappedBody = async (stream: Readable, maxBytes: number): Promise<Buffer> => {
  const chunks: Buffer[] = []
  let received = 0
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    received += buffer.length
    if (received > maxBytes) {
      stream.destroy()
      throw new SafeFetchError('TOO_LARGE')
    }
    chunks.push(buffer)
  }
  return Buffer.concat(chunks)
}

const readHeader = (value: string | string[] | undefined): string =>
  Array.isArray(value) ? (value[0] ?? '') : (value ?? '')

/** A fetched body, still bytes. */
interface FetchedBody {
  url: string
  status: number
  bytes: Buffer
  contentType: string
}

/** One request's outcome: the page, or where the site sent us instead. */
type Hop = { kind: 'page'; result: FetchedBody } | { kind: 'redirect'; next: URL }

const fetchOnce = async (
  url: URL,
  options: Required<Pick<SafeFetchOptions, 'maxBytes' | 'timeoutMs'>> & SafeFetchOptions,
  signal: AbortSignal,
  rules: BodyRules,
): Promise<Hop> => {
  const target = await vetTarget(url, options, signal)
  const agent = createPinnedAgent(target, options.timeoutMs)
  try {
    const response = await request(url, {
      method: 'GET',
      headers: rules.headers,
      dispatcher: agent,
      signal,
    })
    const { statusCode, headers, body } = response
    // Errors still reach the reader; this only stops an abort after we gave up from becoming uncaught.
    body.on('error', ignoreError)
    if (REDIRECT_STATUSES.has(statusCode)) {
      await body.dump().catch(() => undefined)
      const location = readHeader(headers.location)
      if (location.length === 0) throw new SafeFetchError('HTTP_STATUS', { status: statusCode })
      const next = parseHttpUrl(location, url)
      if (next === null) throw new SafeFetchError('ADDRESS_NOT_ALLOWED')
      return { kind: 'redirect', next }
    }
    if (statusCode < 200 || statusCode >= 300) {
      await body.dump().catch(() => undefined)
      throw new SafeFetchError('HTTP_STATUS', { status: statusCode })
    }
    const contentType = readHeader(headers['content-type'])
    const mimeType = readMimeType(contentType)
    if (!rules.accepts(mimeType)) {
      discardBody(body)
      throw new SafeFetchError(rules.refusal)
    }
    const declaredLength = Number(readHeader(headers['content-length']))
    if (Number.isFinite(declaredLength) && declaredLength > options.maxBytes) {
      discardBody(body)
      throw new SafeFetchError('TOO_LARGE')
    }
    const bytes = await readCappedBody(
      decodeContent(body, readHeader(headers['content-encoding'])),
      options.maxBytes,
    )
    return { kind: 'page', result: { url: url.href, status: statusCode, bytes, contentType } }
  } finally {
    await agent.destroy().catch(() => undefined)
  }
}

const fetchPublic = async (
  rawUrl: string,
  options: SafeFetchOptions,
  rules: BodyRules,
): Promise<FetchedBody> => {
  const settings = {
    ...options,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
  }
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS
  let url = parseHttpUrl(typeof rawUrl === 'string' ? rawUrl.trim() : '')
  if (url === null) throw new SafeFetchError('INVALID_URL')

  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs)
  try {
    for (let redirects = 0; ; redirects++) {
      const hop = await fetchOnce(url, settings, controller.signal, rules)
      if (hop.kind === 'page') return hop.result
      if (redirects >= maxRedirects) throw new SafeFetchError('TOO_MANY_REDIRECTS')
      url = hop.next
    }
  } catch (error) {
    if (controller.signal.aborted && !(error instanceof SafeFetchError && error.code !== 'NETWORK')) {
      throw new SafeFetchError('TIMEOUT', { cause: error })
    }
    if (error instanceof SafeFetchError) throw error
    throw new SafeFetchError('NETWORK', { cause: error })
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Fetches a public web page for the recipe importer without letting the caller reach private networks:
 * every hop is resolved and vetted, the connection is pinned to the vetted address, redirects are followed
 * by hand, and size, time and content type are capped.
 */
export const fetchPublicHtml = async (
  rawUrl: string,
  options: SafeFetchOptions = {},
): Promise<SafeFetchResult> => {
  const { bytes, ...page } = await fetchPublic(rawUrl, options, HTML_RULES)
  return { ...page, html: decodeBody(bytes, page.contentType) }
}

export interface SafeImageResult {
  /** The final address, after redirects. */
  url: string
  bytes: Buffer
  contentType: string
}

/** Fetches an image (an imported recipe's photo) through the same guard as pages: any image/* answer. */
export const fetchPublicImage = async (
  rawUrl: string,
  options: SafeFetchOptions = {},
): Promise<SafeImageResult> => {
  const { url, bytes, contentType } = await fetchPublic(rawUrl, options, IMAGE_RULES)
  return { url, bytes, contentType }
}

export interface SafeSendOptions extends SafeFetchOptions {
  method: 'POST' | 'PUT' | 'DELETE'
  /** Numbers are accepted as web-push builds them; Content-Length is always recomputed. */
  headers: Record<string, string | number>
  body: Buffer | string
  /** Refuse plain http (push services are https only). */
  requireHttps?: boolean
}

export interface SafeSendResult {
  status: number
  /** The start of the answer (up to maxBytes), for the log. */
  text: string
}

/** The first address the URL may be reached at, once its host is resolved and every address found public. */
export const vetPublicUrl = async (
  rawUrl: string,
  options: SafeFetchOptions & { requireHttps?: boolean } = {},
): Promise<URL> => {
  const url = parseHttpUrl(rawUrl)
  if (url === null || (options.requireHttps === true && url.protocol !== 'https:')) {
    throw new SafeFetchError('INVALID_URL')
  }
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  try {
    await vetTarget(url, options, controller.signal)
    return url
  } finally {
    clearTimeout(timer)
  }
}

const SEND_ANSWER_BYTES = 4096

/**
 * Sends one request (a Web Push message, say) to a user-supplied address through the same guard as page
 * fetches: resolved, vetted, pinned, no redirects followed, a time cap over everything, and only the start of
 * the answer read. Content-Length comes from the body, never from the caller (a number there is what broke
 * Node's fetch once undici's global dispatcher was installed).
 */
export const sendToPublicUrl = async (rawUrl: string, options: SafeSendOptions): Promise<SafeSendResult> => {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const maxBytes = options.maxBytes ?? SEND_ANSWER_BYTES
  const url = parseHttpUrl(rawUrl)
  if (url === null || (options.requireHttps === true && url.protocol !== 'https:')) {
    throw new SafeFetchError('INVALID_URL')
  }
  const headers = Object.fromEntries(
    Object.entries(options.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  )
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  let agent: Agent | null = null
  try {
    const target = await vetTarget(url, options, controller.signal)
    agent = createPinnedAgent(target, timeoutMs)
    const { statusCode, body } = await request(url, {
      method: options.method,
      headers,
      body: options.body,
      dispatcher: agent,
      signal: controller.signal,
    })
    body.on('error', ignoreError)
    const chunks: Buffer[] = []
    let received = 0
    for await (const chunk of body) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
      chunks.push(buffer)
      received += buffer.length
      if (received >= maxBytes) break
    }
    body.destroy()
    return { status: statusCode, text: Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8') }
  } catch (error) {
    if (error instanceof SafeFetchError) throw error
    if (controller.signal.aborted) throw new SafeFetchError('TIMEOUT', { cause: error })
    throw new SafeFetchError('NETWORK', { cause: error })
  } finally {
    clearTimeout(timer)
    await agent?.destroy().catch(() => undefined)
  }
}
