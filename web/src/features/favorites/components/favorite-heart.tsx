import { Heart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

interface FavoriteHeartProps {
  name: string
  isFavorite: boolean
  onToggle: () => void
}

/** A toggle: filled when the place is saved. */
export const FavoriteHeart = ({ name, isFavorite, onToggle }: FavoriteHeartProps) => {
  const { t } = useTranslation('favorites')
  return (
    <button
      type="button"
      aria-pressed={isFavorite}
      aria-label={isFavorite ? t('remove', { name }) : t('save', { name })}
      onClick={onToggle}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-rose-600 transition hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <Heart className={cn('size-5', isFavorite && 'fill-current')} aria-hidden />
    </button>
  )
}
