import { AlertTriangle, Info } from 'lucide-react'
import { labelForAllergy, labelForSensitivity } from '@forkcast/contract/allergens'
import type { AllergenId } from '@forkcast/contract/allergens'
import type { RecipeWarnings } from '@forkcast/contract/recipes.schemas'
import { cn } from '@/lib/cn'

interface AllergenWarningsProps {
  warnings: RecipeWarnings
  /** The recipe's may-contain allergens: a warned allergen found only there reads "May contain". */
  mayContain?: readonly AllergenId[]
  /** Nobody could check the recipe's language for allergens: every warned allergen is only possible. */
  isUnchecked?: boolean
  /** Compact for cards; full sentences on detail views. */
  isCompact?: boolean
}

/** Red for allergens of the user or the group (never to be served), amber for sensitivities. */
export const AllergenWarnings = ({
  warnings,
  mayContain = [],
  isUnchecked = false,
  isCompact = false,
}: AllergenWarningsProps) => {
  const isPossible = (id: AllergenId) => isUnchecked || mayContain.includes(id)
  const allergens = warnings.allergens.filter((id) => !isPossible(id)).map(labelForAllergy)
  const possible = warnings.allergens.filter(isPossible).map(labelForAllergy)
  const heading = [
    allergens.length > 0 ? `Contains: ${allergens.join(', ')}` : null,
    possible.length > 0 ? `${isUnchecked ? 'Not checked for' : 'May contain'}: ${possible.join(', ')}` : null,
  ]
    .filter(Boolean)
    .join('. ')
  const sensitivities = warnings.sensitivities.map(labelForSensitivity)
  // "Sofia is allergic: may contain sesame": whom the warning protects, for whoever cooks.
  const whose = warnings.members.map(({ name, allergens: theirs }) => {
    const certain = theirs.filter((id) => !isPossible(id)).map(labelForAllergy)
    const maybe = theirs.filter(isPossible).map(labelForAllergy)
    const parts = [
      certain.length > 0 ? `contains ${certain.join(', ').toLowerCase()}` : null,
      maybe.length > 0
        ? `${isUnchecked ? 'not checked for' : 'may contain'} ${maybe.join(', ').toLowerCase()}`
        : null,
    ].filter(Boolean)
    return `${name} is allergic: ${parts.join('; ')}`
  })
  if (heading === '' && sensitivities.length === 0) return null
  return (
    <div className="flex flex-col gap-2">
      {heading !== '' ? (
        <div
          role="alert"
          className={cn(
            'flex items-start gap-2 rounded-xl border border-red-300 bg-red-50 text-red-900',
            isCompact ? 'px-2 py-1 text-xs' : 'px-4 py-3 text-sm',
          )}
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden />
          <div className="flex flex-col gap-1">
            <p>
              <strong className="font-semibold">{heading}</strong>
              {isCompact
                ? null
                : ' — an allergen for you or someone you are cooking for. Do not serve it to them.'}
            </p>
            {isCompact || whose.length === 0 ? null : (
              <ul className="flex flex-col gap-0.5">
                {whose.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </div>
        </div>
      ) : null}
      {sensitivities.length > 0 ? (
        <div
          className={cn(
            'flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 text-amber-900',
            isCompact ? 'px-2 py-1 text-xs' : 'px-4 py-3 text-sm',
          )}
        >
          <Info className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
          <p>
            <strong className="font-semibold">May not suit: {sensitivities.join(', ')}</strong>
            {isCompact ? null : ' — a sensitivity for you or someone you are cooking for.'}
          </p>
        </div>
      ) : null}
    </div>
  )
}
