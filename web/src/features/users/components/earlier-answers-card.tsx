import { Card } from '@/components/ui/card'
import { RemovableChip } from './removable-chip'

interface EarlierAnswerList {
  label: string
  entries: readonly string[]
  labelFor: (entry: string) => string
  onRemove: (entry: string) => void
}

interface EarlierAnswersCardProps {
  title: string
  description: string
  lists: readonly EarlierAnswerList[]
}

/** Answers given in an earlier onboarding that this page's own choices do not cover, so they stay visible. */
export const EarlierAnswersCard = ({ title, description, lists }: EarlierAnswersCardProps) => (
  <Card className="flex flex-col gap-4 p-5">
    <div>
      <h2 className="text-base font-semibold text-stone-900">{title}</h2>
      <p className="text-sm text-stone-600">{description}</p>
    </div>
    {lists
      .filter((list) => list.entries.length > 0)
      .map((list) => (
        <div key={list.label} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-stone-800">{list.label}</h3>
          <ul aria-label={list.label} className="flex flex-wrap gap-2">
            {list.entries.map((entry) => (
              <RemovableChip key={entry} label={list.labelFor(entry)} onRemove={() => list.onRemove(entry)} />
            ))}
          </ul>
        </div>
      ))}
  </Card>
)
