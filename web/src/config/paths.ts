import { GROUP_ID_PARAM } from '@/lib/decision-group'

/** Appends ?groupId=: the deciding group travels in the address, 0 meaning the user alone (decision 026). */
const withGroupId = (href: string, groupId?: number) =>
  groupId === undefined ? href : `${href}${href.includes('?') ? '&' : '?'}${GROUP_ID_PARAM}=${groupId}`

/** The query parameter naming the decided cuisine a cooking or ordering board narrows to. */
export const CUISINE_PARAM = 'cuisine'
/** On the service page: the chosen service opens an ordering board instead of a restaurant search. */
export const BOARD_PARAM = 'vote'

const withCuisine = (href: string, cuisine?: string) =>
  cuisine ? `${href}${href.includes('?') ? '&' : '?'}${CUISINE_PARAM}=${encodeURIComponent(cuisine)}` : href

/** Pages that are the user's own by default name a group only when it is a real one. */
const realGroup = (groupId?: number) => (groupId !== undefined && groupId > 0 ? groupId : undefined)

/** Every in-app address, so links are never built by hand in components. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  accountDashboard: { path: '/account-dashboard', getHref: () => '/account-dashboard' },
  login: { path: '/api/login', getHref: () => '/api/login' },
  family: { path: '/family', getHref: () => '/family' },
  familyGroup: { path: '/family/:groupId', getHref: (groupId: number) => `/family/${groupId}` },
  join: { path: '/join/:code', getHref: (code: string) => `/join/${code}` },
  /** A board's guest link: no account, one board (decision 037). */
  guestBoard: { path: '/guest/:token', getHref: (token: string) => `/guest/${token}` },
  preferences: { path: '/preferences', getHref: () => '/preferences' },
  allergies: { path: '/allergies', getHref: () => '/allergies' },
  mealPreferences: { path: '/meal-preferences', getHref: () => '/meal-preferences' },
  recipes: {
    path: '/recipes',
    getHref: ({
      cuisine,
      ingredients = [],
      groupId,
    }: { cuisine?: string; ingredients?: string[]; groupId?: number } = {}) => {
      const params = new URLSearchParams()
      if (cuisine) params.set('cuisine', cuisine)
      if (ingredients.length > 0) params.set('ingredients', ingredients.join(','))
      if (groupId !== undefined && (cuisine || groupId > 0)) params.set(GROUP_ID_PARAM, String(groupId))
      const query = params.toString()
      return query ? `/recipes?${query}` : '/recipes'
    },
  },
  recipe: {
    path: '/recipe/:id',
    getHref: (id: number, groupId?: number) => withGroupId(`/recipe/${id}`, realGroup(groupId)),
  },
  /** Cook mode: one step at a time, large text, timers (issue 27). */
  cookMode: {
    path: '/recipe/:id/cook',
    /** `servings`: the amounts the reader scaled to on the recipe page, carried into cook mode. */
    getHref: (id: number, groupId?: number, servings?: number | null) =>
      withGroupId(`/recipe/${id}/cook${servings ? `?servings=${servings}` : ''}`, realGroup(groupId)),
  },
  /** A recipe's read-only public link, which its owner can revoke: no account needed. */
  sharedRecipe: { path: '/shared/recipes/:token', getHref: (token: string) => `/shared/recipes/${token}` },
  recipeManager: { path: '/recipe-manager', getHref: () => '/recipe-manager' },
  recipeImport: { path: '/recipe-import', getHref: () => '/recipe-import' },
  recipeImportBulk: { path: '/recipe-import/bulk', getHref: () => '/recipe-import/bulk' },
  ingredientSelection: {
    path: '/ingredient-selection',
    getHref: (groupId?: number) => withGroupId('/ingredient-selection', groupId),
  },
  favorites: { path: '/favorites', getHref: () => '/favorites' },
  /** With returnTo, the page a limit or gate stopped the person on: paying brings them back there. */
  subscription: {
    path: '/subscription',
    getHref: (returnTo?: string) =>
      returnTo ? `/subscription?returnTo=${encodeURIComponent(returnTo)}` : '/subscription',
  },
  subscriptionReturn: {
    path: '/subscription',
    getHref: (checkout: 'success' | 'cancelled', returnTo?: string | null) =>
      `/subscription?checkout=${checkout}${returnTo ? `&returnTo=${encodeURIComponent(returnTo)}` : ''}`,
  },
  testCheckout: {
    path: '/billing/test-checkout/:id',
    getHref: (id: string) => `/billing/test-checkout/${id}`,
  },
  betaManagement: { path: '/beta-management', getHref: () => '/beta-management' },
  betaInvite: { path: '/beta/:code', getHref: (code: string) => `/beta/${code}` },
  smartPlanner: { path: '/smart-meal-planner', getHref: () => '/smart-meal-planner' },
  weeklyPlanner: { path: '/smart-meal-planner', getHref: () => '/smart-meal-planner?tab=weekly' },
  groceryList: { path: '/grocery-lists/:listId', getHref: (listId: number) => `/grocery-lists/${listId}` },
  shoppingList: {
    path: '/shopping-list',
    getHref: (groupId?: number) => withGroupId('/shopping-list', groupId),
  },
  aiRecommendations: { path: '/ai-recommendations', getHref: () => '/ai-recommendations' },
  seasonalRecipes: { path: '/seasonal-recipes', getHref: () => '/seasonal-recipes' },
  difficultyDemo: { path: '/difficulty-demo', getHref: () => '/difficulty-demo' },
  /** /recipes filtered to one difficulty level (the matching system of /difficulty-demo). */
  recipesForLevel: { path: '/recipes', getHref: (level: string) => `/recipes?level=${level}` },
  /** A board; `cuisine` narrows a cooking or ordering board to the cuisine a group decided (none: every one). */
  elimination: {
    path: '/elimination/:category',
    getHref: (category: string, groupId?: number, { cuisine }: { cuisine?: string } = {}) =>
      withGroupId(withCuisine(`/elimination/${category}`, cuisine), groupId),
  },
  eliminationService: {
    path: '/elimination/:category/:serviceType',
    getHref: (
      category: string,
      serviceType: string,
      groupId?: number,
      { cuisine }: { cuisine?: string } = {},
    ) => withGroupId(withCuisine(`/elimination/${category}/${serviceType}`, cuisine), groupId),
  },
  eliminationStyle: {
    path: '/elimination/:category/:serviceType/:styleType',
    getHref: (category: string, serviceType: string, styleType: string, groupId?: number) =>
      withGroupId(`/elimination/${category}/${serviceType}/${styleType}`, groupId),
  },
  chooseMealType: {
    path: '/choose-meal-type',
    getHref: (groupId?: number) => withGroupId('/choose-meal-type', groupId),
  },
  diningMethodSelection: {
    path: '/dining-method-selection',
    getHref: (groupId?: number) => withGroupId('/dining-method-selection', groupId),
  },
  /** Dine in, takeout or delivery; `forBoard` goes on to an ordering board (of `cuisine`, or every cuisine). */
  diningServiceSelection: {
    path: '/dining-service-selection',
    getHref: (
      groupId?: number,
      { forBoard = false, cuisine }: { forBoard?: boolean; cuisine?: string } = {},
    ) =>
      withGroupId(
        forBoard
          ? withCuisine(`/dining-service-selection?${BOARD_PARAM}=places`, cuisine)
          : '/dining-service-selection',
        groupId,
      ),
  },
  diningService: {
    path: '/dining-service',
    getHref: (groupId?: number) => withGroupId('/dining-service', groupId),
  },
  diningLocation: {
    path: '/dining-location/:serviceType/:styleId',
    getHref: (serviceType: string, styleId: string, groupId?: number) =>
      withGroupId(`/dining-location/${serviceType}/${styleId}`, groupId),
  },
  account: { path: '/account', getHref: () => '/account' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  confirmEmail: { path: '/confirm-email', getHref: () => '/confirm-email' },
  verifyEmail: { path: '/verify-email', getHref: () => '/verify-email' },
  restaurantResults: {
    path: '/restaurant-results',
    getHref: ({ cuisine, groupId }: { cuisine: string; groupId?: number }) =>
      withGroupId(`/restaurant-results?cuisine=${encodeURIComponent(cuisine)}`, realGroup(groupId)),
  },
  restaurants: {
    path: '/restaurants/:cuisine/:serviceType/:styleType',
    getHref: (cuisine: string, serviceType: string, styleType: string, groupId?: number) =>
      withGroupId(`/restaurants/${cuisine}/${serviceType}/${styleType}`, groupId),
  },
} as const
