import { Globe, Navigation, Phone, Trash2 } from 'lucide-react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import {
  FAVORITE_NOTES_MAX_LENGTH,
  FavoriteNotesFormSchema,
  type FavoriteRestaurant,
} from '@forkcast/contract/favorites.schemas'
import { formatPriceLevel } from '@forkcast/contract/restaurants.schemas'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { useCatalogText } from '@/lib/catalog-text'
import { formatDate, formatNumber } from '@/lib/format'
import { useSchemaForm } from '@/lib/use-schema-form'

interface FavoriteCardProps {
  favorite: FavoriteRestaurant
  onRemove: () => void
  onSaveNotes: (notes: string | null) => void
  isSavingNotes: boolean
}

const LINK_CLASS = buttonVariants({ variant: 'secondary', size: 'sm' })

/**
 * Directions by name and address (a favorite keeps no coordinates): the phone's map app on iOS and Android,
 * otherwise Google Maps' directions page, which needs no key.
 */
function getFavoriteDirectionsHref(
  { name, address }: Pick<FavoriteRestaurant, 'name' | 'address'>,
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): string {
  const destination = encodeURIComponent(address ? `${name}, ${address}` : name)
  if (/iPhone|iPad|iPod/i.test(userAgent)) return `maps://?daddr=${destination}`
  if (/Android/i.test(userAgent)) return `geo:0,0?q=${destination}`
  return `https://www.google.com/maps/dir/?api=1&destination=${destination}`
}

const savedNote = (favorite: FavoriteRestaurant, t: TFunction<'favorites'>) => {
  const date = formatDate(favorite.createdAt, { month: 'short', day: 'numeric' })
  return favorite.groupName
    ? t('card.savedInGroup', { group: favorite.groupName, name: favorite.savedBy, date })
    : t('card.savedJustYours', { date })
}

/** The stored rating ('4.5') as the language writes numbers ('4,5'); text that is no number, as it is. */
const ratingText = (rating: string) => {
  const value = Number(rating)
  const digits = Math.min(rating.split('.')[1]?.length ?? 0, 20)
  return rating.trim() !== '' && Number.isFinite(value)
    ? formatNumber(value, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        useGrouping: false,
      })
    : rating
}

export const FavoriteCard = ({ favorite, onRemove, onSaveNotes, isSavingNotes }: FavoriteCardProps) => {
  const { t } = useTranslation('favorites')
  const catalog = useCatalogText()
  const form = useSchemaForm(FavoriteNotesFormSchema, { defaultValues: { notes: favorite.notes ?? '' } })
  const notesError = form.formState.errors.notes?.message
  const englishPrice = favorite.priceLevel === null ? null : formatPriceLevel(Number(favorite.priceLevel))
  const price = englishPrice === 'Free' ? t('card.free') : englishPrice
  // 'Thai, Vietnamese': a place's cuisines as the restaurant search named them, in English.
  const cuisine = favorite.cuisine
    ?.split(', ')
    .map((name) => catalog.cuisineLabel(name))
    .join(', ')
  const details = [cuisine, price, favorite.rating ? `★ ${ratingText(favorite.rating)}` : null].filter(
    Boolean,
  )
  const notesId = `favorite-notes-${favorite.id}`
  const notesErrorId = `${notesId}-error`
  // The page saves them and says so if the server refuses (the favorites list's toast).
  const saveNotes = form.handleSubmit(({ notes }) => onSaveNotes(notes))
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-bold break-words">{favorite.name}</h2>
          {details.length > 0 ? <p className="text-sm text-stone-600">{details.join(' · ')}</p> : null}
          {favorite.address ? <p className="text-sm text-stone-600">{favorite.address}</p> : null}
          <p className="text-xs text-stone-500">{savedNote(favorite, t)}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('remove', { name: favorite.name })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        {favorite.phoneNumber ? (
          <a href={`tel:${favorite.phoneNumber.replace(/[^\d+]/g, '')}`} className={LINK_CLASS}>
            <Phone aria-hidden /> {t('card.call')}
          </a>
        ) : null}
        {favorite.website ? (
          <a href={favorite.website} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
            <Globe aria-hidden /> {t('card.website')}
          </a>
        ) : null}
        <a
          href={getFavoriteDirectionsHref(favorite)}
          target="_blank"
          rel="noopener noreferrer"
          className={LINK_CLASS}
          aria-label={t('card.directionsTo', { name: favorite.name })}
        >
          <Navigation aria-hidden /> {t('card.directions')}
        </a>
      </div>
      {favorite.id > 0 ? (
        <form onSubmit={saveNotes} noValidate className="flex flex-col gap-1.5">
          <Label htmlFor={notesId}>{t('card.notes')}</Label>
          <textarea
            id={notesId}
            maxLength={FAVORITE_NOTES_MAX_LENGTH}
            rows={2}
            aria-invalid={notesError ? true : undefined}
            aria-describedby={notesError ? notesErrorId : undefined}
            {...form.register('notes')}
            placeholder={t('card.notesPlaceholder')}
            className="rounded-xl border border-stone-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
          />
          {notesError ? (
            <p id={notesErrorId} className="text-sm font-medium text-red-700">
              {notesError}
            </p>
          ) : null}
          <Button type="submit" size="sm" variant="secondary" className="self-start" disabled={isSavingNotes}>
            {isSavingNotes ? t('card.saving') : t('card.saveNotes')}
          </Button>
        </form>
      ) : null}
    </Card>
  )
}
