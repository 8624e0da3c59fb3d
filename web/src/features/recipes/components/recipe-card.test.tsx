import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildRecipe } from '../testing/build-recipe'
import { RecipeCard } from './recipe-card'

const renderCard = (overrides: Parameters<typeof buildRecipe>[0] = {}) =>
  render(<RecipeCard recipe={buildRecipe(overrides)} actions={<button type="button">View Recipe</button>} />)

describe('recipe card', () => {
  it('clamps the description to three lines', () => {
    renderCard({ description: 'A very long description. '.repeat(20) })
    expect(screen.getByTestId('recipe-card-description')).toHaveClass('line-clamp-3')
  })

  it('shows the rating with one decimal, or New before anyone rated', () => {
    renderCard({ averageRating: 4.26, totalRatings: 12 })
    expect(screen.getByLabelText('Rated 4.3 out of 5')).toHaveTextContent('4.3')
    renderCard({ id: 2, averageRating: null, totalRatings: 0 })
    expect(screen.getByText('New')).toBeInTheDocument()
  })

  it('lists only the first three ingredients and says how many more there are', () => {
    renderCard({ ingredients: ['1 onion', '2 carrots', '3 cloves garlic', '4 cups stock', '1 bay leaf'] })
    const list = screen.getByRole('list', { name: 'First ingredients' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 onion', '2 carrots', '3 cloves garlic'])
    expect(screen.getByText('+2 more')).toBeInTheDocument()
  })

  it('shows the first 100 characters of the first instruction', () => {
    const first = `${'Stir gently '.repeat(12)}until thick.`
    renderCard({ instructions: [first, 'Serve.'] })
    const preview = screen.getByTestId('recipe-card-first-step')
    expect(preview).toHaveTextContent(`Step 1: ${first.slice(0, 100).trimEnd()}...`)
    expect(preview).not.toHaveTextContent('Serve.')
  })

  it('shows a red Contains warning for the allergens of the user or group', () => {
    renderCard({ warnings: { allergens: ['peanuts', 'milk'], sensitivities: ['spicy-foods'], members: [] } })
    expect(screen.getByRole('alert')).toHaveTextContent('Contains: Peanuts, Milk')
    expect(screen.getByText('May not suit: Spicy foods')).toBeInTheDocument()
  })

  it('says May contain for a warned allergen the recipe only often holds', () => {
    renderCard({
      allergens: ['wheat', 'gluten'],
      mayContain: ['sesame'],
      warnings: { allergens: ['sesame'], sensitivities: [], members: [] },
    })
    expect(screen.getByRole('alert')).toHaveTextContent('May contain: Sesame')
    expect(screen.getByRole('alert')).not.toHaveTextContent('Contains')
  })

  it('lists every allergen at both levels in one line', () => {
    renderCard({ allergens: ['milk'], mayContain: ['wheat', 'gluten'] })
    expect(screen.getByTestId('recipe-card-allergens')).toHaveTextContent(
      'Contains: milk · May contain: wheat, gluten',
    )
  })
})
