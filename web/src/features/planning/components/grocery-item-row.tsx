import { Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { GroceryItem } from '@forkcast/contract/planning.schemas'
import { Button } from '@/components/ui/button'
import { formatEstimate } from '../utils/grocery-text'

interface GroceryItemRowProps {
  item: GroceryItem
  onCheck: (checked: boolean) => void
  onRemove: () => void
  isRemoving: boolean
}

export const GroceryItemRow = ({ item, onCheck, onRemove, isRemoving }: GroceryItemRowProps) => {
  const { t } = useTranslation('planning')
  return (
    <li className="flex items-start gap-3 py-2">
      <input
        id={`grocery-item-${item.id}`}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-brand-700 print:hidden"
        checked={item.checked}
        onChange={(event) => onCheck(event.target.checked)}
      />
      <span aria-hidden className="hidden print:inline">
        {item.checked ? '☑' : '☐'}
      </span>
      <label htmlFor={`grocery-item-${item.id}`} className="min-w-0 flex-1 cursor-pointer">
        <span className={item.checked ? 'text-stone-500 line-through' : 'text-stone-900'}>
          {item.quantity ? <span className="font-semibold">{item.quantity} </span> : null}
          {item.name}
        </span>
        {item.recipes.length > 0 ? (
          <span className="block text-xs text-stone-500 print:hidden">
            {t('groceryItem.forRecipes', { recipes: item.recipes.join(', ') })}
          </span>
        ) : null}
      </label>
      {item.estimatedCost > 0 ? (
        <span className="max-w-24 shrink-0 text-right text-sm text-stone-600">{formatEstimate(item)}</span>
      ) : null}
      <Button
        variant="ghost"
        size="icon"
        className="size-8 print:hidden"
        aria-label={t('groceryItem.remove', { name: item.name })}
        disabled={isRemoving}
        onClick={onRemove}
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  )
}
