import type { TFunction } from 'i18next'
import { EyeOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Hidden } from '@forkcast/contract/recipes.schemas'
import { Button } from '@/components/ui/button'
import { useHouseholdSafety } from '@/components/household-safety'
import { catalogText, useCatalogText, type CatalogText } from '@/lib/catalog-text'
import { recipesT } from '../utils/format-recipe'
import { joinWords } from '../utils/join-words'

/** "2 recipes hidden: they contain peanuts (Sofia)"; past the counted limit "More than 100 recipes hidden: …". */
export const describeHidden = (
  { count, more, allergens, members }: Hidden,
  t: TFunction<'recipes'> = recipesT(),
  words: CatalogText = catalogText,
) => {
  const what = joinWords(
    allergens.map((id) => words.allergenLabel(id).toLowerCase()),
    'or',
  )
  const who = members.length > 0 ? ` (${joinWords(members, 'and')})` : ''
  const hidden = more
    ? t('hiddenNote.moreThan', { count, allergens: what })
    : t('hiddenNote.hidden', { count, allergens: what })
  return `${hidden}${who}`
}

/**
 * Says what the allergy filter left out of a list; nothing when it left nothing out. Outside a decision the
 * list is safe for the whole household, and one tap makes it "Just for me".
 */
export const HiddenNote = ({ hidden }: { hidden: Hidden | null | undefined }) => {
  const { t } = useTranslation('recipes')
  const words = useCatalogText()
  const { onJustForMe, isSwitching } = useHouseholdSafety()
  if (!hidden || hidden.count === 0) return null
  return (
    <div
      role="note"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <span className="flex min-w-0 flex-1 items-start gap-2">
        <EyeOff aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>{describeHidden(hidden, t, words)}</span>
      </span>
      {hidden.scope === 'household' && onJustForMe ? (
        <Button size="sm" variant="secondary" onClick={onJustForMe} disabled={isSwitching}>
          {t('hiddenNote.justForMe')}
        </Button>
      ) : null}
    </div>
  )
}
