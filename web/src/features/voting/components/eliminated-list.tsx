import { useTranslation } from 'react-i18next'
import type { FoodOption, Voter } from '@forkcast/contract/voting.schemas'
import { useOptionWords } from './use-option-words'
import { VetoedBy } from './vetoed-by'

interface EliminatedListProps {
  options: Array<{ option: FoodOption; eliminatedBy: Voter }>
  currentUserId: number
}

/** Vetoed options once their cards folded away: at the bottom, so the ones still in play stay on top. */
export const EliminatedList = ({ options, currentUserId }: EliminatedListProps) => {
  const { t } = useTranslation('voting')
  const words = useOptionWords()
  return (
    <details className="rounded-2xl border border-stone-200 bg-white px-4 py-3">
      <summary className="cursor-pointer font-semibold text-stone-700">
        {t('vetoed.summary', { number: options.length })}
      </summary>
      <ul className="mt-2 flex flex-col gap-1 text-sm text-stone-600" aria-label={t('vetoed.listLabel')}>
        {options.map(({ option, eliminatedBy }) => (
          <li key={option.id} aria-label={t('vetoed.label', { option: words.label(option) })}>
            <span className="line-through">{words.label(option)}</span> ·{' '}
            <VetoedBy voter={eliminatedBy} currentUserId={currentUserId} />
          </li>
        ))}
      </ul>
    </details>
  )
}
