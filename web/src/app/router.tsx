import { useState, type ComponentType } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  createBrowserRouter,
  RouterProvider,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router'
import type { User } from '@forkcast/contract/users.schemas'
import { FullPageSpinner } from '@/components/ui/full-page-spinner'
import { paths } from '@/config/paths'
import { GROUP_ID_PARAM } from '@/lib/decision-group'
import { AppRoot, RouteErrorPage, useSignedInUser, type RouteHandle } from './app-root'
import { LandingPage } from './routes/landing'
import { NotFoundPage } from './routes/not-found'
import { useUser } from '@/features/auth/api/get-user'
import { recordSavedAtOf } from '@/features/pwa/saved-at'
import { routePrefetches } from './route-prefetches'

type Lazy = NonNullable<RouteObject['lazy']>

/** A page loaded on demand, shown as it is. */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): Lazy =>
  async () => ({ Component: pick(await load()) })

/** A page loaded on demand that takes the signed-in user (its route is for the signed-in only). */
const userPage =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType<{ user: User }>): Lazy =>
  async () => {
    const Page = pick(await load())
    const WithUser = () => <Page user={useSignedInUser()} />
    return { Component: WithUser }
  }

/** A page whose look depends on whether someone is signed in (the join and beta invite links). */
const eitherPage =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType<{ isSignedIn: boolean }>): Lazy =>
  async () => {
    const Page = pick(await load())
    const ForAnyone = () => <Page isSignedIn={Boolean(useUser().data)} />
    return { Component: ForAnyone }
  }

/** A loader starts again for a new page or another group, not when a page changes its own query (servings). */
const onNewPageOrGroup: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname ||
  currentUrl.searchParams.get(GROUP_ID_PARAM) !== nextUrl.searchParams.get(GROUP_ID_PARAM)

const signedIn: RouteHandle = { audience: 'signed-in' }
const signedOut: RouteHandle = { audience: 'signed-out' }
const anyone: RouteHandle = { audience: 'anyone' }

const loadDashboard = () => import('./routes/dashboard')
const loadRecovery = () => import('./routes/account-recovery')
const loadSubscription = () => import('./routes/subscription')

/** Signed out, the home page is the landing page (in the first bundle); signed in, it is the dashboard. */
const HomeRoute = ({ Dashboard }: { Dashboard: ComponentType<{ user: User }> }) => {
  const { data: user } = useUser()
  return user ? <Dashboard user={user} /> : <LandingPage />
}

