/** Every in-app address, so links are never built by hand in components. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  accountDashboard: { path: '/account-dashboard', getHref: () => '/account-dashboard' },
  login: { path: '/api/login', getHref: () => '/api/login' },
  family: { path: '/family', getHref: () => '/family' },
  familyGroup: { path: '/family/:groupId', getHref: (groupId: number) => `/family/${groupId}` },
  join: { path: '/join/:code', getHref: (code: string) => `/join/${code}` },
  preferences: { path: '/preferences', getHref: () => '/preferences' },
  allergies: { path: '/allergies', getHref: () => '/allergies' },
  mealPreferences: { path: '/meal-preferences', getHref: () => '/meal-preferences' },
  recipes: { path: '/recipes', getHref: () => '/recipes' },
  favorites: { path: '/favorites', getHref: () => '/favorites' },
  subscription: { path: '/subscription', getHref: () => '/subscription' },
  smartPlanner: { path: '/smart-meal-planner', getHref: () => '/smart-meal-planner' },
  aiRecommendations: { path: '/ai-recommendations', getHref: () => '/ai-recommendations' },
} as const
