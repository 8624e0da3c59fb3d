import { useId } from 'react'
import { Heart, KeyRound, Plus, ShoppingCart } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'

const TILE_CLASS =
  'flex items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 text-left shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50'
const ICON_CLASS = 'flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700'
// The subtitle is the tile's description, so it stays out of the accessible name.
const SUBTITLE_CLASS = 'block text-sm text-stone-600'

interface QuickActionsProps {
  className?: string
  onCreateGroup: () => void
  onJoinGroup: () => void
}

export const QuickActions = ({ className, onCreateGroup, onJoinGroup }: QuickActionsProps) => {
  const { t } = useTranslation('shell')
  const id = useId()
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="sr-only">
        {t('quickActions.heading')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <button
          type="button"
          className={TILE_CLASS}
          onClick={onCreateGroup}
          aria-describedby={`${id}-create`}
        >
          <span className={ICON_CLASS}>
            <Plus className="size-5" aria-hidden />
          </span>
          <span>
            <span className="block font-semibold text-stone-900">{t('quickActions.createGroup')}</span>
            <span id={`${id}-create`} aria-hidden className={SUBTITLE_CLASS}>
              {t('quickActions.createGroupHint')}
            </span>
          </span>
        </button>
        <button type="button" className={TILE_CLASS} onClick={onJoinGroup} aria-describedby={`${id}-join`}>
          <span className={ICON_CLASS}>
            <KeyRound className="size-5" aria-hidden />
          </span>
          <span>
            <span className="block font-semibold text-stone-900">{t('quickActions.joinGroup')}</span>
            <span id={`${id}-join`} aria-hidden className={SUBTITLE_CLASS}>
              {t('quickActions.joinGroupHint')}
            </span>
          </span>
        </button>
        <Link to={paths.favorites.getHref()} className={TILE_CLASS} aria-describedby={`${id}-favorites`}>
          <span className={ICON_CLASS}>
            <Heart className="size-5" aria-hidden />
          </span>
          <span>
            <span className="block font-semibold text-stone-900">{t('quickActions.favorites')}</span>
            <span id={`${id}-favorites`} aria-hidden className={SUBTITLE_CLASS}>
              {t('quickActions.favoritesHint')}
            </span>
          </span>
        </Link>
        <Link to={paths.shoppingList.getHref()} className={TILE_CLASS} aria-describedby={`${id}-shopping`}>
          <span className={ICON_CLASS}>
            <ShoppingCart className="size-5" aria-hidden />
          </span>
          <span>
            <span className="block font-semibold text-stone-900">{t('quickActions.shoppingList')}</span>
            <span id={`${id}-shopping`} aria-hidden className={SUBTITLE_CLASS}>
              {t('quickActions.shoppingListHint')}
            </span>
          </span>
        </Link>
      </div>
    </section>
  )
}
