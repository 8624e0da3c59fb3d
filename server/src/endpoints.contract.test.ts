import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EndpointDefinition } from '@forkcast/contract/endpoint'
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
  paths: Record<string, Record<string, { summary?: string }>>
}

let t: TestApp
let served: Map<string, string | undefined>
let declared: EndpointDefinition[]

beforeAll(async () => {
  t = await startTestApp()
  const document = (await t.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>()
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
