import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { i18next } from '@/lib/i18n'
import { backToEnglish, loadSpanish } from '@/testing/spanish'
import { buildRecipe } from '../testing/build-recipe'
import { AllergenFacts } from './allergen-facts'

const MISO_NOTE = 'miso is often made with barley or wheat'

afterEach(() => backToEnglish())

describe('allergen facts on a recipe page', () => {
  it('shows what the recipe contains and what it may contain, with the lexicon note as the reason', () => {
    render(
      <AllergenFacts
        recipe={buildRecipe({
          allergens: ['soy', 'sesame'],
          mayContain: ['wheat', 'gluten'],
          allergenReasons: [
            { allergen: 'wheat', level: 'often', food: 'miso', note: MISO_NOTE },
            { allergen: 'gluten', level: 'often', food: 'miso', note: MISO_NOTE },
            { allergen: 'soy', level: 'contains', food: 'miso', note: MISO_NOTE },
          ],
        })}
      />,
    )
    expect(screen.getByRole('region', { name: 'Allergens' })).toBeInTheDocument()
    expect(screen.getByText('Contains: soy, sesame')).toBeInTheDocument()
    expect(screen.getByText(`May contain: wheat, gluten (${MISO_NOTE})`)).toBeInTheDocument()
  })

  it('keeps allergens with different reasons apart', () => {
    render(
      <AllergenFacts
        recipe={buildRecipe({
          allergens: [],
          mayContain: ['crustaceans', 'sesame'],
          allergenReasons: [
            {
              allergen: 'crustaceans',
              level: 'often',
              food: 'curry paste',
              note: 'Thai curry pastes are often made with shrimp paste',
            },
            {
              allergen: 'sesame',
              level: 'often',
              food: 'bagel',
              note: 'bagels are often topped with sesame seeds',
            },
          ],
        })}
      />,
    )
    expect(
      screen.getByText(
        'May contain: crustaceans (shrimp, crab, lobster) (Thai curry pastes are often made with shrimp paste); sesame (bagels are often topped with sesame seeds)',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/^Contains:/)).not.toBeInTheDocument()
  })

  it('says the note in Spanish when Forkcast is in Spanish, once its sentences have arrived', async () => {
    loadSpanish()
    await act(() => i18next.changeLanguage('es'))
    render(
      <AllergenFacts
        recipe={buildRecipe({
          allergens: [],
          mayContain: ['wheat'],
          allergenReasons: [{ allergen: 'wheat', level: 'often', food: 'miso', note: MISO_NOTE }],
        })}
      />,
    )
    expect(
      await screen.findByText('Puede contener: trigo (el miso suele elaborarse con cebada o trigo)'),
    ).toBeInTheDocument()
  })

  it('shows nothing for a recipe without allergens', () => {
    const { container } = render(<AllergenFacts recipe={buildRecipe({ allergens: [], mayContain: [] })} />)
    expect(container).toBeEmptyDOMElement()
  })
})
