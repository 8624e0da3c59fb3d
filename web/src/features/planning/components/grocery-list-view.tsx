import { Printer } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { GroceryList } from '@forkcast/contract/planning.schemas'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { CopyButton } from '@/components/ui/copy-button'
import { useCatalogText } from '@/lib/catalog-text'
import { useCheckItem, useRemoveGroceryItem } from '../api/grocery-lists'
import {
  formatAbout,
  formatListTitle,
  groupByAisle,
  priceEstimateNote,
  toGroceryText,
} from '../utils/grocery-text'
import { AddGroceryItemForm } from './add-grocery-item-form'
import { GroceryItemRow } from './grocery-item-row'

/** The shared list by aisle; checks show at once here and reach the rest of the family live. */
export const GroceryListView = ({ list }: { list: GroceryList }) => {
  const { t } = useTranslation('planning')
  const words = useCatalogText()
  const checkItem = useCheckItem(list.id)
  const removeItem = useRemoveGroceryItem(list.id)
  const remaining = list.items.filter((item) => !item.checked).length
  const title = formatListTitle(list.title)
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          <p className="mt-1 text-stone-600">
            {t('groceryList.leftToBuy', { count: remaining, total: list.items.length })}
            {list.estimatedTotal > 0 ? ` · ${formatAbout(list.estimatedTotal)}` : ''}
          </p>
          {list.estimatedTotal > 0 ? (
            <p className="mt-1 max-w-prose text-xs text-stone-500">{priceEstimateNote()}</p>
          ) : null}
        </div>
        <div className="flex items-center gap-1 print:hidden">
          <CopyButton
            text={toGroceryText(list.title, list.items, words)}
            label={t('groceryList.copyAsText')}
            copiedDescription={t('groceryList.copied')}
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('groceryList.print')}
            title={t('groceryList.print')}
            onClick={() => window.print()}
          >
            <Printer aria-hidden />
          </Button>
        </div>
      </div>
      <AddGroceryItemForm listId={list.id} />
      {list.items.length === 0 ? (
        <p className="rounded-2xl bg-stone-100 p-6 text-center text-stone-700">{t('groceryList.empty')}</p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2 print:block">
        {groupByAisle(list.items).map(({ aisle, items }) => (
          <Card
            key={aisle.id}
            className="p-4 print:mb-4 print:break-inside-avoid print:border-0 print:p-0 print:shadow-none"
          >
            <h2 className="text-sm font-semibold uppercase tracking-wide text-stone-600">
              {words.aisle(aisle.id)}
            </h2>
            <ul className="divide-y divide-stone-100">
              {items.map((item) => (
                <GroceryItemRow
                  key={item.id}
                  item={item}
                  isRemoving={removeItem.isPending}
                  onCheck={(checked) => checkItem.mutate({ itemId: item.id, checked })}
                  onRemove={() => removeItem.mutate(item.id)}
                />
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </div>
  )
}
