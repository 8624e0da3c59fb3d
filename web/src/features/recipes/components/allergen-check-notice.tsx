import { Languages } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { useCatalogText } from '@/lib/catalog-text'
import { joinWords } from '../utils/join-words'
import { languageName } from '../utils/recipe-languages'
import { AllergenReviewForm } from './allergen-review-form'

interface AllergenCheckNoticeProps {
  recipe: Pick<Recipe, 'id' | 'allergens' | 'mayContain' | 'allergenCheck'>
}

/**
 * A recipe written in a language the allergen check cannot read: why it is held back from everyone with an
 * allergy, and, for its owner, the way to confirm its allergens by hand. Once confirmed, who confirmed what.
 */
export const AllergenCheckNotice = ({ recipe }: AllergenCheckNoticeProps) => {
  const { t, i18n } = useTranslation('recipes')
  const words = useCatalogText()
  const check = recipe.allergenCheck
  if (!check || check.status === 'checked') return null
  // The server names them in English; other languages name them from their codes.
  const languages = joinWords(
    check.uncheckedLanguages.map(({ code, name }) =>
      i18n.language === 'en' ? name : languageName(code, i18n.language, name),
    ),
    'and',
  )
  if (check.status === 'confirmed') {
    const confirmed = (check.confirmedAllergens ?? []).map(words.allergyEntry)
    return (
      <p className="rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700">
        {confirmed.length > 0
          ? t('allergenCheck.confirmedSome', { allergens: confirmed.join(', ') })
          : t('allergenCheck.confirmedNone')}
        {languages !== '' ? ` ${t('allergenCheck.cannotRead', { languages })}` : ''}
      </p>
    )
  }
  return (
    <section
      aria-labelledby={`allergen-check-${recipe.id}`}
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <h2 id={`allergen-check-${recipe.id}`} className="flex items-center gap-2 font-semibold">
        <Languages className="size-4 shrink-0 text-amber-700" aria-hidden />
        {t('allergenCheck.heading', { languages })}
      </h2>
      <p className="text-sm">
        {check.canReview
          ? t('allergenCheck.keptUntilYouConfirm', { languages })
          : t('allergenCheck.keptUntilOwnerConfirms', { languages })}
      </p>
      {check.canReview ? <AllergenReviewForm recipe={recipe} /> : null}
    </section>
  )
}
