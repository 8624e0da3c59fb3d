import { z } from 'zod'

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  dialect: z.enum(['pglite', 'postgres']),
  /** Live events: 'reconnecting' while the database connection that delivers them is being re-established. */
  liveEvents: z.enum(['listening', 'reconnecting']),
  uptimeSeconds: z.number(),
})
export type Health = z.infer<typeof HealthSchema>
