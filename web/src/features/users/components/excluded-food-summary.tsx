import { getCuisine } from '@forkcast/contract/cuisines'
import { Card } from '@/components/ui/card'
import { RemovableChip } from './removable-chip'

interface ExcludedFoodSummaryProps {
  excluded: readonly string[]
  onRemove: (id: string) => void
}

export const ExcludedFoodSummary = ({ excluded, onRemove }: ExcludedFoodSummaryProps) => (
  <Card className="flex flex-col gap-4 p-5">
    <div>
      <h2 className="text-lg font-semibold">Your exclusions</h2>
      <p className="text-sm text-stone-600">
        {excluded.length === 0
          ? 'Nothing excluded: every cuisine can come up.'
          : `${excluded.length} never shown in your family's decisions.`}
      </p>
    </div>
    {excluded.length > 0 ? (
      <ul aria-label="Excluded food types" className="flex flex-wrap gap-2">
        {excluded.map((id) => (
          <RemovableChip key={id} label={getCuisine(id)?.label ?? id} onRemove={() => onRemove(id)} />
        ))}
      </ul>
    ) : null}
  </Card>
)
