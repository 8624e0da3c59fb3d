import { http, HttpResponse } from 'msw'
import { toast } from 'sonner'
import { act, renderHook, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ErrorBody } from '@forkcast/contract/errors'
import { isUpgradeError } from '@/components/upgrade-prompt'
import { describeMutationError } from '@/lib/mutation-errors'
import { server } from '@/testing/server'
import { PageProviders } from '@/testing/render'

// Every hook module of every feature, found by the file layout so a new one is walked without being listed here.
const API_MODULES = import.meta.glob<Record<string, unknown>>(
  ['../features/*/api/*.ts', '!../features/*/api/*.test.ts'],
  { eager: true },
)

type Hook = (...args: unknown[]) => unknown

/** `groups/create-group:useCreateGroup` for ../features/groups/api/create-group.ts's useCreateGroup. */
const hookKey = (path: string, name: string) =>
  `${path.replace('../features/', '').replace('/api/', '/').replace(/\.ts$/, '')}:${name}`

const EXPORTED_HOOKS = Object.entries(API_MODULES).flatMap(([path, module]) =>
  Object.entries(module)
    .filter(([name, value]) => /^use[A-Z]/.test(name) && typeof value === 'function')
    .map(([name, value]) => ({ key: hookKey(path, name), hook: value as Hook })),
)

interface MutationCase {
  /** The hook's own arguments (ids, options), when it takes any. */
  args?: unknown[]
  /** A minimal input for mutate. */
  variables?: unknown
  /** The hook's screen shows the failure itself (meta errorShownInline 'all'); the hook's error must carry it. */
  isShownInline?: boolean
  /** The hook's screen shows the upgrade offer itself (meta errorShownInline 'upgrade'). */
  isUpgradeShownInline?: boolean
}

