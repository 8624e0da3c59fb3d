import type { TFunction } from 'i18next'
import { matchPath } from 'react-router'
import { paths } from '@/config/paths'
import { i18next } from '@/lib/i18n'

const APP_NAME = 'Forkcast'

// Most specific first: the first pattern that matches names the page (its key under pageTitle in shell.json).
const PAGE_TITLES = [
  [paths.home.path, 'home'],
  [paths.accountDashboard.path, 'home'],
  [paths.family.path, 'familyGroups'],
  [paths.familyGroup.path, 'familyGroup'],
  [paths.join.path, 'joinGroup'],
  [paths.guestBoard.path, 'guestVote'],
  [paths.preferences.path, 'foodPreferences'],
  [paths.allergies.path, 'allergies'],
  [paths.mealPreferences.path, 'mealPreferences'],
  [`${paths.elimination.getHref('cuisine')}/*`, 'tonightsCuisine'],
  [`${paths.elimination.getHref('cooking')}/*`, 'whatToCook'],
  [`${paths.elimination.getHref('ordering')}/*`, 'whatToOrder'],
  [paths.chooseMealType.path, 'chooseMealType'],
  [paths.diningMethodSelection.path, 'cookOrOrder'],
  [paths.diningServiceSelection.path, 'howToOrder'],
  [paths.diningService.path, 'howToOrder'],
  ['/dining-location/*', 'whereToEat'],
  ['/restaurants/*', 'restaurants'],
  [paths.restaurantResults.path, 'restaurants'],
  [paths.recipes.path, 'recipes'],
  [paths.recipe.path, 'recipe'],
  [paths.cookMode.path, 'cookMode'],
  [paths.sharedRecipe.path, 'sharedRecipe'],
  [paths.recipeManager.path, 'myRecipes'],
  [paths.recipeImport.path, 'importRecipe'],
  [paths.recipeImportBulk.path, 'bulkUpload'],
  [paths.ingredientSelection.path, 'chooseIngredients'],
  [paths.favorites.path, 'favorites'],
  [paths.subscription.path, 'plans'],
  [paths.smartPlanner.path, 'smartPlanner'],
  [paths.aiRecommendations.path, 'aiRecommendations'],
  [paths.seasonalRecipes.path, 'seasonalRecipes'],
  [paths.difficultyDemo.path, 'difficultyLevels'],
  [paths.groceryList.path, 'groceryList'],
  [paths.shoppingList.path, 'shoppingList'],
  [paths.testCheckout.path, 'testCheckout'],
  [paths.betaManagement.path, 'betaTesters'],
  [paths.betaInvite.path, 'betaInvitation'],
  [paths.account.path, 'account'],
  [paths.forgotPassword.path, 'forgotPassword'],
  [paths.resetPassword.path, 'resetPassword'],
  [paths.confirmEmail.path, 'confirmEmail'],
  [paths.verifyEmail.path, 'verifyEmail'],
] as const satisfies ReadonlyArray<readonly [pattern: string, title: string]>

/**
 * The browser tab's title for a path: '<Page> · Forkcast', or 'Page Not Found · Forkcast'; in the current
 * language unless given the shell's `t`.
 */
export const getPageTitle = (pathname: string, t: TFunction<'shell'> = i18next.getFixedT(null, 'shell')) => {
  const match = PAGE_TITLES.find(([pattern]) => matchPath(pattern, pathname))
  return `${t(`pageTitle.${match ? match[1] : 'notFound'}`)} · ${APP_NAME}`
}
