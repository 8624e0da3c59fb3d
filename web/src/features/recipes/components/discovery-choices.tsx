import { Carrot, Globe2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'

interface DiscoveryChoicesProps {
  onBrowseCuisines: () => void
  onSelectIngredients: () => void
}

/** The Browse view's two ways in: vote on a cuisine, or start from what is in the kitchen. */
export const DiscoveryChoices = ({ onBrowseCuisines, onSelectIngredients }: DiscoveryChoicesProps) => (
  <div className="grid gap-4 sm:grid-cols-2">
    <Card className="flex flex-col items-start gap-3 p-5">
      <Globe2 className="size-8 text-brand-700" aria-hidden />
      <h2 className="text-lg font-semibold">Pick a cuisine</h2>
      <p className="text-sm text-stone-600">
        Narrow the cuisines down, then get recipes for the one that is left.
      </p>
      <Button className="mt-auto" onClick={onBrowseCuisines}>
        Browse Cuisines
      </Button>
    </Card>
    <Card className="flex flex-col items-start gap-3 p-5">
      <Carrot className="size-8 text-brand-700" aria-hidden />
      <h2 className="text-lg font-semibold">Use what you have</h2>
      <p className="text-sm text-stone-600">
        Tick the ingredients in your kitchen and get recipes that use them.
      </p>
      <Button className="mt-auto" onClick={onSelectIngredients}>
        Select Ingredients
      </Button>
    </Card>
  </div>
)
