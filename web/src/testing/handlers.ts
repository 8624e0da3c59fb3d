import { http, HttpResponse } from 'msw'
import type { CalendarFeedStatus } from '@forkcast/contract/calendar-feed.schemas'
import type { FavoriteRestaurant } from '@forkcast/contract/favorites.schemas'
import type { FamilyGroup } from '@forkcast/contract/groups.schemas'
import type { GroupAllergies, Recipe } from '@forkcast/contract/recipes.schemas'
import type { SubscriptionInfo, Tiers } from '@forkcast/contract/subscriptions.schemas'
import type { User } from '@forkcast/contract/users.schemas'
import type { ActiveSession } from '@forkcast/contract/voting.schemas'
import type { Webhook } from '@forkcast/contract/webhooks.schemas'
import { buildSubscriptionInfo, buildTiers, buildUser } from './data'
import { server } from './server'

interface SignedInOptions {
  user?: Partial<User>
  groups?: FamilyGroup[]
  /** The boards under way in the user's groups; none unless a test says otherwise. */
  sessions?: ActiveSession[]
  subscription?: Partial<SubscriptionInfo>
}

/** A signed-in user with the given groups, as the dashboard's first requests see it. */
export const mockSignedIn = ({ user, groups = [], sessions = [], subscription }: SignedInOptions = {}) => {
  const signedInUser = buildUser({ familyGroups: groups, ...user })
  server.use(
    // Each answer is typed by the contract, so a contract change breaks the test build here first.
    http.get<never, never, User>('/api/auth/user', () => HttpResponse.json(signedInUser)),
    http.get<never, never, FamilyGroup[]>('/api/family-groups', () => HttpResponse.json(groups)),
    http.get<never, never, SubscriptionInfo>('/api/subscription/info', () =>
      HttpResponse.json(buildSubscriptionInfo(subscription)),
    ),
    http.get<never, never, Tiers>('/api/subscription/tiers', () => HttpResponse.json(buildTiers())),
    http.get<never, never, ActiveSession[]>('/api/user/active-elimination-sessions', () =>
      HttpResponse.json(sessions),
    ),
    // Nobody allergic unless a test says otherwise.
    http.get<never, never, GroupAllergies>('/api/recipes/group-allergies', () =>
      HttpResponse.json({ members: [] }),
    ),
    // The Recipes page's Browse gallery is empty unless a test says otherwise.
    http.get<never, never, Recipe[]>('/api/recipes/general', () => HttpResponse.json([])),
    // An owner's group page lists its webhooks: none unless a test says otherwise.
    http.get<never, never, Webhook[]>('/api/groups/:groupId/webhooks', () => HttpResponse.json([])),
    // No saved restaurants and no calendar link, as for a new account.
    http.get<never, never, FavoriteRestaurant[]>('/api/favorite-restaurants', () => HttpResponse.json([])),
    http.get<never, never, CalendarFeedStatus>('/api/groups/:groupId/calendar-feed', () =>
      HttpResponse.json({ isActive: false, createdAt: null }),
    ),
    // No passkeys, as for a new account.
    http.get('/api/passkeys', () => HttpResponse.json({ passkeys: [] })),
  )
  return signedInUser
}
