import { defineEndpoint } from './endpoint'
import { HealthSchema } from './health.schemas'

/** For load balancers and uptime checks: 503 with the same body when something is down. */
export const healthEndpoints = {
  check: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    tags: ['health'],
    access: 'public',
    summary: 'Whether the app, its database and its live-event listener work',
    responses: { 200: HealthSchema, 503: HealthSchema },
  }),
}
