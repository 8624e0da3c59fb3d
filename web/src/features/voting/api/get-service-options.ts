import { useQuery } from '@tanstack/react-query'
import { FoodOptionSchema } from '@forkcast/contract/voting.schemas'
import { apiGet } from '@/lib/api-client'

const SERVICE_OPTIONS_KEY = ['/api/dining-options/service'] as const

export const useServiceOptions = () =>
  useQuery({
    queryKey: SERVICE_OPTIONS_KEY,
    queryFn: () => apiGet(FoodOptionSchema.array(), SERVICE_OPTIONS_KEY[0]),
  })
