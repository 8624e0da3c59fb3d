import { useQuery } from '@tanstack/react-query'
import type { FoodOption } from '@forkcast/contract/voting.schemas'

export const useServiceOptions = () => useQuery<FoodOption[]>({ queryKey: ['/api/dining-options/service'] })
