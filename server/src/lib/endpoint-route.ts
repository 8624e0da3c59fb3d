import type { FastifyInstance } from 'fastify'
import type { EndpointDefinition } from '@forkcast/contract/endpoint'

/**
 * The method, address and schema of a contract endpoint, ready to spread into `app.route` beside the handler:
 * `app.route({ ...endpointRoute(app, favoriteEndpoints.list), handler })`. The address is the endpoint's full
 * path without the prefix the plugin was registered under, so a path that does not fit the prefix fails at start.
 */
export const endpointRoute = <const E extends EndpointDefinition>(app: FastifyInstance, endpoint: E) => {
  if (!endpoint.path.startsWith(app.prefix))
    throw new Error(`${endpoint.method} ${endpoint.path} is registered under ${app.prefix}`)
  return {
    method: endpoint.method,
    // The bare prefix only: '/' would also register the path with a trailing slash.
    url: endpoint.path.slice(app.prefix.length),
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      params: endpoint.params as E['params'],
      querystring: endpoint.query as E['query'],
      body: endpoint.body as E['body'],
      response: endpoint.responses as E['responses'],
      ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
    },
  }
}
