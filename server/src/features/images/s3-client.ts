import { createHash, createHmac } from 'node:crypto'
import { request } from 'undici'

/** What AWS Signature Version 4 needs to sign one request. */
export interface SigV4Request {
  method: string
  url: URL
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (which are added). */
  headers?: Record<string, string>
  /** Hex SHA-256 of the body ('UNSIGNED-PAYLOAD' is also accepted by S3). */
  payloadHash: string
  region: string
  service: string
  accessKeyId: string
  secretAccessKey: string
  now: Date
}

export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex')
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest()

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, '/' kept in paths. */
const encodeRfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)

const canonicalQuery = (url: URL) =>
  [...url.searchParams.entries()]
    .map(([key, value]) => [encodeRfc3986(key), encodeRfc3986(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&')

const hostOf = (url: URL) =>
  url.port === '' ||
  (url.protocol === 'https:' && url.port === '443') ||
  (url.protocol === 'http:' && url.port === '80')
    ? url.hostname
    : `${url.hostname}:${url.port}`

/**
 * Signs a request with AWS Signature Version 4 (header form) and answers every header to send, Authorization
 * included. Written here rather than pulled from the AWS SDK: it is 40 lines and the SDK is megabytes.
 */
export function signV4(input: SigV4Request): Record<string, string> {
  const amzDate = input.now.toISOString().replace(/[:-]|\.\d{3}/g, '')
  const day = amzDate.slice(0, 8)
  const headers: Record<string, string> = {
    host: hostOf(input.url),
    'x-amz-content-sha256': input.payloadHash,
    'x-amz-date': amzDate,
  }
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value
  const names = Object.keys(headers).sort()
  const signedHeaders = names.join(';')
  const canonicalRequest = [
    input.method,
    input.url.pathname
      .split('/')
      .map((part) => encodeRfc3986(decodeURIComponent(part)))
      .join('/'),
    canonicalQuery(input.url),
    names.map((name) => `${name}:${(headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join(''),
    signedHeaders,
    input.payloadHash,
  ].join('\n')
  const scope = `${day}/${input.region}/${input.service}/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n')
  const signingKey = [day, input.region, input.service, 'aws4_request'].reduce<Buffer | string>(
    (key, part) => hmac(key, part),
    `AWS4${input.secretAccessKey}`,
  )
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex')
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  }
}

export interface S3Settings {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  timeoutMs?: number
}

/** A failed storage call: what the operator needs to fix it (the photo itself is simply not saved). */
class S3Error extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    detail: string,
  ) {
    super(`S3 ${operation} answered ${status}: ${detail.slice(0, 300)}`)
    this.name = 'S3Error'
  }
}

/**
 * The three object calls photos need, path-style (https://endpoint/bucket/key), which AWS, MinIO, Cloudflare
 * R2, Backblaze B2 and Garage all accept. The endpoint comes from the operator, so it skips the SSRF guard.
 */
export class S3Client {
  constructor(private readonly settings: S3Settings) {}

  private objectUrl(key: string) {
    const base = this.settings.endpoint.replace(/\/+$/, '')
    return new URL(`${base}/${encodeRfc3986(this.settings.bucket)}/${encodeRfc3986(key)}`)
  }

  private async send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    const url = this.objectUrl(key)
    const headers = signV4({
      method,
      url,
      headers: contentType === undefined ? {} : { 'content-type': contentType },
      payloadHash: sha256Hex(body ?? ''),
      region: this.settings.region,
      service: 's3',
      accessKeyId: this.settings.accessKeyId,
      secretAccessKey: this.settings.secretAccessKey,
      now: new Date(),
    })
    // undici sets Host itself from the URL; sending it twice is refused.
    const { host: _host, ...sent } = headers
    return request(url, {
      method,
      headers: sent,
      body,
      signal: AbortSignal.timeout(this.settings.timeoutMs ?? 15_000),
    })
  }

  async putObject(key: string, body: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, body, contentType)
    const text = await response.body.text()
    if (response.statusCode >= 300) throw new S3Error('PUT', response.statusCode, text)
  }

  /** The object's bytes, or null when there is no such object. */
  async getObject(key: string): Promise<Buffer | null> {
    const response = await this.send('GET', key)
    if (response.statusCode === 404) {
      await response.body.dump()
      return null
    }
    if (response.statusCode >= 300) throw new S3Error('GET', response.statusCode, await response.body.text())
    return Buffer.from(await response.body.arrayBuffer())
  }

  async deleteObject(key: string): Promise<void> {
    const response = await this.send('DELETE', key)
    const text = await response.body.text()
    if (response.statusCode >= 300 && response.statusCode !== 404) {
      throw new S3Error('DELETE', response.statusCode, text)
    }
  }
}
