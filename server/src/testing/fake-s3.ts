import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeS3 {
  url: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  /** Stored objects by key (without the bucket). */
  objects: Map<string, { body: Buffer; contentType: string }>
  /** Every request, in order: method, key and whether it carried a well-formed SigV4 Authorization header. */
  requests: Array<{ method: string; key: string; signed: boolean }>
  close: () => Promise<void>
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * A local S3-compatible object store (path-style PUT, GET and DELETE of one bucket) for photo storage tests.
 * Refuses with 403, as S3 does, a request without a SigV4 Authorization header for its key, without an
 * x-amz-date, or whose x-amz-content-sha256 does not match the body.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const bucket = 'forkcast-photos'
  const accessKeyId = 'AKIAFAKEFORKCAST'
  const secretAccessKey = 'fake-secret-key'
  const objects: FakeS3['objects'] = new Map()
  const requests: FakeS3['requests'] = []
  const authPattern = new RegExp(
    `^AWS4-HMAC-SHA256 Credential=${accessKeyId}/\\d{8}/[a-z0-9-]+/s3/aws4_request, ` +
      'SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$',
  )
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request)
      const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')
      const key = path.startsWith(`/${bucket}/`) ? path.slice(bucket.length + 2) : ''
      const signed =
        authPattern.test(request.headers.authorization ?? '') &&
        /^\d{8}T\d{6}Z$/.test(String(request.headers['x-amz-date'] ?? '')) &&
        request.headers['x-amz-content-sha256'] === createHash('sha256').update(body).digest('hex')
      requests.push({ method: request.method ?? '', key, signed })
      const xml = (status: number, code: string) =>
        response
          .writeHead(status, { 'content-type': 'application/xml' })
          .end(`<Error><Code>${code}</Code></Error>`)
      if (!signed) return xml(403, 'SignatureDoesNotMatch')
      if (key === '') return xml(404, 'NoSuchBucket')
      if (request.method === 'PUT') {
        objects.set(key, { body, contentType: String(request.headers['content-type'] ?? '') })
        return response.writeHead(200, { etag: '"fake"' }).end()
      }
      if (request.method === 'GET') {
        const object = objects.get(key)
        if (!object) return xml(404, 'NoSuchKey')
        return response.writeHead(200, { 'content-type': object.contentType }).end(object.body)
      }
      if (request.method === 'DELETE') {
        objects.delete(key)
        return response.writeHead(204).end()
      }
      return xml(405, 'MethodNotAllowed')
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
