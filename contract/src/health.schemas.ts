import { z } from 'zod'

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  dialect: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
})
export type Health = z.infer<typeof HealthSchema>
