import { ChefHat, PartyPopper, RotateCcw, Store } from 'lucide-react'
import type { Decision, FoodOption, VotingCategory } from '@forkcast/contract/voting.schemas'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'

const REASONS: Record<Decision['reason'], string> = {
  'last-remaining': 'It was the last one standing.',
  unanimous: 'Everyone picked it.',
  'all-submitted': 'Everyone submitted, and it had the most support.',
  random: 'Picked at random, as the group asked.',
}

interface PerfectMatchDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  option: FoodOption
  decision: Decision
  category: VotingCategory
  onSelectIngredients: () => void
  onFindRestaurants: () => void
  onStartOver: () => void
  isResetting: boolean
}

export const PerfectMatchDialog = ({
  open,
  onOpenChange,
  option,
  decision,
  category,
  onSelectIngredients,
  onFindRestaurants,
  onStartOver,
  isResetting,
}: PerfectMatchDialogProps) => (
  <Dialog
    open={open}
    onOpenChange={onOpenChange}
    title="Perfect Match!"
    description={REASONS[decision.reason]}
  >
    <div className="flex flex-col items-center gap-3 text-center">
      {option.image ? (
        <img src={option.image} alt="" className="h-40 w-full rounded-xl object-cover" />
      ) : null}
      <p className="flex items-center gap-2 text-2xl font-extrabold text-brand-800">
        <PartyPopper className="size-6" aria-hidden /> {option.label}
      </p>
      <p className="text-sm text-stone-600">{option.description}</p>
    </div>
    <div className="mt-6 grid gap-2 sm:grid-cols-2">
      {category !== 'ordering' ? (
        <Button onClick={onSelectIngredients}>
          <ChefHat aria-hidden /> Select Ingredients
        </Button>
      ) : null}
      {category !== 'cooking' ? (
        <Button onClick={onFindRestaurants} variant={category === 'cuisine' ? 'secondary' : 'primary'}>
          <Store aria-hidden /> Find Restaurants
        </Button>
      ) : null}
      <Button variant="ghost" onClick={onStartOver} disabled={isResetting}>
        <RotateCcw aria-hidden /> {isResetting ? 'Starting over...' : 'Start Over'}
      </Button>
      <Button variant="ghost" onClick={() => onOpenChange(false)}>
        Close
      </Button>
    </div>
  </Dialog>
)
