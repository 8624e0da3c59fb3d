import { GUEST_COOKIE_NAME } from '@forkcast/contract/auth.constants'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '@forkcast/contract/errors'
import { arbitraryFromSchema, type JsonSchema } from './testing/json-schema-arbitrary'
import { registerUser, startTestApp, type TestApp } from './testing/test-app'

/**
 * Every route in the served OpenAPI document, fed generated params, queries and bodies: nothing may
 * answer 500, and every validation 400 must name the field it refuses.
 */

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie'
  name: string
  required?: boolean
  schema: JsonSchema
}
interface Operation {
  method: string
  path: string
  parameters: Parameter[]
  body: JsonSchema | null
}
interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[]
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
      }
    >
  >
}

// Property runs per route; with ~60 routes this keeps the file near 30 s on PGlite.
const RUNS_PER_ROUTE = 20
const BEYOND_DATABASE_INT = 2147483648
const UNSTORABLE_TEXTS = { 'a NUL byte': 'pasta\u0000night', 'a lone surrogate': 'pasta\uD800night' }

let t: TestApp
let cookie: string
let operations: Operation[]

beforeAll(async () => {
  t = await startTestApp({
    // Generated import URLs must fail fast instead of resolving names on a machine without a network.
    importFetch: {
      timeoutMs: 200,
      lookup: () => Promise.reject(new Error('no network in tests')),
    },
    // The fuzzing user is an admin, so admin-only routes validate their input instead of hiding behind a 404.
    env: {
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_EMAIL: '100000',
      ADMIN_EMAILS: 'fuzz-admin@example.com',
    },
  })
  ;({ cookie } = await registerUser(t.app, { email: 'fuzz-admin@example.com' }))
  // And it holds a guest seat's cookie, so the guest routes validate their input before they look the seat up.
  cookie = `${cookie}; ${GUEST_COOKIE_NAME}=fuzz-seat`
  await t.app.inject({
    method: 'POST',
    url: '/api/family-groups',
    headers: { cookie },
    payload: { name: 'Fuzz' },
  })
  const document = (await t.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>()
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema ?? null,
    })),
  )
}, 60_000)
afterAll(() => t.close())

// Live streams never end, so they are only sent requests that must fail validation.
const isStream = (operation: Operation) => operation.path.endsWith('/events')

/** A value the parameter accepts, for the parameters a case does not vary. */
const validValueOf = (parameter: Parameter | undefined) =>
  parameter?.schema.enum?.[0] ?? (parameter?.schema.type === 'string' ? 'abc' : 1)

const buildUrl = (operation: Operation, params: Record<string, unknown>, query: Record<string, unknown>) => {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(
      String(params[name] ?? validValueOf(operation.parameters.find((parameter) => parameter.name === name))),
    ),
  )
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value))
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

async function send(operation: Operation, parts: { params?: object; query?: object; body?: unknown }) {
  const hasBody = operation.body !== null && parts.body !== undefined
  const response = await t.app.inject({
    method: operation.method as 'GET',
    url: buildUrl(operation, { ...parts.params }, { ...parts.query }),
    // Signing out would end the session the other routes need.
    headers: {
      ...(operation.path === '/api/auth/logout' ? {} : { cookie }),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { payload: JSON.stringify(parts.body) } : {}),
  })
  return response
}

function expectNoServerError(operation: Operation, response: { statusCode: number; body: string }) {
  const label = `${operation.method} ${operation.path} answered ${response.statusCode}: ${response.body.slice(0, 300)}`
  if (response.statusCode >= 500) {
    // An outside page that cannot be fetched is a 502/504 by design; anything else is a crash.
    const code = (JSON.parse(response.body) as ErrorBody).code
    expect(code.startsWith('UPSTREAM_'), label).toBe(true)
  }
  if (response.statusCode === 400) {
    const body = JSON.parse(response.body) as ErrorBody
    if (body.code === 'VALIDATION_ERROR') {
      expect(body.issues?.length, label).toBeGreaterThan(0)
      for (const issue of body.issues ?? []) expect(issue.path, label).toMatch(/^[A-Za-z(]/)
    }
  }
}

const parametersIn = (operation: Operation, where: 'path' | 'query') =>
  operation.parameters.filter((parameter) => parameter.in === where)

const recordOf = (parameters: Parameter[]) =>
  fc.record(
    Object.fromEntries(
      parameters.map((parameter) => [parameter.name, arbitraryFromSchema(parameter.schema)]),
    ),
    {
      requiredKeys: parameters
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name),
    },
  )