/** Every mutation hook in web/src/features/*\/api with what it needs; a new one must be added here. */
const MUTATIONS: Record<string, MutationCase> = {
  'account/account:useChangePassword': {
    variables: { currentPassword: 'old secret', newPassword: 'new secret' },
  },
  'account/account:useChangeEmail': { variables: { newEmail: 'maria@example.com', password: 'secret' } },
  'account/account:useEndSession': { variables: 'session-1' },
  'account/account:useDeleteAccount': { variables: 'secret' },
  'account/passkeys:useAddPasskey': { variables: 'Kitchen tablet', isShownInline: true },
  'account/passkeys:useRemovePasskey': { variables: '0b6f1f4e-8a43-4a55-9d2e-6d1f3a0c2b71' },
  'auth/passkey-sign-in:usePasskeySignIn': {},
  'account/recovery:useForgotPassword': { variables: 'maria@example.com', isShownInline: true },
  'account/recovery:useResetPassword': { variables: { token: 't', password: 'secret' }, isShownInline: true },
  'account/recovery:useConfirmEmailChange': { variables: 't', isShownInline: true },
  'auth/email-auth:useEmailAuth': { variables: { email: 'maria@example.com', password: 'secret' } },
  'auth/email-auth:useRegister': {
    variables: { email: 'maria@example.com', password: 'secret', firstName: 'Maria' },
  },
  'api-tokens/api-tokens:useCreateApiToken': {
    variables: { name: 'Kitchen display', scope: 'read' },
    isShownInline: true,
  },
  'api-tokens/api-tokens:useRevokeApiToken': { variables: 4 },
  'auth/email-auth:useConfirmRegistration': { variables: 't', isShownInline: true },
  'beta/beta-testers:useAddBetaTester': { variables: { email: 'sofia@example.com', accessLevel: 'premium' } },
  'favorites/favorites:useAddFavorite': { variables: { placeId: 'place-1', name: 'Casa Garcia' } },
  'calendar-feed/calendar-feed:useCreateCalendarFeed': { args: [3] },
  'calendar-feed/calendar-feed:useTurnOffCalendarFeed': { args: [3] },
  'favorites/favorites:useRemoveFavorite': {
    variables: { id: 7, placeId: 'place-1', name: 'Casa Garcia' },
  },
  'favorites/favorites:useUpdateFavoriteNotes': { variables: { id: 7, notes: 'Ask for the patio' } },
  'groups/create-group:useCreateGroup': { variables: 'The Garcias', isShownInline: true },
  'groups/join-group:useJoinGroup': { variables: 'ABCD2345' },
  'groups/leave-group:useLeaveGroup': { variables: 3 },
  'groups/regenerate-invite-code:useRegenerateInviteCode': { args: [3] },
  'groups/remove-member:useRemoveMember': { args: [3], variables: 9 },
  'groups/rename-group:useRenameGroup': { args: [3], variables: 'The Garcia Family' },
  'imports/import-app-export:useImportAppExport': {
    variables: { file: new Blob(['{}']), validateOnly: true },
    isShownInline: true,
  },
  'imports/import-recipe:useImportRecipe': { variables: { url: 'https://example.com/soup' } },
  'imports/upload-recipes:useUploadRecipes': {
    variables: { content: 'title\nSoup', fileType: 'csv', validateOnly: false },
  },
  'planning/add-to-week:useAddToWeek': {
    variables: {
      groupId: 3,
      weekStartDate: '2026-11-23',
      meal: { recipeId: 7, dayOfWeek: 2, mealType: 'dinner', servings: 4 },
    },
  },
  'recipes/share-recipe:useShareRecipe': { args: [7] },
  'recipes/share-recipe:useStopSharing': { args: [7], variables: 'share-token-abcdefghijklmnopqrstuvwxyz' },
  'planning/grocery-lists:useCheckItem': { args: [5], variables: { itemId: 1, checked: true } },
  'planning/grocery-lists:useAddGroceryItem': {
    args: [5],
    variables: { name: 'Paper towels' },
    isShownInline: true,
  },
  'planning/grocery-lists:useRemoveGroceryItem': { args: [5], variables: 1 },
  'planning/shopping-list:useAddToShoppingList': { variables: { groupId: 3, recipeId: 7 } },
  'planning/shopping-list:useRemoveFromShoppingList': { args: [3], variables: 7 },
  'planning/smart-meals:useRecommendations': { variables: { groupId: 3 }, isShownInline: true },
  'planning/smart-meals:useCreateGroceryList': { variables: { groupId: 3, recipeIds: [1], servings: 4 } },
  'planning/weekly-plans:useCreatePlan': { variables: { groupId: 3, weekStartDate: '2026-11-23' } },
  'planning/weekly-plans:useAddMeal': {
    args: [4],
    variables: { recipeId: 1, dayOfWeek: 0, mealType: 'dinner' },
  },
  'planning/weekly-plans:useRemoveMeal': { variables: 1 },
  'planning/weekly-plans:useCompleteMeal': { variables: { mealId: 1, completed: true } },
  'planning/weekly-plans:useGeneratePlanGroceryList': { variables: 4 },
  'recipes/recipe-mutations:useCreateRecipe': { variables: { title: 'Soup' } },
  'recipes/recipe-mutations:useUpdateRecipe': { variables: { recipeId: 1, input: { title: 'Soup' } } },
  'recipes/recipe-mutations:useDeleteRecipe': { variables: 1 },
  'recipes/recipe-mutations:useSaveRecipe': { variables: 1 },
  'recipes/recipe-mutations:useUnsaveRecipe': { variables: 1 },
  'recipes/recipe-mutations:useRateRecipe': { variables: { recipeId: 1, rating: 4 } },
  'recipes/recipe-photo:useUploadRecipePhoto': {
    variables: { recipeId: 1, file: new File(['photo'], 'dinner.jpg', { type: 'image/jpeg' }) },
    isShownInline: true,
  },
  'recipes/recipe-photo:useRemoveRecipePhoto': { variables: 1, isShownInline: true },
  'recipes/review-allergens:useReviewAllergens': {
    variables: { recipeId: 1, allergens: ['peanuts'] },
    isShownInline: true,
  },
  'subscriptions/cancel-subscription:useCancelSubscription': {},
  'subscriptions/create-checkout:useCreateCheckout': { variables: { tier: 'plus' } },
  'subscriptions/resume-subscription:useResumeSubscription': { args: ['Plus'] },
  'subscriptions/set-plan-cover:useSetPlanCover': { variables: { groupId: 3 } },
  'subscriptions/test-checkout:useFinishTestCheckout': { args: ['checkout-1'], variables: 'pay' },
  'users/finish-onboarding:useFinishOnboarding': { variables: { steps: [] } },
  'users/update-allergies:useUpdateAllergies': { variables: { allergies: ['peanuts'], sensitivities: [] } },
  'users/update-food-preferences:useUpdateFoodPreferences': { variables: { excludedFoodTypes: [] } },
  'users/update-safety-scope:useUpdateSafetyScope': { variables: 'me' },
  'users/update-unit-system:useUpdateUnitSystem': { variables: 'metric' },
  'users/update-language:useUpdateLanguage': { variables: 'es' },
  'users/update-meal-preferences:useUpdateMealPreferences': { variables: { cookingSkillLevel: 'beginner' } },
  'voting/board-options:useAddOption': { args: [11], variables: { recipeId: 7 }, isShownInline: true },
  'voting/session-board:useBoardAction': {
    args: [11, { isLive: true }],
    variables: { action: 'eliminate', optionId: 'italian' },
  },
  'voting/session-board:useResetSession': { args: [11] },
  'voting/guest-board:useJoinAsGuest': {
    args: ['guest-token-abcdefghijklmnop'],
    variables: { firstName: 'Grandma', allergies: ['peanuts'] },
    isShownInline: true,
  },
  'voting/guest-board:useGuestBoardAction': {
    args: [{ isLive: true }],
    variables: { action: 'eliminate', optionId: 'italian' },
  },
  'voting/guest-link:useCreateGuestLink': { args: [11], isShownInline: true },
  'voting/guest-link:useEndGuestLink': { args: [11] },
  'webhooks/webhooks:useCreateWebhook': {
    args: [3],
    variables: { url: 'https://hooks.example/forkcast', events: ['plan.changed'] },
  },
  'webhooks/webhooks:useDeleteWebhook': { args: [3], variables: 5 },
  'webhooks/webhooks:useSendTestEvent': { args: [3], variables: 5 },
}

