import { Languages } from 'lucide-react'
import { labelForAllergy } from '@forkcast/contract/allergens'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { AllergenReviewForm } from './allergen-review-form'

interface AllergenCheckNoticeProps {
  recipe: Pick<Recipe, 'id' | 'allergens' | 'mayContain' | 'allergenCheck'>
}

const joinNames = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`

/**
 * A recipe written in a language the allergen check cannot read: why it is held back from everyone with an
 * allergy, and, for its owner, the way to confirm its allergens by hand. Once confirmed, who confirmed what.
 */
export const AllergenCheckNotice = ({ recipe }: AllergenCheckNoticeProps) => {
  const check = recipe.allergenCheck
  if (!check || check.status === 'checked') return null
  const languages = joinNames(check.uncheckedLanguages.map((language) => language.name))
  if (check.status === 'confirmed') {
    const confirmed = (check.confirmedAllergens ?? []).map(labelForAllergy)
    return (
      <p className="rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700">
        {confirmed.length > 0
          ? `Allergens confirmed by hand: ${confirmed.join(', ')}.`
          : 'Confirmed by hand: none of the listed allergens.'}
        {languages !== '' ? ` The allergen check cannot read ${languages}.` : ''}
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
        Allergens not checked in {languages}
      </h2>
      <p className="text-sm">
        {check.canReview
          ? `Forkcast cannot read ${languages} for allergens, so this recipe is kept from everyone with an allergy until you confirm what it contains.`
          : `Forkcast cannot read ${languages} for allergens, so this recipe is kept from everyone with an allergy until the person who added it confirms what it contains.`}
      </p>
      {check.canReview ? <AllergenReviewForm recipe={recipe} /> : null}
    </section>
  )
}
