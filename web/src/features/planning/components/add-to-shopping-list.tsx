import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ShoppingCart } from 'lucide-react'
import { Button, buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { notify } from '@/lib/toast'
import { useAddToShoppingList } from '../api/shopping-list'
import { findOnHandLines } from '@forkcast/contract/on-hand'

interface ShoppingGroup {
  id: number
  name: string
}

/**
 * "Add to shopping list" on a recipe, on every plan: its ingredients join the group's one list, merged with
 * what is there. With several groups the cook picks which family's list.
 */
export const AddToShoppingList = ({
  recipeId,
  recipeTitle,
  groups,
  preferredGroupId,
  ingredientChoice,
  servings,
}: {
  recipeId: number
  recipeTitle: string
  groups: readonly ShoppingGroup[]
  /** The group the recipe was opened for (a decision's), chosen first. */
  preferredGroupId?: number
  /** The recipe's lines and the cook's fridge: lines on hand start unticked and stay off the list. */
  ingredientChoice?: IngredientChoice
  /** The servings the page shows; the list scales the recipe's amounts to them. Left out, the recipe's own. */
  servings?: number
}) => {
  const { t } = useTranslation('planning')
  const add = useAddToShoppingList()
  const selectId = useId()
  const [groupId, setGroupId] = useState(
    groups.find((group) => group.id === preferredGroupId)?.id ?? groups[0]?.id ?? 0,
  )
  const [skipped, setSkipped] = useState(
    () => new Set(ingredientChoice ? findOnHandLines(ingredientChoice.lines, ingredientChoice.onHand) : []),
  )
  if (groups.length === 0) {
    return (
      <Link to={paths.family.getHref()} className={buttonVariants({ variant: 'secondary' })}>
        <ShoppingCart aria-hidden /> {t('addToShoppingList.startFamilyList')}
      </Link>
    )
  }
  const group = groups.find((candidate) => candidate.id === groupId)
  const isNothingToBuy =
    ingredientChoice !== undefined &&
    ingredientChoice.lines.length > 0 &&
    skipped.size >= ingredientChoice.lines.length
  const addToList = () =>
    add.mutate(
      {
        groupId,
        recipeId,
        ...(servings === undefined ? {} : { servings }),
        ...(ingredientChoice ? { skipIngredients: [...skipped].sort((a, b) => a - b) } : {}),
      },
      {
        onSuccess: () =>
          notify({
            title: t('addToShoppingList.added'),
            description: group
              ? t('addToShoppingList.addedToGroupList', { recipe: recipeTitle, group: group.name })
              : t('addToShoppingList.addedToFamilyList', { recipe: recipeTitle }),
          }),
      },
    )
  return (
    <div className="flex flex-wrap items-end gap-2">
      {groups.length > 1 ? (
        <label htmlFor={selectId} className="flex flex-col gap-1 text-sm font-medium">
          {t('addToShoppingList.listOf')}
          <select
            id={selectId}
            value={groupId}
            onChange={(event) => setGroupId(Number(event.target.value))}
            className="h-10 rounded-md border border-stone-300 bg-white px-3 text-base"
          >
            {groups.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <Button variant="secondary" onClick={addToList} disabled={add.isPending || isNothingToBuy}>
        <ShoppingCart aria-hidden />{' '}
        {add.isPending ? t('addToShoppingList.adding') : t('addToShoppingList.add')}
      </Button>
      {add.isSuccess ? (
        <Link to={paths.shoppingList.getHref(groupId)} className={buttonVariants({ variant: 'link' })}>
          {t('addToShoppingList.openList')}
        </Link>
      ) : null}
      {ingredientChoice ? (
        <OnHandChoice lines={ingredientChoice.lines} skipped={skipped} onChange={setSkipped} />
      ) : null}
    </div>
  )
}

interface IngredientChoice {
  lines: readonly string[]
  /** The cook's fridge inventory, free text ('eggs', 'Spinach'). */
  onHand: readonly string[]
}

/** The step where the cook unticks what they already have; what is left off is said, never hidden. */
const OnHandChoice = ({
  lines,
  skipped,
  onChange,
}: {
  lines: readonly string[]
  skipped: ReadonlySet<number>
  onChange: (skipped: Set<number>) => void
}) => {
  const { t } = useTranslation('planning')
  const toggle = (index: number, isBuying: boolean) => {
    const next = new Set(skipped)
    if (isBuying) next.delete(index)
    else next.add(index)
    onChange(next)
  }
  const leftOff = lines.filter((_, index) => skipped.has(index))
  return (
    <details className="w-full text-sm">
      <summary className="cursor-pointer text-stone-700">
        {leftOff.length === 0
          ? t('addToShoppingList.untickOnHand')
          : leftOff.length === lines.length
            ? t('addToShoppingList.allOnHand')
            : t('addToShoppingList.leavingOff', { number: leftOff.length, items: leftOff.join('; ') })}
      </summary>
      <fieldset className="mt-2 flex flex-col gap-1.5">
        <legend className="sr-only">{t('addToShoppingList.ingredientsToBuy')}</legend>
        {lines.map((line, index) => (
          <label key={index} className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-1 size-4"
              checked={!skipped.has(index)}
              onChange={(event) => toggle(index, event.target.checked)}
            />
            <span>{line}</span>
          </label>
        ))}
      </fieldset>
    </details>
  )
}
