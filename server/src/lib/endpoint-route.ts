import type { FastifyInstance, FastifyRequest } from 'fastify'
import { accessOf, type EndpointAccess, type EndpointDefinition } from '@forkcast/contract/endpoint'
import { checkAccess } from './endpoint-access'

/** The Fastify schema of an endpoint, with the types the zod type provider reads request and reply from. */
interface EndpointSchema<E extends EndpointDefinition> {
  tags: string[]
  summary: string
  description?: string
  params: E['params']
  querystring: E['query']
  body: E['body']
  response: E['responses']
  consumes?: string[]
  produces?: string[]
  security?: Array<Record<string, string[]>>
}

// The document's default (a token or the session cookie) fits `signedIn`; the others say what they take.
const SECURITY_OF: Record<EndpointAccess, Array<Record<string, string[]>> | undefined> = {
  signedIn: undefined,
  public: [],
  session: [{ sessionCookie: [] }],
  betaAdmin: [{ sessionCookie: [] }],
  guest: [{ guestCookie: [] }],
}

/**
 * The method, address, schema and access check of a contract endpoint, ready to spread into `app.route` beside the handler:
 * `app.route({ ...endpointRoute(app, favoriteEndpoints.list), handler })`. The address is the endpoint's full
 * path without the prefix the plugin was registered under, so a path that does not fit the prefix fails at start.
 */
export const endpointRoute = <const E extends EndpointDefinition>(app: FastifyInstance, endpoint: E) => {
  const access = accessOf(endpoint)
  if (!endpoint.path.startsWith(app.prefix))
    throw new Error(`${endpoint.method} ${endpoint.path} is registered under ${app.prefix}`)
  const schema: EndpointSchema<E> = {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    description: endpoint.description,
    params: endpoint.params as E['params'],
    querystring: endpoint.query as E['query'],
    body: endpoint.body as E['body'],
    response: endpoint.responses as E['responses'],
    consumes: endpoint.consumes ? [...endpoint.consumes] : undefined,
    produces: endpoint.produces ? [...endpoint.produces] : undefined,
    security: SECURITY_OF[access],
  }
  // Parts the endpoint leaves out are left out, not set to undefined (Fastify warns about those); an endpoint
  // that declares no answer keeps Fastify's default response in the OpenAPI document.
  for (const [key, value] of Object.entries(schema))
    if (value === undefined || (key === 'response' && Object.keys(endpoint.responses).length === 0))
      Reflect.deleteProperty(schema, key)
  return {
    method: endpoint.method,
    // The bare prefix only: '/' would also register the path with a trailing slash.
    url: endpoint.path.slice(app.prefix.length),
    schema,
    // Who may call it is checked here, once for every route, before the body is read.
    onRequest: async (request: FastifyRequest) => checkAccess(access, request),
  }
}
