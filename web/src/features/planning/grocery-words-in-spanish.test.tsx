import { afterEach, describe, expect, it } from 'vitest'
import type { GroceryItem } from '@forkcast/contract/planning.schemas'
import { i18next } from '@/lib/i18n'
import { backToEnglish, loadSpanish } from '@/testing/spanish'
import { toGroceryText } from './utils/grocery-text'

afterEach(() => backToEnglish())

const item = (id: number, name: string, category: GroceryItem['category'], checked = false): GroceryItem => ({
  id,
  name,
  quantity: '',
  category,
  estimatedCost: 0,
  isRoughEstimate: false,
  checked,
  recipes: [],
  isManual: true,
})

describe('the grocery list in Spanish', () => {
  it('copies the list with the aisles named in Spanish when Forkcast is in Spanish', async () => {
    loadSpanish()
    await i18next.changeLanguage('es')
    expect(
      toGroceryText('Compra', [item(1, 'zanahorias', 'produce'), item(2, 'leche', 'dairy-eggs', true)]),
    ).toBe(
      ['Compra', '', 'Frutas y verduras:', '[ ] zanahorias', '', 'Lácteos y huevos:', '[x] leche'].join('\n'),
    )
  })
})
