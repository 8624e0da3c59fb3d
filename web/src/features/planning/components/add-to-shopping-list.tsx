import { useId, useState } from 'react'
import { Link } from 'react-router'
import { ShoppingCart } from 'lucide-react'
import { Button, buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { notify } from '@/lib/toast'
import { useAddToShoppingList } from '../api/shopping-list'

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
}: {
  recipeId: number
  recipeTitle: string
  groups: readonly ShoppingGroup[]
  /** The group the recipe was opened for (a decision's), chosen first. */
  preferredGroupId?: number
}) => {
  const add = useAddToShoppingList()
  const selectId = useId()
  const [groupId, setGroupId] = useState(
    groups.find((group) => group.id === preferredGroupId)?.id ?? groups[0]?.id ?? 0,
  )
  if (groups.length === 0) {
    return (
      <Link to={paths.family.getHref()} className={buttonVariants({ variant: 'secondary' })}>
        <ShoppingCart aria-hidden /> Start a family shopping list
      </Link>
    )
  }
  const group = groups.find((candidate) => candidate.id === groupId)
  const addToList = () =>
    add.mutate(
      { groupId, recipeId },
      {
        onSuccess: () =>
          notify({
            title: 'Added to the shopping list',
            description: `${recipeTitle} is on ${group?.name ?? 'your family'}’s list.`,
          }),
      },
    )
  return (
    <div className="flex flex-wrap items-end gap-2">
      {groups.length > 1 ? (
        <label htmlFor={selectId} className="flex flex-col gap-1 text-sm font-medium">
          Shopping list of
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
      <Button variant="secondary" onClick={addToList} disabled={add.isPending}>
        <ShoppingCart aria-hidden /> {add.isPending ? 'Adding…' : 'Add to shopping list'}
      </Button>
      {add.isSuccess ? (
        <Link to={paths.shoppingList.getHref(groupId)} className={buttonVariants({ variant: 'link' })}>
          Open the list
        </Link>
      ) : null}
    </div>
  )
}
