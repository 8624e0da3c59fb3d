import { z } from 'zod'
import { defineEndpoint } from './endpoint'
import { FoodOptionCategoryParamsSchema, FoodOptionSchema } from './voting.schemas'

const tags = ['catalog']

/** The fixed options a vote or an order starts from. */
export const catalogEndpoints = {
  foodOptions: defineEndpoint({
    method: 'GET',
    path: '/api/food-options/:category',
    tags,
    summary: 'Options to vote on: cuisine, cooking or ordering',
    params: FoodOptionCategoryParamsSchema,
    responses: { 200: z.array(FoodOptionSchema) },
  }),
  serviceOptions: defineEndpoint({
    method: 'GET',
    path: '/api/dining-options/service',
    tags,
    summary: 'Dine in, takeout or delivery',
    responses: { 200: z.array(FoodOptionSchema) },
  }),
}
