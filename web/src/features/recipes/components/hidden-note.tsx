import { EyeOff } from 'lucide-react'
import { ALLERGENS } from '@forkcast/contract/allergens'
import type { Hidden } from '@forkcast/contract/recipes.schemas'
import { Button } from '@/components/ui/button'
import { useHouseholdSafety } from '@/components/household-safety'

const LABELS = new Map(ALLERGENS.map((entry) => [entry.id, entry.label.toLowerCase()]))

const joinWords = (words: readonly string[], last: string) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1) ?? ''}`

/** "2 recipes hidden: they contain peanuts (Sofia)"; past the counted limit "More than 100 recipes hidden: …". */
export const describeHidden = ({ count, more, allergens, members }: Hidden) => {
  const what = joinWords(
    allergens.map((id) => LABELS.get(id) ?? id),
    'or',
  )
  const who = members.length > 0 ? ` (${joinWords(members, 'and')})` : ''
  if (more) return `More than ${count} recipes hidden: they contain ${what}${who}`
  return count === 1
    ? `1 recipe hidden: it contains ${what}${who}`
    : `${count} recipes hidden: they contain ${what}${who}`
}

/**
 * Says what the allergy filter left out of a list; nothing when it left nothing out. Outside a decision the
 * list is safe for the whole household, and one tap makes it "Just for me".
 */
export const HiddenNote = ({ hidden }: { hidden: Hidden | null | undefined }) => {
  const { onJustForMe, isSwitching } = useHouseholdSafety()
  if (!hidden || hidden.count === 0) return null
  return (
    <div
      role="note"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <span className="flex min-w-0 flex-1 items-start gap-2">
        <EyeOff aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>{describeHidden(hidden)}</span>
      </span>
      {hidden.scope === 'household' && onJustForMe ? (
        <Button size="sm" variant="secondary" onClick={onJustForMe} disabled={isSwitching}>
          Just for me
        </Button>
      ) : null}
    </div>
  )
}
