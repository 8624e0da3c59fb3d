/** Discovery lists change when anyone saves or rates, so they share one prefix to refresh together. */
export const discoveryQueryKeys = {
  all: ['/api/discovery'],
  recommendations: (category: string, groupId: number) => [
    '/api/discovery',
    'recommendations',
    category,
    groupId,
  ],
  seasonal: (season: string, mood: string, groupId: number) => [
    '/api/discovery',
    'seasonal',
    season,
    mood,
    groupId,
  ],
  level: (level: string, groupId: number) => ['/api/discovery', 'level', level, groupId],
} as const
