import type { z } from 'zod'

/**
 * One endpoint, declared once: the server registers its handler from this, the web calls it and keys its
 * queries from it, and the OpenAPI document is generated from the routes built on it (decision 054).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who may call an endpoint, checked by the server before it reads the request (decision 054):
 * - `signedIn` (the default): a browser session or a personal API token, else 401;
 * - `session`: a browser session only (the account's own keys), else 401;
 * - `betaAdmin`: an admin of the beta, else the 404 of a route that does not exist;
 * - `guest`: a guest seat from a board's link (its cookie), else 401; the guest routes resolve the seat;
 * - `public`: anyone; the handler may still read who is signed in.
 */
export type EndpointAccess = 'public' | 'signedIn' | 'session' | 'betaAdmin' | 'guest'

export interface EndpointDefinition {
  readonly method: HttpMethod
  /** The full path, Fastify style: `/api/family-groups/:groupId/members`. */
  readonly path: `/${string}`
  readonly summary: string
  /** A longer note for the API document, when the summary cannot say enough. */
  readonly description?: string
  readonly tags: readonly string[]
  /** Who may call it; absent means `signedIn`, so an endpoint is closed unless it says otherwise. */
  readonly access?: EndpointAccess
  readonly params?: z.ZodType
  readonly query?: z.ZodType
  readonly body?: z.ZodType
  /** Every answer the route sends with a body it declares, by status code. */
  readonly responses: Readonly<Record<number, z.ZodType>>
  /** Request content types other than JSON (uploads). */
  readonly consumes?: readonly string[]
  /** Answer content types other than JSON (archives, calendars, images). */
  readonly produces?: readonly string[]
}

export const accessOf = (endpoint: Pick<EndpointDefinition, 'access'>): EndpointAccess =>
  endpoint.access ?? 'signedIn'

/** Keeps the literal types of a definition so both ends infer params, query, body and answers from it. */
export const defineEndpoint = <const E extends EndpointDefinition>(endpoint: E): E => endpoint

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined

export type EndpointParams<E extends EndpointDefinition> = InputOf<E['params']>
export type EndpointQuery<E extends EndpointDefinition> = InputOf<E['query']>
export type EndpointBody<E extends EndpointDefinition> = InputOf<E['body']>

type SuccessCode = 200 | 201 | 202 | 204
type SuccessSchemaOf<E extends EndpointDefinition> = E['responses'][Extract<
  keyof E['responses'],
  SuccessCode
>]
/** What a 2xx answer parses to. */
export type EndpointAnswer<E extends EndpointDefinition> =
  SuccessSchemaOf<E> extends z.ZodType ? z.output<SuccessSchemaOf<E>> : undefined

const PARAM = /:([A-Za-z0-9_]+)/g

type ParamValues = Readonly<Record<string, unknown>> | undefined

const paramValue = (path: string, params: ParamValues, name: string): string | number => {
  const value = params?.[name]
  if (typeof value === 'string' || typeof value === 'number') return value
  throw new Error(`${path} needs its ${name} parameter`)
}

/** The address of one call: parameters filled in (encoded), the query appended without its empty values. */
export const endpointUrl = (
  endpoint: Pick<EndpointDefinition, 'path'>,
  params?: ParamValues,
  query?: ParamValues,
): string => {
  const path = endpoint.path.replace(PARAM, (_match, name: string) =>
    encodeURIComponent(String(paramValue(endpoint.path, params, name))),
  )
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item))
    else search.append(name, String(value))
  }
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

/**
 * A query key derived from the path: the static part before the first parameter, then each parameter's value
 * and the static parts between them, then the query when there is one. So `/api/family-groups/:groupId/members`
 * with group 5 keys as `['/api/family-groups', 5, 'members']`, and invalidating `['/api/family-groups']`
 * reaches every group's detail and members.
 */
export const endpointKey = (
  endpoint: Pick<EndpointDefinition, 'path'>,
  params?: ParamValues,
  query?: ParamValues,
): readonly unknown[] => {
  const key: unknown[] = []
  let rest: string = endpoint.path
  for (const match of endpoint.path.matchAll(PARAM)) {
    const [whole, name = ''] = match
    const before = rest.slice(0, rest.indexOf(whole)).replace(/^\/|\/$/g, '')
    if (before) key.push(key.length === 0 ? `/${before}` : before)
    key.push(paramValue(endpoint.path, params, name))
    rest = rest.slice(rest.indexOf(whole) + whole.length)
  }
  const tail = rest.replace(/^\/|\/$/g, '')
  if (tail) key.push(key.length === 0 ? `/${tail}` : tail)
  const definedQuery = Object.fromEntries(
    Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  )
  if (Object.keys(definedQuery).length > 0) key.push(definedQuery)
  return key
}