/** Sends a body exactly as written, for shapes JSON.stringify would not make (or would choke on). */
const sendRaw = (operation: Operation, payload: string) =>
  t.app.inject({
    method: operation.method as 'POST',
    url: buildUrl(operation, {}, {}),
    headers: { cookie, 'content-type': 'application/json' },
    payload,
  })

const takesObjectBody = (operation: Operation) =>
  !isStream(operation) && operation.path !== '/api/auth/logout' && operation.body?.type === 'object'

const nested = (depth: number, inner: string) => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`

const isEnumField = (schema: JsonSchema) =>
  schema.enum !== undefined || (schema.type === 'array' && schema.items?.enum !== undefined)

const issuePaths = (body: string) => ((JSON.parse(body) as ErrorBody).issues ?? []).map((issue) => issue.path)

describe('every route in the OpenAPI document', () => {
  it('lists the routes the fuzzing below covers', () => {
    expect(operations.length).toBeGreaterThan(40)
  })

  it('never answers 500 to generated params, queries and bodies', async () => {
    for (const operation of operations.filter((candidate) => !isStream(candidate))) {
      await fc.assert(
        fc.asyncProperty(
          recordOf(parametersIn(operation, 'path')),
          recordOf(parametersIn(operation, 'query')),
          operation.body ? arbitraryFromSchema(operation.body) : fc.constant(undefined),
          async (params, query, body) => {
            expectNoServerError(operation, await send(operation, { params, query, body }))
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: 20261123 + operation.path.length },
      )
    }
  }, 120_000)

  it('refuses ids beyond the database integer range with a 400 naming the field', async () => {
    let checked = 0
    for (const operation of operations) {
      const integerParameters = operation.parameters.filter(
        (parameter) =>
          (parameter.in === 'path' || parameter.in === 'query') && parameter.schema.type === 'integer',
      )
      for (const parameter of integerParameters) {
        const huge = { [parameter.name]: BEYOND_DATABASE_INT }
        const response = await send(operation, {
          params: parameter.in === 'path' ? huge : {},
          query: parameter.in === 'query' ? huge : {},
          body: {},
        })
        expect(response.statusCode, `${operation.method} ${operation.path} ${parameter.name}`).toBe(400)
        expect(issuePaths(response.body)).toContain(parameter.name)
        checked += 1
      }
      const integerFields = Object.entries(operation.body?.properties ?? {}).filter(
        ([, schema]) => schema.type === 'integer',
      )
      for (const [name] of integerFields) {
        const response = await send(operation, { body: { [name]: BEYOND_DATABASE_INT } })
        expect(response.statusCode, `${operation.method} ${operation.path} ${name}`).toBe(400)
        expect(issuePaths(response.body)).toContain(name)
        checked += 1
      }
    }
    expect(checked).toBeGreaterThan(20)
  })

  for (const [what, text] of Object.entries(UNSTORABLE_TEXTS)) {
    it(`refuses ${what} in every text field, query and path with a 400 naming the field`, async () => {
      let checked = 0
      for (const operation of operations) {
        // A URL cannot carry a lone surrogate (percent-decoding turns it into U+FFFD), only a NUL.
        for (const parameter of text.includes('\u0000') ? operation.parameters : []) {
          if (parameter.schema.type !== 'string' || (parameter.in !== 'path' && parameter.in !== 'query'))
            continue
          const value = { [parameter.name]: text }
          const response = await send(operation, {
            params: parameter.in === 'path' ? value : {},
            query: parameter.in === 'query' ? value : {},
            body: {},
          })
          expect(response.statusCode, `${operation.method} ${operation.path} ${parameter.name}`).toBe(400)
          expect(issuePaths(response.body)).toContain(parameter.name)
          checked += 1
        }
        for (const [name, schema] of Object.entries(operation.body?.properties ?? {})) {
          const isText = schema.type === 'string' && !schema.enum
          const isTextList = schema.type === 'array' && schema.items?.type === 'string' && !schema.items.enum
          if (!isText && !isTextList) continue
          const response = await send(operation, { body: { [name]: isText ? text : [text] } })
          expect(response.statusCode, `${operation.method} ${operation.path} ${name}`).toBe(400)
          expect(issuePaths(response.body).some((path) => path === name || path.startsWith(`${name}.`))).toBe(
            true,
          )
          checked += 1
        }
      }
      expect(checked).toBeGreaterThan(25)
    })
  }

  it('answers a body that is null, a list, text or a number with a 400 saying it must be a JSON object', async () => {
    let checked = 0
    for (const operation of operations.filter(takesObjectBody)) {
      // A route whose body may be left out (null) takes null as no body.
      const acceptsNull = operation.body?.nullable === true
      for (const payload of [
        ...(acceptsNull ? [] : ['null']),
        '[]',
        '[{"name":"x"}]',
        '"dinner"',
        '42',
        'true',
      ]) {
        const response = await sendRaw(operation, payload)
        const label = `${operation.method} ${operation.path} ${payload}: ${response.body.slice(0, 200)}`
        expect(response.statusCode, label).toBe(400)
        expect(response.json<ErrorBody>().message, label).toBe('The request body must be a JSON object.')
        checked += 1
      }
    }
    expect(checked).toBeGreaterThan(100)
  })

  it('answers a body sent as a form, not JSON, with a 415 that says to send JSON', async () => {
    for (const operation of operations.filter(takesObjectBody)) {
      const response = await t.app.inject({
        method: operation.method as 'POST',
        url: buildUrl(operation, {}, {}),
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=Soup',
      })
      const label = `${operation.method} ${operation.path}: ${response.body.slice(0, 200)}`
      expect(response.statusCode, label).toBe(415)
      expect(response.json<ErrorBody>().message, label).toBe('The request body must be sent as JSON')
    }
  })

  it('refuses 5,000 levels of nesting in any field with a 400 in words, and never a 500 below the cap', async () => {
    let checked = 0
    for (const operation of operations.filter(takesObjectBody)) {
      for (const name of Object.keys(operation.body?.properties ?? {})) {
        const deep = await sendRaw(operation, `{"${name}":${nested(5000, '"x"')}}`)
        const label = `${operation.method} ${operation.path} ${name}: ${deep.body.slice(0, 200)}`
        expect(deep.statusCode, label).toBe(400)
        expect(deep.json<ErrorBody>().message, label).toBe('The request body is nested too deeply to read')
        // Just under the cap the body is read, and the field is refused by name.
        const belowCap = await sendRaw(operation, `{"${name}":${nested(60, '"x"')}}`)
        expectNoServerError(operation, belowCap)
        expect(belowCap.statusCode, `${label} (60 levels)`).toBeLessThan(500)
        checked += 1
      }
    }
    expect(checked).toBeGreaterThan(60)
  })

  it('names the field of an unknown list or choice value without echoing a megabyte of it back', async () => {
    const huge = 'a'.repeat(1_000_000)
    let checked = 0
    for (const operation of operations.filter(takesObjectBody)) {
      for (const [name, schema] of Object.entries(operation.body?.properties ?? {})) {
        if (!isEnumField(schema)) continue
        const value = schema.type === 'array' ? [huge] : huge
        const response = await sendRaw(operation, JSON.stringify({ [name]: value }))
        const label = `${operation.method} ${operation.path} ${name}: ${response.body.slice(0, 200)}`
        expect(response.statusCode, label).toBe(400)
        expect(response.body.length, label).toBeLessThan(2000)
        expect(issuePaths(response.body).some((path) => path === name || path.startsWith(`${name}.`))).toBe(
          true,
        )
        checked += 1
      }
    }
    expect(checked).toBeGreaterThan(10)
  })

  it('reads valid JSON with a __proto__ or constructor.prototype key, dropping the key, on every route', async () => {
    for (const operation of operations.filter(takesObjectBody)) {
      for (const payload of [
        '{"__proto__":{"polluted":true}}',
        '{"\\u005f_proto__":{"polluted":true}}',
        '{"constructor":{"prototype":{"polluted":true}}}',
      ]) {
        const response = await sendRaw(operation, payload)
        const label = `${operation.method} ${operation.path} ${payload}: ${response.body.slice(0, 200)}`
        expectNoServerError(operation, response)
        expect(response.statusCode, label).toBeLessThan(500)
        expect(response.body, label).not.toMatch(/not valid JSON/)
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
