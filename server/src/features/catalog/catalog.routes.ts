import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { catalogEndpoints } from '@forkcast/contract/catalog.endpoints'
import { endpointRoute } from '../../lib/endpoint-route'
import { requireUser } from '../../plugins/auth'
import { getFoodOptions, SERVICE_OPTIONS } from './catalog.service'

export const foodOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, catalogEndpoints.foodOptions),
    handler: async (request) => {
      requireUser(request)
      return getFoodOptions(request.params.category)
    },
  })
}

export const diningOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, catalogEndpoints.serviceOptions),
    handler: async (request) => {
      requireUser(request)
      return SERVICE_OPTIONS
    },
  })
}
