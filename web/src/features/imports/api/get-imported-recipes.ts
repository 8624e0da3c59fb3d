import { useQuery } from '@tanstack/react-query'
import { importEndpoints } from '@forkcast/contract/imports.endpoints'
import { endpointQuery } from '@/lib/endpoint-query'

export const useImportedRecipes = () => useQuery(endpointQuery(importEndpoints.imported))
