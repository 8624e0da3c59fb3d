import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessOf, type EndpointDefinition } from '@forkcast/contract/endpoint'
import { startTestApp, type TestApp } from './testing/test-app'

/** Every `*.endpoints.ts` module of the contract and each endpoint it declares. */
const contractDir = new URL('../../contract/src/', import.meta.url)

const isEndpoint = (value: unknown): value is EndpointDefinition =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'responses' in value &&
  typeof value.path === 'string'

const loadContractEndpoints = async (): Promise<EndpointDefinition[]> => {
  const endpoints: EndpointDefinition[] = []
  const files = readdirSync(contractDir).filter((file) => file.endsWith('.endpoints.ts'))
  for (const file of files) {
    const module: Record<string, unknown> = await import(new URL(file, contractDir).href)
    for (const group of Object.values(module)) {
      if (typeof group !== 'object' || group === null) continue
      for (const endpoint of Object.values(group)) if (isEndpoint(endpoint)) endpoints.push(endpoint)
    }
  }
  return endpoints
}

// The OpenAPI path of a Fastify path: `/a/:id` is `/a/{id}`.
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')
const routeName = (method: string, path: string) => `${method.toUpperCase()} ${path}`

interface OpenApiDocument {
  paths: Record<string, Record<string, { summary?: string; security?: unknown[] }>>
}

// An address for the endpoint with every parameter filled, and a body no endpoint accepts.
const signedOutCall = (endpoint: EndpointDefinition) => ({
  method: endpoint.method,
  url: endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '1'),
  ...(endpoint.method === 'GET' ? {} : { payload: { notAField: ['x'.repeat(64)] } }),
})

let t: TestApp
let document: OpenApiDocument
let served: Map<string, string | undefined>
let declared: EndpointDefinition[]

beforeAll(async () => {
  t = await startTestApp()
  document = (await t.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>()
  served = new Map(
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => [routeName(method, path), operation.summary]),
    ),
  )
  declared = await loadContractEndpoints()
})

afterAll(async () => {
  await t.close()
})

describe('the endpoint table in the contract', () => {
  it('declares every route the server serves', () => {
    const names = new Set(declared.map((endpoint) => routeName(endpoint.method, openApiPath(endpoint.path))))
    expect([...served.keys()].filter((name) => !names.has(name))).toEqual([])
  })

  it('is served route for route, each registered from its declaration', () => {
    const missing = declared.filter(
      (endpoint) => served.get(routeName(endpoint.method, openApiPath(endpoint.path))) !== endpoint.summary,
    )
    expect(missing.map((endpoint) => routeName(endpoint.method, endpoint.path))).toEqual([])
  })

  it('declares each method and path once', () => {
    const names = declared.map((endpoint) => routeName(endpoint.method, endpoint.path))
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
  })
})

describe('who may call an endpoint, declared beside it in the contract', () => {
  it('turns away a signed-out caller from every endpoint not declared public, before reading what was sent', async () => {
    const closed = declared.filter((endpoint) => accessOf(endpoint) !== 'public')
    expect(closed.length).toBeGreaterThan(100)
    const wrong: string[] = []
    for (const endpoint of closed) {
      const response = await t.app.inject(signedOutCall(endpoint))
      // A beta admin's page is, to anyone else, a route that does not exist.
      const expected = accessOf(endpoint) === 'betaAdmin' ? 404 : 401
      if (response.statusCode !== expected)
        wrong.push(`${routeName(endpoint.method, endpoint.path)} answered ${response.statusCode}`)
    }
    expect(wrong).toEqual([])
  })

  it('lets a signed-out caller reach every public endpoint', async () => {
    const open = declared.filter((endpoint) => accessOf(endpoint) === 'public')
    const refused: string[] = []
    for (const endpoint of open) {
      const response = await t.app.inject(signedOutCall(endpoint))
      if (response.statusCode === 401) refused.push(routeName(endpoint.method, endpoint.path))
    }
    expect(refused).toEqual([])
  })

  it('tells API readers which endpoints need no credentials and which take one cookie only', () => {
    const securityOf = (endpoint: EndpointDefinition) =>
      document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()]?.security
    for (const endpoint of declared) {
      const access = accessOf(endpoint)
      if (access === 'public') expect(securityOf(endpoint)).toEqual([])
      else if (access === 'signedIn') expect(securityOf(endpoint)).toBeUndefined()
      else if (access === 'guest') expect(securityOf(endpoint)).toEqual([{ guestCookie: [] }])
      else expect(securityOf(endpoint)).toEqual([{ sessionCookie: [] }])
    }
  })
})
