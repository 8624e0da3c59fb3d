import { Heart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useFavorites, useRemoveFavorite, useUpdateFavoriteNotes } from '@/features/favorites/api/favorites'
import { FavoriteCard } from '@/features/favorites/components/favorite-card'
import { PageLayout } from '../page-layout'

/** The family's favorite restaurants (every group of the user's) and their own, with notes and remove. */
export const FavoritesPage = () => {
  const { t } = useTranslation('app', { keyPrefix: 'favorites' })
  const favorites = useFavorites()
  const removeFavorite = useRemoveFavorite()
  const updateNotes = useUpdateFavoriteNotes()

  return (
    <PageLayout>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <header className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold">{t('title')}</h1>
          <p className="text-stone-600">{t('intro')}</p>
        </header>
        {favorites.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label={t('loading')} />
          </div>
        ) : favorites.isError ? (
          <LoadError
            title={t('loadFailed')}
            isRetrying={favorites.isFetching}
            onRetry={() => void favorites.refetch()}
          />
        ) : favorites.data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center ring-1 ring-stone-200">
            <Heart className="size-10 text-rose-500" aria-hidden />
            <h2 className="text-xl font-semibold">{t('emptyTitle')}</h2>
            <p className="max-w-sm text-sm text-stone-600">{t('emptyText')}</p>
            <Link to={paths.home.getHref()} className={buttonVariants()}>
              {t('start')}
            </Link>
          </div>
        ) : (
          <ul aria-label={t('listLabel')} className="flex flex-col gap-4">
            {favorites.data.map((favorite) => (
              <li key={favorite.placeId}>
                <FavoriteCard
                  favorite={favorite}
                  onRemove={() => removeFavorite.mutate(favorite)}
                  onSaveNotes={(notes) => updateNotes.mutate({ id: favorite.id, notes })}
                  isSavingNotes={updateNotes.isPending && updateNotes.variables.id === favorite.id}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageLayout>
  )
}
