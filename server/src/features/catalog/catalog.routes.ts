import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { FoodOptionCategoryParamsSchema, FoodOptionSchema } from '@forkcast/contract/voting.schemas'
import { requireUser } from '../../plugins/auth'
import { getFoodOptions, SERVICE_OPTIONS } from './catalog.service'

const tags = ['catalog']

export const foodOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:category',
    {
      schema: {
        tags,
        summary: 'Options to vote on: cuisine, cooking or ordering',
        params: FoodOptionCategoryParamsSchema,
        response: { 200: z.array(FoodOptionSchema) },
      },
    },
    async (request) => {
      requireUser(request)
      return getFoodOptions(request.params.category)
    },
  )
}

export const diningOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/service',
    {
      schema: { tags, summary: 'Dine in, takeout or delivery', response: { 200: z.array(FoodOptionSchema) } },
    },
    async (request) => {
      requireUser(request)
      return SERVICE_OPTIONS
    },
  )
}
