/**
 * Query keys more than one feature invalidates. Each key starts with the API path it reads, and
 * group keys nest under the list so invalidating the list prefix reaches a group's detail and members.
 */
export const queryKeys = {
  user: ['/api/auth/user'],
  groups: ['/api/family-groups'],
  group: (groupId: number) => ['/api/family-groups', groupId],
  groupMembers: (groupId: number) => ['/api/family-groups', groupId, 'members'],
  invitePreview: (code: string) => ['/api/invites', code],
  activeSessions: ['/api/user/active-elimination-sessions'],
  weeklyPlans: ['/api/weekly-meal-plans'],
  groceryLists: ['/api/grocery-lists'],
  subscriptionInfo: ['/api/subscription/info'],
} as const
