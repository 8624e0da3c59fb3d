import { useTranslation } from 'react-i18next'
import { Card } from '@/components/ui/card'
import { useCatalogText } from '@/lib/catalog-text'
import { RemovableChip } from './removable-chip'

interface ExcludedFoodSummaryProps {
  excluded: readonly string[]
  onRemove: (id: string) => void
}

export const ExcludedFoodSummary = ({ excluded, onRemove }: ExcludedFoodSummaryProps) => {
  const { t } = useTranslation('users')
  const words = useCatalogText()
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div>
        <h2 className="text-lg font-semibold">{t('excludedFoodSummary.title')}</h2>
        <p className="text-sm text-stone-600">
          {excluded.length === 0
            ? t('excludedFoodSummary.nothingExcluded')
            : t('excludedFoodSummary.neverShown', { count: excluded.length })}
        </p>
      </div>
      {excluded.length > 0 ? (
        <ul aria-label={t('excludedFoodSummary.listLabel')} className="flex flex-wrap gap-2">
          {excluded.map((id) => (
            <RemovableChip key={id} label={words.cuisineLabel(id)} onRemove={() => onRemove(id)} />
          ))}
        </ul>
      ) : null}
    </Card>
  )
}
