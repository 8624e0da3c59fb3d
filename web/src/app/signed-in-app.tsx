import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router'
import type { User } from '@forkcast/contract/users.schemas'
import { FullPageSpinner } from '@/components/ui/full-page-spinner'
import { paths } from '@/config/paths'
import { useTimezoneSync } from '@/features/auth/api/use-timezone-sync'
import { SignedInShell } from './signed-in-shell'
import { NotFoundPage } from './routes/not-found'

// Each page loads on demand; this module itself loads once someone is signed in, so the landing page stays small.
const DashboardPage = lazy(() =>
  import('./routes/dashboard').then((module) => ({ default: module.DashboardPage })),
)
const FamilyPage = lazy(() => import('./routes/family').then((module) => ({ default: module.FamilyPage })))
const FamilyGroupPage = lazy(() =>
  import('./routes/family-group').then((module) => ({ default: module.FamilyGroupPage })),
)
const JoinPage = lazy(() => import('./routes/join').then((module) => ({ default: module.JoinPage })))
const PreferencesPage = lazy(() =>
  import('./routes/preferences').then((module) => ({ default: module.PreferencesPage })),
)
const AllergiesPage = lazy(() =>
  import('./routes/allergies').then((module) => ({ default: module.AllergiesPage })),
)
const MealPreferencesPage = lazy(() =>
  import('./routes/meal-preferences').then((module) => ({ default: module.MealPreferencesPage })),
)
const EliminationPage = lazy(() =>
  import('./routes/elimination').then((module) => ({ default: module.EliminationPage })),
)
const ChooseMealTypePage = lazy(() =>
  import('./routes/choose-meal-type').then((module) => ({ default: module.ChooseMealTypePage })),
)
const DiningMethodSelectionPage = lazy(() =>
  import('./routes/dining-method-selection').then((module) => ({
    default: module.DiningMethodSelectionPage,
  })),
)
const DiningServiceSelectionPage = lazy(() =>
  import('./routes/dining-service-selection').then((module) => ({
    default: module.DiningServiceSelectionPage,
  })),
)
const DiningServicePage = lazy(() =>
  import('./routes/dining-service').then((module) => ({ default: module.DiningServicePage })),
)
const DiningLocationPage = lazy(() =>
  import('./routes/dining-location').then((module) => ({ default: module.DiningLocationPage })),
)
const RecipesPage = lazy(() => import('./routes/recipes').then((module) => ({ default: module.RecipesPage })))
const RecipePage = lazy(() => import('./routes/recipe').then((module) => ({ default: module.RecipePage })))
const CookModePage = lazy(() =>
  import('./routes/cook-mode').then((module) => ({ default: module.CookModePage })),
)
const RecipeManagerPage = lazy(() =>
  import('./routes/recipe-manager').then((module) => ({ default: module.RecipeManagerPage })),
)
const RecipeImportPage = lazy(() =>
  import('./routes/recipe-import').then((module) => ({ default: module.RecipeImportPage })),
)
const RecipeImportBulkPage = lazy(() =>
  import('./routes/recipe-import-bulk').then((module) => ({ default: module.RecipeImportBulkPage })),
)
const IngredientSelectionPage = lazy(() =>
  import('./routes/ingredient-selection').then((module) => ({ default: module.IngredientSelectionPage })),
)
const AccountPage = lazy(() => import('./routes/account').then((module) => ({ default: module.AccountPage })))
const ResetPasswordPage = lazy(() =>
  import('./routes/account-recovery').then((module) => ({ default: module.ResetPasswordPage })),
)
const ConfirmEmailPage = lazy(() =>
  import('./routes/account-recovery').then((module) => ({ default: module.ConfirmEmailPage })),
)
const VerifyEmailPage = lazy(() =>
  import('./routes/account-recovery').then((module) => ({ default: module.VerifyEmailPage })),
)
const RestaurantResultsPage = lazy(() =>
  import('./routes/restaurant-results').then((module) => ({ default: module.RestaurantResultsPage })),
)
const FavoritesPage = lazy(() =>
  import('./routes/favorites').then((module) => ({ default: module.FavoritesPage })),
)
const SubscriptionPage = lazy(() =>
  import('./routes/subscription').then((module) => ({ default: module.SubscriptionPage })),
)
const TestCheckoutPage = lazy(() =>
  import('./routes/test-checkout').then((module) => ({ default: module.TestCheckoutPage })),
)
const BetaManagementPage = lazy(() =>
  import('./routes/beta-management').then((module) => ({ default: module.BetaManagementPage })),
)
const BetaInvitePage = lazy(() =>
  import('./routes/beta-invite').then((module) => ({ default: module.BetaInvitePage })),
)
const SmartMealPlannerPage = lazy(() =>
  import('./routes/smart-meal-planner').then((module) => ({ default: module.SmartMealPlannerPage })),
)
const ShoppingListPage = lazy(() =>
  import('./routes/shopping-list').then((module) => ({ default: module.ShoppingListPage })),
)
const GroceryListPage = lazy(() =>
  import('./routes/grocery-list').then((module) => ({ default: module.GroceryListPage })),
)
const AiRecommendationsPage = lazy(() =>
  import('./routes/ai-recommendations').then((module) => ({ default: module.AiRecommendationsPage })),
)
const SeasonalRecipesPage = lazy(() =>
  import('./routes/seasonal-recipes').then((module) => ({ default: module.SeasonalRecipesPage })),
)
const DifficultyDemoPage = lazy(() =>
  import('./routes/difficulty-demo').then((module) => ({ default: module.DifficultyDemoPage })),
)
const OnboardingFlow = lazy(() =>
  import('@/features/users/components/onboarding-flow').then((module) => ({
    default: module.OnboardingFlow,
  })),
)