/**
 * Every page of the app as data: its address, who may see it (`handle.audience`), its code loaded on demand
 * (`lazy`), and a loader that starts its data through the query client while that code loads.
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => {
  const prefetch = routePrefetches(queryClient)
  return [
    {
      id: 'root',
      Component: AppRoot,
      HydrateFallback: FullPageSpinner,
      ErrorBoundary: RouteErrorPage,
      children: [
        // A guest link or a shared recipe opens the same for everyone: no shell, no onboarding.
        {
          path: paths.guestBoard.path,
          handle: { audience: 'anyone', bare: true } satisfies RouteHandle,
          lazy: page(
            () => import('./routes/guest-board'),
            (module) => module.GuestBoardPage,
          ),
        },
        {
          path: paths.sharedRecipe.path,
          handle: { audience: 'anyone', bare: true } satisfies RouteHandle,
          loader: prefetch.sharedRecipe,
          shouldRevalidate: onNewPageOrGroup,
          lazy: page(
            () => import('./routes/shared-recipe'),
            (module) => module.SharedRecipePage,
          ),
        },
        {
          path: paths.home.path,
          handle: anyone,
          // The landing page is in the first bundle; the dashboard's code is fetched only for the signed-in.
          lazy: async () => {
            const { DashboardPage } = await loadDashboard()
            const Home = () => <HomeRoute Dashboard={DashboardPage} />
            return { Component: Home }
          },
        },
        {
          path: paths.accountDashboard.path,
          handle: signedIn,
          lazy: userPage(loadDashboard, (module) => module.DashboardPage),
        },
        {
          path: paths.join.path,
          handle: anyone,
          lazy: eitherPage(
            () => import('./routes/join'),
            (module) => module.JoinPage,
          ),
        },
        {
          path: paths.betaInvite.path,
          handle: anyone,
          lazy: eitherPage(
            () => import('./routes/beta-invite'),
            (module) => module.BetaInvitePage,
          ),
        },
        {
          path: paths.subscription.path,
          handle: anyone,
          lazy: async () => {
            const { SubscriptionPage, SignedOutSubscriptionPage } = await loadSubscription()
            const Subscription = () => (useUser().data ? <SubscriptionPage /> : <SignedOutSubscriptionPage />)
            return { Component: Subscription }
          },
        },
        {
          path: paths.forgotPassword.path,
          handle: signedOut,
          lazy: page(loadRecovery, (module) => module.ForgotPasswordPage),
        },
        {
          path: paths.resetPassword.path,
          handle: anyone,
          lazy: page(loadRecovery, (module) => module.ResetPasswordPage),
        },
        {
          path: paths.confirmEmail.path,
          handle: anyone,
          lazy: page(loadRecovery, (module) => module.ConfirmEmailPage),
        },
        {
          path: paths.verifyEmail.path,
          handle: anyone,
          lazy: page(loadRecovery, (module) => module.VerifyEmailPage),
        },
        {
          path: paths.family.path,
          handle: signedIn,
          lazy: page(
            () => import('./routes/family'),
            (m) => m.FamilyPage,
          ),
        },
        {
          path: paths.familyGroup.path,
          handle: signedIn,
          loader: prefetch.familyGroup,
          shouldRevalidate: onNewPageOrGroup,
          lazy: userPage(
            () => import('./routes/family-group'),
            (module) => module.FamilyGroupPage,
          ),
        },
        {
          path: paths.preferences.path,
          handle: signedIn,
          lazy: userPage(
            () => import('./routes/preferences'),
            (module) => module.PreferencesPage,
          ),
        },
        {
          path: paths.allergies.path,
          handle: signedIn,
          lazy: userPage(
            () => import('./routes/allergies'),
            (module) => module.AllergiesPage,
          ),
        },
        {
          path: paths.mealPreferences.path,
          handle: signedIn,
          lazy: userPage(
            () => import('./routes/meal-preferences'),
            (module) => module.MealPreferencesPage,
          ),
        },
        ...[paths.elimination.path, paths.eliminationService.path, paths.eliminationStyle.path].map(
          (path): RouteObject => ({
            path,
            handle: signedIn,
            lazy: userPage(
              () => import('./routes/elimination'),
              (module) => module.EliminationPage,
            ),
          }),
        ),
        {
          path: paths.chooseMealType.path,
          handle: signedIn,
          lazy: userPage(
            () => import('./routes/choose-meal-type'),
            (module) => module.ChooseMealTypePage,
          ),
        },
        {
          path: paths.diningMethodSelection.path,
          handle: signedIn,
          lazy: userPage(
            () => import('./routes/dining-method-selection'),
            (module) => module.DiningMethodSelectionPage,
          ),
        },
        {
          path: paths.diningServiceSelection.path,
          handle: signedIn,
          lazy: userPage(
            () => import('./routes/dining-service-selection'),
            (module) => module.DiningServiceSelectionPage,
          ),
        },
        {
          path: paths.diningService.path,
          handle: signedIn,
          lazy: userPage(
            () => import('./routes/dining-service'),
            (module) => module.DiningServicePage,
          ),
        },
        {
          path: paths.diningLocation.path,
          handle: signedIn,
          lazy: userPage(
            () => import('./routes/dining-location'),
            (module) => module.DiningLocationPage,
          ),
        },
        {
          path: paths.recipes.path,
          handle: signedIn,
          lazy: userPage(
            () => import('./routes/recipes'),
            (module) => module.RecipesPage,
          ),
        },
        {
          path: paths.recipe.path,
          handle: signedIn,
          loader: prefetch.recipe,
          shouldRevalidate: onNewPageOrGroup,
          lazy: userPage(
            () => import('./routes/recipe'),
            (module) => module.RecipePage,
          ),
        },
        {
          path: paths.cookMode.path,
          handle: signedIn,
          loader: prefetch.recipe,
          shouldRevalidate: onNewPageOrGroup,
          lazy: userPage(
            () => import('./routes/cook-mode'),
            (module) => module.CookModePage,
          ),
        },
        {
          path: paths.recipeManager.path,
          handle: signedIn,
          lazy: userPage(
            () => import('./routes/recipe-manager'),
            (module) => module.RecipeManagerPage,
          ),
        },
        {
          path: paths.recipeImport.path,
          handle: signedIn,
          lazy: page(
            () => import('./routes/recipe-import'),
            (module) => module.RecipeImportPage,
          ),
        },
        {
          path: paths.recipeImportBulk.path,
          handle: signedIn,
          lazy: page(
            () => import('./routes/recipe-import-bulk'),
            (module) => module.RecipeImportBulkPage,
          ),
        },
        {
          path: paths.ingredientSelection.path,
          handle: signedIn,
          lazy: userPage(
            () => import('./routes/ingredient-selection'),
            (module) => module.IngredientSelectionPage,
          ),
        },
        {
          path: paths.account.path,
          handle: signedIn,
          lazy: userPage(
            () => import('./routes/account'),
            (module) => module.AccountPage,
          ),
        },
        ...[paths.restaurantResults.path, paths.restaurants.path].map((path): RouteObject => ({
          path,
          handle: signedIn,
          lazy: userPage(
            () => import('./routes/restaurant-results'),
            (module) => module.RestaurantResultsPage,
          ),
        })),
        {
          path: paths.favorites.path,
          handle: signedIn,
          loader: prefetch.favorites,
          shouldRevalidate: onNewPageOrGroup,
          lazy: page(
            () => import('./routes/favorites'),
            (module) => module.FavoritesPage,
          ),
        },
        {
          path: paths.testCheckout.path,
          handle: signedIn,
          lazy: page(
            () => import('./routes/test-checkout'),
            (module) => module.TestCheckoutPage,
          ),
        },
        {
          path: paths.betaManagement.path,
          handle: signedIn,
          lazy: page(
            () => import('./routes/beta-management'),
            (module) => module.BetaManagementPage,
          ),
        },
        {
          path: paths.smartPlanner.path,
          handle: signedIn,
          lazy: userPage(
            () => import('./routes/smart-meal-planner'),
            (module) => module.SmartMealPlannerPage,
          ),
        },
        {
          path: paths.groceryList.path,
          handle: signedIn,
          loader: prefetch.groceryList,
          shouldRevalidate: onNewPageOrGroup,
          lazy: page(
            () => import('./routes/grocery-list'),
            (module) => module.GroceryListPage,
          ),
        },
        {
          path: paths.shoppingList.path,
          handle: signedIn,
          lazy: userPage(
            () => import('./routes/shopping-list'),
            (module) => module.ShoppingListPage,
          ),
        },
        {
          path: paths.aiRecommendations.path,
          handle: signedIn,
          lazy: userPage(
            () => import('./routes/ai-recommendations'),
            (module) => module.AiRecommendationsPage,
          ),
        },
        {
          path: paths.seasonalRecipes.path,
          handle: signedIn,
          lazy: page(
            () => import('./routes/seasonal-recipes'),
            (module) => module.SeasonalRecipesPage,
          ),
        },
        {
          path: paths.difficultyDemo.path,
          handle: signedIn,
          lazy: page(
            () => import('./routes/difficulty-demo'),
            (module) => module.DifficultyDemoPage,
          ),
        },
        { path: '*', handle: anyone, Component: NotFoundPage },
      ],
    },
  ]
}

type AppDataRouter = ReturnType<typeof createBrowserRouter>
let current: { queryClient: QueryClient; router: AppDataRouter; stopRecordingSavedAt: () => void } | null =
  null

/**
 * One data router per query client, and one at a time: a new app (a new client) disposes the router before it,
 * so a navigation the old one still had under way cannot move the new one's address.
 */
const routerFor = (queryClient: QueryClient): AppDataRouter => {
  if (current?.queryClient === queryClient) return current.router
  current?.router.dispose()
  current?.stopRecordingSavedAt()
  // Before the router starts, so the first page's loader is recorded too (the offline banner's "saved at").
  const stopRecordingSavedAt = recordSavedAtOf(queryClient)
  current = { queryClient, router: createBrowserRouter(createRoutes(queryClient)), stopRecordingSavedAt }
  return current.router
}

/** The app's data router (its loaders prefetch through the app's query client). */
export const AppRouter = () => {
  const queryClient = useQueryClient()
  const [router] = useState(() => routerFor(queryClient))
  return <RouterProvider router={router} />
}
