import { RotateCcw, Shuffle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { VotingCategory } from '@forkcast/contract/voting.schemas'
import { Button } from '@/components/ui/button'

interface EmptyBoardProps {
  category: VotingCategory
  onTryAgain?: () => void
  onSwitch?: (category: 'cooking' | 'ordering') => void
  isResetting: boolean
}

/** Nothing left to vote on: start again, or switch between cooking and ordering. */
export const EmptyBoard = ({ category, onTryAgain, onSwitch, isResetting }: EmptyBoardProps) => {
  const { t } = useTranslation('voting')
  const other = category === 'ordering' ? 'cooking' : 'ordering'
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
      <h2 className="text-xl font-bold">{t('emptyBoard.heading')}</h2>
      <p className="mt-1 text-stone-600">{t('emptyBoard.description')}</p>
      <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">
        {onTryAgain ? (
          <Button onClick={onTryAgain} disabled={isResetting}>
            <RotateCcw aria-hidden /> {isResetting ? t('emptyBoard.startingOver') : t('emptyBoard.tryAgain')}
          </Button>
        ) : null}
        {onSwitch ? (
          <Button variant="secondary" onClick={() => onSwitch(other)}>
            <Shuffle aria-hidden />{' '}
            {other === 'cooking' ? t('emptyBoard.switchToCooking') : t('emptyBoard.switchToOrdering')}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
