import { Check, ThumbsUp, X } from 'lucide-react'
import { Trans, useTranslation } from 'react-i18next'

/** What the three vote buttons mean, once per board: the buttons say only Veto, Like and Pick. */
export const BoardLegend = () => {
  const { t } = useTranslation('voting')
  const strong = { strong: <strong /> }
  return (
    <ul
      className="flex flex-wrap gap-x-4 gap-y-1 rounded-xl bg-stone-50 px-3 py-2 text-xs text-stone-700"
      aria-label={t('legend.label')}
      data-tour="board-legend"
    >
      <li className="flex items-center gap-1">
        <X className="size-3.5 text-red-600" aria-hidden />{' '}
        <Trans t={t} i18nKey="legend.veto" components={strong} />
      </li>
      <li className="flex items-center gap-1">
        <ThumbsUp className="size-3.5 text-amber-600" aria-hidden />{' '}
        <Trans t={t} i18nKey="legend.like" components={strong} />
      </li>
      <li className="flex items-center gap-1">
        <Check className="size-3.5 text-emerald-600" aria-hidden />{' '}
        <Trans t={t} i18nKey="legend.pick" components={strong} />
      </li>
    </ul>
  )
}
