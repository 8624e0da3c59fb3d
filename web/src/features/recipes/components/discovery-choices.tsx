import { Carrot, Globe2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'

interface DiscoveryChoicesProps {
  onBrowseCuisines: () => void
  onSelectIngredients: () => void
}

/** The Browse view's two ways in: vote on a cuisine, or start from what is in the kitchen. */
export const DiscoveryChoices = ({ onBrowseCuisines, onSelectIngredients }: DiscoveryChoicesProps) => {
  const { t } = useTranslation('recipes')
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Card className="flex flex-col items-start gap-3 p-5">
        <Globe2 className="size-8 text-brand-700" aria-hidden />
        <h2 className="text-lg font-semibold">{t('discoveryChoices.cuisineHeading')}</h2>
        <p className="text-sm text-stone-600">{t('discoveryChoices.cuisineText')}</p>
        <Button className="mt-auto" onClick={onBrowseCuisines}>
          {t('discoveryChoices.cuisineButton')}
        </Button>
      </Card>
      <Card className="flex flex-col items-start gap-3 p-5">
        <Carrot className="size-8 text-brand-700" aria-hidden />
        <h2 className="text-lg font-semibold">{t('discoveryChoices.ingredientsHeading')}</h2>
        <p className="text-sm text-stone-600">{t('discoveryChoices.ingredientsText')}</p>
        <Button className="mt-auto" onClick={onSelectIngredients}>
          {t('discoveryChoices.ingredientsButton')}
        </Button>
      </Card>
    </div>
  )
}
