import { RotateCcw, Shuffle } from 'lucide-react'
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
  const other = category === 'ordering' ? 'cooking' : 'ordering'
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
      <h2 className="text-xl font-bold">Nothing left on the table</h2>
      <p className="mt-1 text-stone-600">
        Every option has been vetoed or excluded by someone’s preferences.
      </p>
      <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">
        {onTryAgain ? (
          <Button onClick={onTryAgain} disabled={isResetting}>
            <RotateCcw aria-hidden /> {isResetting ? 'Starting over...' : 'Try Again'}
          </Button>
        ) : null}
        {onSwitch ? (
          <Button variant="secondary" onClick={() => onSwitch(other)}>
            <Shuffle aria-hidden /> Switch to {other === 'cooking' ? 'cooking at home' : 'ordering out'}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
