import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type AddFavoriteInput, type FavoriteRestaurant } from '@forkcast/contract/favorites.schemas'
import { favoriteEndpoints } from '@forkcast/contract/favorites.endpoints'
import { type Success } from '@forkcast/contract/common.schemas'
import { callEndpoint, keyOf } from '@/lib/api-client'
import { endpointQuery } from '@/lib/endpoint-query'

export const favoriteQueryKeys = { list: keyOf(favoriteEndpoints.list) }

export const useFavorites = () => useQuery(endpointQuery(favoriteEndpoints.list))

type Snapshot = { previous: FavoriteRestaurant[] | undefined }

/** A stand-in row shown until the server answers; negative ids never collide with real ones. */
const optimisticFavorite = (input: AddFavoriteInput, savedBy: string): FavoriteRestaurant => ({
  id: -Date.now(),
  placeId: input.placeId,
  name: input.name,
  address: input.address ?? null,
  cuisine: input.cuisine ?? null,
  rating: input.rating === null || input.rating === undefined ? null : String(input.rating),
  priceLevel: input.priceLevel === null || input.priceLevel === undefined ? null : String(input.priceLevel),
  phoneNumber: input.phoneNumber ?? null,
  website: input.website ?? null,
  photoUrl: input.photoUrl ?? null,
  notes: input.notes ?? null,
  createdAt: new Date().toISOString(),
  groupId: typeof input.groupId === 'number' ? input.groupId : null,
  groupName: null,
  savedBy,
})

/** Hearts fill (or empty) at once; a failure puts the list back and says so. */
export const useAddFavorite = () => {
  const queryClient = useQueryClient()
  const { t } = useTranslation('favorites')
  return useMutation<FavoriteRestaurant, Error, AddFavoriteInput, Snapshot>({
    mutationFn: (input) => callEndpoint(favoriteEndpoints.add, { body: input }),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: favoriteQueryKeys.list })
      const previous = queryClient.getQueryData<FavoriteRestaurant[]>(favoriteQueryKeys.list)
      queryClient.setQueryData<FavoriteRestaurant[]>(favoriteQueryKeys.list, (list = []) =>
        list.some((favorite) => favorite.placeId === input.placeId)
          ? list
          : [optimisticFavorite(input, t('savedByYou')), ...list],
      )
      return { previous }
    },
    meta: { errorTitle: t('errors.notSaved') },
    onError: (_error, _input, context) => queryClient.setQueryData(favoriteQueryKeys.list, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteQueryKeys.list }),
  })
}

export const useRemoveFavorite = () => {
  const queryClient = useQueryClient()
  const { t } = useTranslation('favorites')
  return useMutation<Success, Error, FavoriteRestaurant, Snapshot>({
    mutationFn: async (favorite) => {
      // A heart tapped twice quickly: the stand-in row has no server id yet, so look the real one up.
      const id =
        favorite.id > 0
          ? favorite.id
          : (await callEndpoint(favoriteEndpoints.check, { params: { placeId: favorite.placeId } }))
              .favoriteId
      if (id === null) return { success: true }
      return callEndpoint(favoriteEndpoints.remove, { params: { id } })
    },
    onMutate: async (favorite) => {
      await queryClient.cancelQueries({ queryKey: favoriteQueryKeys.list })
      const previous = queryClient.getQueryData<FavoriteRestaurant[]>(favoriteQueryKeys.list)
      queryClient.setQueryData<FavoriteRestaurant[]>(favoriteQueryKeys.list, (list = []) =>
        list.filter((item) => item.placeId !== favorite.placeId),
      )
      return { previous }
    },
    meta: { errorTitle: t('errors.notRemoved') },
    onError: (_error, _favorite, context) =>
      queryClient.setQueryData(favoriteQueryKeys.list, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteQueryKeys.list }),
  })
}

export const useUpdateFavoriteNotes = () => {
  const queryClient = useQueryClient()
  const { t } = useTranslation('favorites')
  return useMutation({
    mutationFn: ({ id, notes }: { id: number; notes: string | null }) =>
      callEndpoint(favoriteEndpoints.update, { params: { id }, body: { notes } }),
    meta: { errorTitle: t('errors.notesNotSaved') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteQueryKeys.list }),
  })
}
