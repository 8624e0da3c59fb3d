import { http, HttpResponse } from 'msw'
import type { FamilyGroup } from '@forkcast/contract/groups.schemas'
import type { User } from '@forkcast/contract/users.schemas'
import type { SubscriptionInfo } from '@forkcast/contract/subscriptions.schemas'
import { buildSubscriptionInfo, buildTiers, buildUser } from './data'
import { server } from './server'

interface SignedInOptions {
  user?: Partial<User>
  groups?: FamilyGroup[]
  /** The active-sessions answer; omitted means the endpoint does not exist yet (404). */
  sessions?: unknown[]
  subscription?: Partial<SubscriptionInfo>
}

/** A signed-in user with the given groups, as the dashboard's first requests see it. */
export const mockSignedIn = ({ user, groups = [], sessions, subscription }: SignedInOptions = {}) => {
  const signedInUser = buildUser({ familyGroups: groups, ...user })
  server.use(
    http.get('/api/auth/user', () => HttpResponse.json(signedInUser)),
    http.get('/api/family-groups', () => HttpResponse.json(groups)),
    http.get('/api/subscription/info', () => HttpResponse.json(buildSubscriptionInfo(subscription))),
    http.get('/api/subscription/tiers', () => HttpResponse.json(buildTiers())),
    http.get('/api/user/active-elimination-sessions', () =>
      sessions
        ? HttpResponse.json(sessions)
        : HttpResponse.json({ message: 'No route', code: 'NOT_FOUND' }, { status: 404 }),
    ),
    // Nobody allergic unless a test says otherwise.
    http.get('/api/recipes/group-allergies', () => HttpResponse.json({ members: [] })),
  )
  return signedInUser
}
