import { matchPath } from 'react-router'

const APP_NAME = 'Forkcast'

// Most specific first: the first pattern that matches names the page.
const PAGE_TITLES: Array<[pattern: string, title: string]> = [
  ['/', 'Home'],
  ['/account-dashboard', 'Home'],
  ['/family', 'Family Groups'],
  ['/family/:groupId', 'Family Group'],
  ['/join/:code', 'Join a Group'],
  ['/preferences', 'Food Preferences'],
  ['/allergies', 'Allergies & Sensitivities'],
  ['/meal-preferences', 'Meal Preferences'],
  ['/elimination/cuisine/*', 'Tonight’s Cuisine'],
  ['/elimination/cooking/*', 'What to Cook'],
  ['/elimination/ordering/*', 'What to Order'],
  ['/choose-meal-type', 'Choose a Meal Type'],
  ['/dining-method-selection', 'Cook or Order'],
  ['/dining-service-selection', 'How to Order'],
  ['/dining-service', 'How to Order'],
  ['/dining-location/*', 'Where to Eat'],
  ['/restaurants/*', 'Restaurants'],
  ['/restaurant-results', 'Restaurants'],
  ['/recipes', 'Recipes'],
  ['/recipe/:id', 'Recipe'],
  ['/recipe-manager', 'My Recipes'],
  ['/recipe-import', 'Import a Recipe'],
  ['/recipe-import/bulk', 'Bulk Upload'],
  ['/ingredient-selection', 'Choose Ingredients'],
  ['/favorites', 'Favorites'],
  ['/subscription', 'Plans'],
  ['/smart-meal-planner', 'Smart Meal Planner'],
  ['/ai-recommendations', 'AI Recommendations'],
  ['/seasonal-recipes', 'Seasonal Recipes'],
  ['/difficulty-demo', 'Difficulty Levels'],
  ['/grocery-lists/:listId', 'Grocery List'],
  ['/billing/test-checkout/:id', 'Test Checkout'],
  ['/beta-management', 'Beta Testers'],
  ['/beta/:code', 'Beta Invitation'],
  ['/account', 'Account'],
  ['/forgot-password', 'Forgot Password'],
  ['/reset-password', 'Reset Password'],
  ['/confirm-email', 'Confirm Email'],
  ['/verify-email', 'Finish Creating Your Account'],
]

/** The browser tab's title for a path: '<Page> · Forkcast', or 'Page Not Found · Forkcast'. */
export const getPageTitle = (pathname: string) => {
  const match = PAGE_TITLES.find(([pattern]) => matchPath(pattern, pathname))
  return `${match ? match[1] : 'Page Not Found'} · ${APP_NAME}`
}
