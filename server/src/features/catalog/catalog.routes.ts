import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { catalogEndpoints } from '@forkcast/contract/catalog.endpoints'
import { endpointRoute } from '../../lib/endpoint-route'
import { getFoodOptions, SERVICE_OPTIONS } from './catalog.service'

export const foodOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, catalogEndpoints.foodOptions),
    handler: async (request) => getFoodOptions(request.params.category),
  })
}

export const diningOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, catalogEndpoints.serviceOptions),
    handler: async () => SERVICE_OPTIONS,
  })
}
