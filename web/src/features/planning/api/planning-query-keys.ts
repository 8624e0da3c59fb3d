/** Planning query keys; each starts with the API path it reads, so live events can invalidate by prefix. */
export const planningQueryKeys = {
  weeklyPlans: ['/api/weekly-meal-plans'],
  currentPlan: (groupId: number, weekStartDate: string) => [
    '/api/weekly-meal-plans',
    'current',
    groupId,
    weekStartDate,
  ],
  suggestions: (groupId: number, dayOfWeek: number, mealType: string) => [
    '/api/weekly-meal-plans',
    'suggestions',
    groupId,
    dayOfWeek,
    mealType,
  ],
  groceryLists: ['/api/grocery-lists'],
  groceryList: (listId: number) => ['/api/grocery-lists', listId],
  shoppingList: (groupId: number) => ['/api/grocery-lists', 'shopping', groupId],
} as const