/** The signed-in app: the shell (live updates, banners), then onboarding while any step is due, else the pages. */
export const SignedInApp = ({ user }: { user: User }) => {
  useTimezoneSync(user)
  return (
    <SignedInShell user={user}>
      {/* Its own boundary, so loading a page never suspends (and resets) the shell. */}
      <Suspense fallback={<FullPageSpinner />}>
        {user.onboardingSteps.length > 0 ? (
          <OnboardingFlow user={user} />
        ) : (
          <Routes>
            <Route path={paths.home.path} element={<DashboardPage user={user} />} />
            <Route path={paths.accountDashboard.path} element={<DashboardPage user={user} />} />
            <Route path={paths.family.path} element={<FamilyPage />} />
            <Route path={paths.familyGroup.path} element={<FamilyGroupPage user={user} />} />
            <Route path={paths.join.path} element={<JoinPage isSignedIn />} />
            <Route path={paths.preferences.path} element={<PreferencesPage user={user} />} />
            <Route path={paths.allergies.path} element={<AllergiesPage user={user} />} />
            <Route path={paths.mealPreferences.path} element={<MealPreferencesPage user={user} />} />
            <Route path={paths.elimination.path} element={<EliminationPage user={user} />} />
            <Route path={paths.eliminationService.path} element={<EliminationPage user={user} />} />
            <Route path={paths.eliminationStyle.path} element={<EliminationPage user={user} />} />
            <Route path={paths.chooseMealType.path} element={<ChooseMealTypePage user={user} />} />
            <Route
              path={paths.diningMethodSelection.path}
              element={<DiningMethodSelectionPage user={user} />}
            />
            <Route
              path={paths.diningServiceSelection.path}
              element={<DiningServiceSelectionPage user={user} />}
            />
            <Route path={paths.diningService.path} element={<DiningServicePage user={user} />} />
            <Route path={paths.diningLocation.path} element={<DiningLocationPage user={user} />} />
            <Route path={paths.recipes.path} element={<RecipesPage user={user} />} />
            <Route path={paths.recipe.path} element={<RecipePage user={user} />} />
            <Route path={paths.cookMode.path} element={<CookModePage user={user} />} />
            <Route path={paths.recipeManager.path} element={<RecipeManagerPage user={user} />} />
            <Route path={paths.recipeImport.path} element={<RecipeImportPage />} />
            <Route path={paths.recipeImportBulk.path} element={<RecipeImportBulkPage />} />
            <Route path={paths.ingredientSelection.path} element={<IngredientSelectionPage user={user} />} />
            <Route path={paths.account.path} element={<AccountPage user={user} />} />
            <Route path={paths.resetPassword.path} element={<ResetPasswordPage />} />
            <Route path={paths.confirmEmail.path} element={<ConfirmEmailPage />} />
            <Route path={paths.verifyEmail.path} element={<VerifyEmailPage />} />
            <Route path={paths.restaurantResults.path} element={<RestaurantResultsPage user={user} />} />
            <Route path={paths.restaurants.path} element={<RestaurantResultsPage user={user} />} />
            <Route path={paths.favorites.path} element={<FavoritesPage />} />
            <Route path={paths.subscription.path} element={<SubscriptionPage />} />
            <Route path={paths.testCheckout.path} element={<TestCheckoutPage />} />
            <Route path={paths.betaManagement.path} element={<BetaManagementPage />} />
            <Route path={paths.betaInvite.path} element={<BetaInvitePage isSignedIn />} />
            <Route path={paths.smartPlanner.path} element={<SmartMealPlannerPage user={user} />} />
            <Route path={paths.groceryList.path} element={<GroceryListPage />} />
            <Route path={paths.shoppingList.path} element={<ShoppingListPage user={user} />} />
            <Route path={paths.aiRecommendations.path} element={<AiRecommendationsPage user={user} />} />
            <Route path={paths.seasonalRecipes.path} element={<SeasonalRecipesPage />} />
            <Route path={paths.difficultyDemo.path} element={<DifficultyDemoPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        )}
      </Suspense>
    </SignedInShell>
  )
}
