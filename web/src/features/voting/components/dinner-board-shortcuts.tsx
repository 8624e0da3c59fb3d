import { useId, useState } from 'react'
import { ChefHat, Store } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { SOLO_GROUP, type DecisionGroup } from '@/lib/decision-group'

const TILE_CLASS =
  'flex flex-1 items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 text-left shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600'
const ICON_CLASS = 'flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700'

/**
 * Straight to a board over every cuisine: recipes to cook, or places to order from. With several groups the
 * user says which family decides; with none they decide alone.
 */
export const DinnerBoardShortcuts = ({ groups }: { groups: readonly DecisionGroup[] }) => {
  const { t } = useTranslation('voting')
  const id = useId()
  const [chosenId, setChosenId] = useState<number | null>(null)
  const group = groups.find((candidate) => candidate.id === chosenId) ?? groups[0] ?? SOLO_GROUP
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {t('shortcuts.heading')}
        </h2>
        {groups.length > 1 ? (
          <label className="flex items-center gap-2 text-sm font-medium">
            {t('shortcuts.decidingWith')}
            <select
              value={group.id}
              onChange={(event) => setChosenId(Number(event.target.value))}
              className="h-9 rounded-lg border border-stone-300 bg-white px-2"
            >
              {groups.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={paths.elimination.getHref('cooking', group.id)} className={TILE_CLASS}>
          <span className={ICON_CLASS}>
            <ChefHat className="size-5" aria-hidden />
          </span>
          <span>
            <span className="block font-semibold text-stone-900">{t('shortcuts.cookTitle')}</span>
            <span className="block text-sm text-stone-600">{t('shortcuts.cookHint')}</span>
          </span>
        </Link>
        <Link to={paths.diningServiceSelection.getHref(group.id, { forBoard: true })} className={TILE_CLASS}>
          <span className={ICON_CLASS}>
            <Store className="size-5" aria-hidden />
          </span>
          <span>
            <span className="block font-semibold text-stone-900">{t('shortcuts.orderTitle')}</span>
            <span className="block text-sm text-stone-600">{t('shortcuts.orderHint')}</span>
          </span>
        </Link>
      </div>
    </section>
  )
}