// The mutation hooks there were when this test was written; fewer found means the walk lost some.
const MUTATION_HOOKS_AT_LEAST = 52

interface MutationLike {
  mutate: (variables: unknown) => void
  isError: boolean
  error: unknown
}

const isMutation = (value: unknown): value is MutationLike =>
  typeof value === 'object' && value !== null && 'mutate' in value && 'mutateAsync' in value

const findHook = (key: string) => {
  const found = EXPORTED_HOOKS.find((entry) => entry.key === key)
  if (!found) throw new Error(`${key} is not exported`)
  return found.hook
}

// A listed hook another change has not brought in yet (or has removed) is not walked; the count above guards the walk.
const LISTED_AND_EXPORTED = Object.entries(MUTATIONS).filter(([key]) =>
  EXPORTED_HOOKS.some((entry) => entry.key === key),
)

const renderMutationHook = (key: string, { args = [] }: MutationCase) => {
  const hook = findHook(key)
  // Through the app's providers: its query client reports failures, its toaster shows them.
  return renderHook(
    () => {
      const mutation = hook(...args)
      if (!isMutation(mutation)) throw new Error(`${key} does not return a mutation`)
      return mutation
    },
    { wrapper: PageProviders },
  )
}

const answerEveryRequestWith = (status: number, body: ErrorBody) =>
  server.use(http.all<never, never, ErrorBody>('*', () => HttpResponse.json(body, { status })))

const failMutation = async (key: string, mutationCase: MutationCase) => {
  const { result } = renderMutationHook(key, mutationCase)
  act(() => result.current.mutate(mutationCase.variables))
  await waitFor(() => expect(result.current.isError).toBe(true))
  return result.current.error
}

const LIMIT_MESSAGE = 'Your Free plan allows 1 family group. Plus allows 5.'

describe('every mutation hook', () => {
  afterEach(() => toast.dismiss())

  it('is found by the walk and listed with what it needs', () => {
    // Query hooks fetch as they render: any answer will do.
    answerEveryRequestWith(409, { message: 'Server says no', code: 'CONFLICT' })
    const mutationKeys: string[] = []
    const unrenderable: string[] = []
    for (const { key, hook } of EXPORTED_HOOKS) {
      try {
        const { result, unmount } = renderHook(() => hook(...(MUTATIONS[key]?.args ?? [])), {
          wrapper: PageProviders,
        })
        if (isMutation(result.current)) mutationKeys.push(key)
        unmount()
      } catch (error) {
        // A query hook that needs its arguments to render is not walked; a mutation hook must be listed with them.
        if (/Mutation/.test(String(hook))) unrenderable.push(`${key}: ${String(error)}`)
      }
    }
    expect(unrenderable).toEqual([])
    expect(mutationKeys.length).toBeGreaterThanOrEqual(MUTATION_HOOKS_AT_LEAST)
    expect(mutationKeys.sort()).toEqual(LISTED_AND_EXPORTED.map(([key]) => key).sort())
  })

  it.each(LISTED_AND_EXPORTED)('%s shows the server’s message', async (key, mutationCase) => {
    answerEveryRequestWith(409, { message: 'Server says no', code: 'CONFLICT' })
    const error = await failMutation(key, mutationCase)
    if (mutationCase.isShownInline) expect(describeMutationError(error)).toBe('Server says no')
    else expect(await screen.findByText('Server says no')).toBeInTheDocument()
  })

  it.each(LISTED_AND_EXPORTED)('%s offers the plans past a limit', async (key, mutationCase) => {
    answerEveryRequestWith(403, { message: LIMIT_MESSAGE, code: 'LIMIT_REACHED' })
    const error = await failMutation(key, mutationCase)
    if (mutationCase.isShownInline || mutationCase.isUpgradeShownInline) {
      expect(isUpgradeError(error)).toBe(true)
      return
    }
    expect(await screen.findByText(LIMIT_MESSAGE)).toBeInTheDocument()
    // The plans page remembers where the limit stopped the person (here the dashboard), to return there.
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/subscription?returnTo=%2F',
    )
  })
})
