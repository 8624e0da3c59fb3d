import { Flower2, Leaf, Snowflake, Sun, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { SEASON_CARDS } from '@forkcast/contract/discovery.constants'
import type { RecipeSeason } from '@forkcast/contract/recipes.constants'
import { useCatalogText } from '@/lib/catalog-text'
import { cn } from '@/lib/cn'

const ICONS: Record<RecipeSeason, LucideIcon> = {
  spring: Flower2,
  summer: Sun,
  autumn: Leaf,
  winter: Snowflake,
}

interface SeasonCardsProps {
  selected: RecipeSeason
  current: RecipeSeason | null
  onSelect: (season: RecipeSeason) => void
}

/** The four seasons as toggle buttons; the season where the user lives today is marked. */
export const SeasonCards = ({ selected, current, onSelect }: SeasonCardsProps) => {
  const { t } = useTranslation('discovery')
  const catalog = useCatalogText()
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('seasonCards.label')}>
      {SEASON_CARDS.map(({ season }) => {
        const label = catalog.season(season)
        const description = catalog.seasonDescription(season)
        const Icon = ICONS[season]
        const isSelected = season === selected
        return (
          <li key={season}>
            <button
              type="button"
              aria-pressed={isSelected}
              onClick={() => onSelect(season)}
              className={cn(
                'flex h-full w-full flex-col items-start gap-2 rounded-2xl border bg-white p-4 text-left shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                isSelected ? 'border-brand-600 ring-2 ring-brand-200' : 'border-stone-200 hover:bg-stone-50',
              )}
            >
              <span className="flex w-full items-center justify-between gap-2">
                <span className="inline-flex items-center gap-2 font-semibold">
                  <Icon className="size-5 text-brand-700" aria-hidden /> {label}
                </span>
                {season === current ? (
                  <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    {t('seasonCards.now')}
                  </span>
                ) : null}
              </span>
              <span className="text-sm text-stone-600">{description}</span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
