import type { FamilyGroup, GroupMember } from '@forkcast/contract/groups.schemas'
import type { SubscriptionInfo, Tiers } from '@forkcast/contract/subscriptions.schemas'
import type { User } from '@forkcast/contract/users.schemas'
import type { ActiveSession } from '@forkcast/contract/voting.schemas'

/** Test builders: complete API shapes with overridable fields. */
export const buildUser = (overrides: Partial<User> = {}): User => ({
  id: 1,
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Garcia',
  phoneNumber: '555-0100',
  address: null,
  city: null,
  state: null,
  zipCode: null,
  profileImageUrl: null,
  timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  safetyScope: 'household',
  unitSystem: 'us',
  language: 'en',
  lastPreferencesReset: null,
  onboardingCompleted: true,
  needsOnboarding: false,
  onboardingSteps: [],
  excludedFoodTypes: [],
  allergies: [],
  sensitivities: [],
  cookingSkillLevel: 'beginner',
  preferredPrepTime: 30,
  dietaryGoals: [],
  healthPreferences: [],
  fridgeInventory: [],
  cuisinePreferences: [],
  locationEnabled: false,
  latitude: null,
  longitude: null,
  familyGroups: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
})

export const buildGroup = (overrides: Partial<FamilyGroup> = {}): FamilyGroup => ({
  id: 10,
  name: 'The Garcias',
  inviteCode: 'ABCD2345',
  memberCount: 1,
  ownerId: 1,
  isOwner: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
})

export const buildMember = (overrides: Partial<GroupMember> = {}): GroupMember => ({
  id: 1,
  userId: 1,
  firstName: 'Ana',
  lastName: 'Garcia',
  email: 'ana@example.com',
  profileImageUrl: null,
  initials: 'AG',
  isOwner: true,
  joinedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
})

/** The plans as the server's defaults describe them (server/src/features/subscriptions/tiers.ts). */
export const buildTiers = (): Tiers => ({
  free: {
    name: 'Free',
    price: 0,
    limits: { familyGroups: 1, recipeSearches: 20, restaurantSearches: 5 },
    features: ['1 family group'],
  },
  plus: {
    name: 'Plus',
    price: 4.99,
    limits: { familyGroups: 3, recipeSearches: 100, restaurantSearches: 30 },
    features: ['Smart Meal Planner', 'AI Recommendations'],
  },
  premium: {
    name: 'Premium',
    price: 9.99,
    limits: { familyGroups: 999, recipeSearches: 999, restaurantSearches: 999 },
    features: ['Weekly meal plans'],
  },
})

export const buildSubscriptionInfo = (overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo => ({
  tier: 'free',
  status: 'none',
  usage: { familyGroups: 0, recipeSearches: 0, restaurantSearches: 0 },
  limits: buildTiers().free.limits,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  canManageBeta: false,
  isTestMode: true,
  covers: null,
  coveredBy: null,
  ...overrides,
})

/** A decision under way in a group, as the dashboard's active-sessions answer lists it. */
export const buildActiveSession = (overrides: Partial<ActiveSession> = {}): ActiveSession => ({
  id: 77,
  groupId: 10,
  category: 'cuisine',
  status: 'open',
  eliminations: 0,
  preferences: 0,
  choices: 0,
  decision: null,
  updatedAt: '2026-11-23T18:00:00Z',
  voters: [],
  voterIds: [],
  roundStartedBy: null,
  roundStartedAt: null,
  cuisineId: null,
  serviceType: null,
  decidedLabel: null,
  ...overrides,
})
