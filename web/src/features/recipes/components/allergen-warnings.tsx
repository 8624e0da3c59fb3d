import { AlertTriangle, Info } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { AllergenId } from '@forkcast/contract/allergens'
import type { RecipeWarnings } from '@forkcast/contract/recipes.schemas'
import { useCatalogText } from '@/lib/catalog-text'
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
  const { t } = useTranslation('recipes')
  const words = useCatalogText()
  const isPossible = (id: AllergenId) => isUnchecked || mayContain.includes(id)
  const allergens = warnings.allergens.filter((id) => !isPossible(id)).map(words.allergyEntry)
  const possible = warnings.allergens.filter(isPossible).map(words.allergyEntry)
  const heading = [
    allergens.length > 0 ? t('allergenWarnings.contains', { allergens: allergens.join(', ') }) : null,
    possible.length > 0
      ? t(isUnchecked ? 'allergenWarnings.notCheckedFor' : 'allergenWarnings.mayContain', {
          allergens: possible.join(', '),
        })
      : null,
  ]
    .filter(Boolean)
    .join('. ')
  const sensitivities = warnings.sensitivities.map(words.sensitivityEntry)
  // "Sofia is allergic: may contain sesame": whom the warning protects, for whoever cooks.
  const whose = warnings.members.map(({ name, allergens: theirs }) => {
    const certain = theirs.filter((id) => !isPossible(id)).map(words.allergyEntry)
    const maybe = theirs.filter(isPossible).map(words.allergyEntry)
    const parts = [
      certain.length > 0
        ? t('allergenWarnings.memberContains', { allergens: certain.join(', ').toLowerCase() })
        : null,
      maybe.length > 0
        ? t(isUnchecked ? 'allergenWarnings.memberNotCheckedFor' : 'allergenWarnings.memberMayContain', {
            allergens: maybe.join(', ').toLowerCase(),
          })
        : null,
    ].filter(Boolean)
    return t('allergenWarnings.memberIsAllergic', { name, parts: parts.join('; ') })
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
              {isCompact ? null : ` — ${t('allergenWarnings.allergenNote')}`}
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
            <strong className="font-semibold">
              {t('allergenWarnings.mayNotSuit', { sensitivities: sensitivities.join(', ') })}
            </strong>
            {isCompact ? null : ` — ${t('allergenWarnings.sensitivityNote')}`}
          </p>
        </div>
      ) : null}
    </div>
  )
}
