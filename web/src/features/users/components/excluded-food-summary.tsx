import { getCuisine } from '@forkcast/contract/cuisines'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { RemovableChip } from './removable-chip'

interface ExcludedFoodSummaryProps {
  excluded: readonly string[]
  onRemove: (id: string) => void
  onSave: () => void
  isSaving: boolean
}

export const ExcludedFoodSummary = ({ excluded, onRemove, onSave, isSaving }: ExcludedFoodSummaryProps) => (
  <Card className="flex flex-col gap-4 p-5 lg:sticky lg:top-4">
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
    <Button onClick={onSave} disabled={isSaving}>
      {isSaving ? 'Saving...' : 'Save Preferences'}
    </Button>
  </Card>
)
