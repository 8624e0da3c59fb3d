import { Globe, Navigation, Phone, Trash2 } from 'lucide-react'
import {
  FAVORITE_NOTES_MAX_LENGTH,
  FavoriteNotesFormSchema,
  type FavoriteRestaurant,
} from '@forkcast/contract/favorites.schemas'
import { formatPriceLevel } from '@forkcast/contract/restaurants.schemas'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
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

const savedNote = (favorite: FavoriteRestaurant) => {
  const day = new Date(favorite.createdAt).toLocaleDateString(undefined, { month: 'short', day: 'numeric' })
  return favorite.groupName
    ? `${favorite.groupName} · saved by ${favorite.savedBy} on ${day}`
    : `Just yours · saved on ${day}`
}

export const FavoriteCard = ({ favorite, onRemove, onSaveNotes, isSavingNotes }: FavoriteCardProps) => {
  const form = useSchemaForm(FavoriteNotesFormSchema, { defaultValues: { notes: favorite.notes ?? '' } })
  const notesError = form.formState.errors.notes?.message
  const price = favorite.priceLevel === null ? null : formatPriceLevel(Number(favorite.priceLevel))
  const details = [favorite.cuisine, price, favorite.rating ? `★ ${favorite.rating}` : null].filter(Boolean)
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
          <p className="text-xs text-stone-500">{savedNote(favorite)}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ${favorite.name} from favorites`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        {favorite.phoneNumber ? (
          <a href={`tel:${favorite.phoneNumber.replace(/[^\d+]/g, '')}`} className={LINK_CLASS}>
            <Phone aria-hidden /> Call
          </a>
        ) : null}
        {favorite.website ? (
          <a href={favorite.website} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
            <Globe aria-hidden /> Website
          </a>
        ) : null}
        <a
          href={getFavoriteDirectionsHref(favorite)}
          target="_blank"
          rel="noopener noreferrer"
          className={LINK_CLASS}
          aria-label={`Directions to ${favorite.name}`}
        >
          <Navigation aria-hidden /> Directions
        </a>
      </div>
      {favorite.id > 0 ? (
        <form onSubmit={saveNotes} noValidate className="flex flex-col gap-1.5">
          <Label htmlFor={notesId}>Notes</Label>
          <textarea
            id={notesId}
            maxLength={FAVORITE_NOTES_MAX_LENGTH}
            rows={2}
            aria-invalid={notesError ? true : undefined}
            aria-describedby={notesError ? notesErrorId : undefined}
            {...form.register('notes')}
            placeholder="What to order, who loved it..."
            className="rounded-xl border border-stone-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
          />
          {notesError ? (
            <p id={notesErrorId} className="text-sm font-medium text-red-700">
              {notesError}
            </p>
          ) : null}
          <Button type="submit" size="sm" variant="secondary" className="self-start" disabled={isSavingNotes}>
            {isSavingNotes ? 'Saving...' : 'Save notes'}
          </Button>
        </form>
      ) : null}
    </Card>
  )
}
