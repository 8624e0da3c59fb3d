import { matchPath } from 'react-router'
import { paths } from '@/config/paths'

const APP_NAME = 'Forkcast'

// Most specific first: the first pattern that matches names the page.
const PAGE_TITLES: Array<[pattern: string, title: string]> = [
  [paths.home.path, 'Home'],
  [paths.accountDashboard.path, 'Home'],
  [paths.family.path, 'Family Groups'],
  [paths.familyGroup.path, 'Family Group'],
  [paths.join.path, 'Join a Group'],
  [paths.guestBoard.path, 'Guest Vote'],
  [paths.preferences.path, 'Food Preferences'],
  [paths.allergies.path, 'Allergies & Sensitivities'],
  [paths.mealPreferences.path, 'Meal Preferences'],
  [`${paths.elimination.getHref('cuisine')}/*`, 'Tonight’s Cuisine'],
  [`${paths.elimination.getHref('cooking')}/*`, 'What to Cook'],
  [`${paths.elimination.getHref('ordering')}/*`, 'What to Order'],
  [paths.chooseMealType.path, 'Choose a Meal Type'],
  [paths.diningMethodSelection.path, 'Cook or Order'],
  [paths.diningServiceSelection.path, 'How to Order'],
  [paths.diningService.path, 'How to Order'],
  ['/dining-location/*', 'Where to Eat'],
  ['/restaurants/*', 'Restaurants'],
  [paths.restaurantResults.path, 'Restaurants'],
  [paths.recipes.path, 'Recipes'],
  [paths.recipe.path, 'Recipe'],
  [paths.cookMode.path, 'Cook Mode'],
  [paths.sharedRecipe.path, 'Shared Recipe'],
  [paths.recipeManager.path, 'My Recipes'],
  [paths.recipeImport.path, 'Import a Recipe'],
  [paths.recipeImportBulk.path, 'Bulk Upload'],
  [paths.ingredientSelection.path, 'Choose Ingredients'],
  [paths.favorites.path, 'Favorites'],
  [paths.subscription.path, 'Plans'],
  [paths.smartPlanner.path, 'Smart Meal Planner'],
  [paths.aiRecommendations.path, 'AI Recommendations'],
  [paths.seasonalRecipes.path, 'Seasonal Recipes'],
  [paths.difficultyDemo.path, 'Difficulty Levels'],
  [paths.groceryList.path, 'Grocery List'],
  [paths.shoppingList.path, 'Shopping List'],
  [paths.testCheckout.path, 'Test Checkout'],
  [paths.betaManagement.path, 'Beta Testers'],
  [paths.betaInvite.path, 'Beta Invitation'],
  [paths.account.path, 'Account'],
  [paths.forgotPassword.path, 'Forgot Password'],
  [paths.resetPassword.path, 'Reset Password'],
  [paths.confirmEmail.path, 'Confirm Email'],
  [paths.verifyEmail.path, 'Finish Creating Your Account'],
]

/** The browser tab's title for a path: '<Page> · Forkcast', or 'Page Not Found · Forkcast'. */
export const getPageTitle = (pathname: string) => {
  const match = PAGE_TITLES.find(([pattern]) => matchPath(pattern, pathname))
  return `${match ? match[1] : 'Page Not Found'} · ${APP_NAME}`
}
