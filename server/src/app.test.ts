import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { createTestConfig, createTestDatabase, startTestApp, type TestApp } from './testing/test-app'

const webDistDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-dist-'))
writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><title>Forkcast</title><div id="root"></div>',
)
mkdirSync(path.join(webDistDir, 'assets'))
writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js'), 'console.log(1)')
writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'))

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ webDistDir })
})
afterAll(() => t.close())

describe('the app shell', () => {
  it('reports the database as up on /api/health', async () => {
    const response = await t.app.inject({ url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' })
  })

  it('answers unknown /api paths with a 404 JSON error', async () => {
    const response = await t.app.inject({ url: '/api/does-not-exist' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'No route GET /api/does-not-exist' })
  })

  it('serves index.html for client-side routes', async () => {
    const response = await t.app.inject({ url: '/family/12?x=1' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toContain('<div id="root">')
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await t.app.inject({ url: '/assets/app-abc123.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toContain('immutable')
  })

  it("sends the build's brotli copy of an asset to a browser that accepts it, and the plain file otherwise", async () => {
    const compressed = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    })
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(compressed.headers['content-type']).toContain('javascript')
    expect(compressed.headers['cache-control']).toContain('immutable')
    expect(compressed.rawPayload).toEqual(brotliCompressSync('console.log(1)'))
    const plain = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe('console.log(1)')
  })

  it('sends security headers including a content security policy', async () => {
    const response = await t.app.inject({ url: '/' })
    expect(response.headers['content-security-policy']).toContain("script-src 'self'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
  })

  it('publishes an OpenAPI document listing the auth routes', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    const paths = Object.keys(response.json().paths)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/email',
        '/api/auth/user',
        '/api/auth/logout',
        '/api/user/timezone',
        '/api/health',
      ]),
    )
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400)
  })

  it('documents every API route in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>
    }>()
    // Same spelling on both sides: {param} for :param(regex), no trailing slash.
    const normalize = (url: string) => url.replace(/:([A-Za-z]+)(\([^)]*\))?/g, '{$1}').replace(/\/$/, '')
    const documented = new Map(
      Object.entries(document.paths).map(([path, methods]) => [normalize(path), methods]),
    )
    const missing = t.app.registeredRoutes
      .filter(
        ({ url, method }) => url.startsWith('/api/') && !url.startsWith('/api/docs') && method !== 'HEAD',
      )
      .filter(({ url, method }) => !documented.get(normalize(url))?.[method.toLowerCase()])
    expect(missing).toEqual([])
  })

  it('answers malformed JSON with a 400 JSON error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('BAD_REQUEST')
  })
})

describe('server errors', () => {
  it('hide internals behind a generic 500 message', async () => {
    const testDatabase = await createTestDatabase()
    const app = await buildApp({ config: createTestConfig(), database: testDatabase.database })
    app.get('/api/boom', async () => {
      throw new Error('secret connection string leaked')
    })
    const response = await app.inject({ url: '/api/boom' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ code: 'INTERNAL', message: 'Internal Server Error' })
    await app.close()
    await testDatabase.drop()
  })
})

describe('configuration', () => {
  it('fails naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' })).toThrowError(
      ConfigError,
    )
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })
    } catch (error) {
      expect((error as Error).message).toContain('PORT')
      expect((error as Error).message).toContain('DATABASE_URL: must be a postgres:// URL')
    }
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 3000, DATABASE_URL: undefined })
  })
})
