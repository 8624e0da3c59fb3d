import { useTranslation } from 'react-i18next'
import {
  FRIDGE_ITEM_MAX_LENGTH,
  MAX_FRIDGE_ITEMS,
  normalizeFridgeInventory,
} from '@forkcast/contract/users.constants'
import { addEntry, removeValue } from '../utils/entry-list'
import { AddEntryField } from './add-entry-field'
import { RemovableChip } from './removable-chip'

interface FridgeInventoryFieldProps {
  items: string[]
  onChange: (items: string[]) => void
}

export const FridgeInventoryField = ({ items, onChange }: FridgeInventoryFieldProps) => {
  const { t } = useTranslation('users')
  const isFull = items.length >= MAX_FRIDGE_ITEMS
  const add = (text: string) => {
    const result = addEntry(items, text, normalizeFridgeInventory)
    if (!result || result.isDuplicate) return false
    onChange(result.entries)
    return true
  }
  return (
    <section aria-labelledby="fridge-inventory-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="fridge-inventory-heading" className="text-base font-semibold text-stone-900">
          {t('fridgeInventory.title')}
        </h2>
        <p className="text-sm text-stone-600">{t('fridgeInventory.description')}</p>
      </div>
      {isFull ? (
        <p className="text-sm text-amber-700">{t('fridgeInventory.full', { max: MAX_FRIDGE_ITEMS })}</p>
      ) : (
        <AddEntryField
          label={t('fridgeInventory.addAnIngredient')}
          buttonLabel={t('fridgeInventory.addIngredient')}
          placeholder={t('fridgeInventory.placeholder')}
          maxLength={FRIDGE_ITEM_MAX_LENGTH}
          onAdd={add}
        />
      )}
      {items.length === 0 ? (
        <p className="text-sm text-stone-500">{t('fridgeInventory.empty')}</p>
      ) : (
        <ul aria-label={t('fridgeInventory.listLabel')} className="flex flex-wrap gap-2">
          {items.map((item) => (
            <RemovableChip key={item} label={item} onRemove={() => onChange(removeValue(items, item))} />
          ))}
        </ul>
      )}
    </section>
  )
}
