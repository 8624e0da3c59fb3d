import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { findStepTimers } from '@forkcast/contract/step-timers'
import { i18next } from '@/lib/i18n'
import { backToEnglish, loadSpanish } from '@/testing/spanish'
import { StepCard } from './cook-mode/step-card'
import { RecipeCard } from './components/recipe-card'
import { buildRecipe } from './testing/build-recipe'

afterEach(() => backToEnglish())

const inSpanish = async () => {
  loadSpanish()
  await i18next.changeLanguage('es')
}

describe('recipes in Spanish', () => {
  it('names the cuisine, difficulty, time, rating and allergens in Spanish when Forkcast is in Spanish', async () => {
    await inSpanish()
    render(
      <RecipeCard
        recipe={buildRecipe({
          cuisine: 'Indian',
          difficulty: 'Medium',
          totalTimeMinutes: 100,
          warnings: { allergens: ['peanuts'], sensitivities: ['spicy-foods'], members: [] },
        })}
        actions={null}
      />,
    )
    expect(screen.getByText('India')).toBeInTheDocument()
    expect(screen.getByText('Media')).toBeInTheDocument()
    expect(screen.getByText('1 h 40 min')).toBeInTheDocument()
    expect(screen.getByText('Nueva')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Contiene: Cacahuetes')
    expect(screen.getByTestId('recipe-card-allergens')).toHaveTextContent('Contiene: leche')
  })

  it('shows a cuisine the catalog does not know as the server wrote it', async () => {
    await inSpanish()
    render(<RecipeCard recipe={buildRecipe({ cuisine: 'Peruvian Fusion' })} actions={null} />)
    expect(screen.getByText('Peruvian Fusion')).toBeInTheDocument()
  })

  it('writes a step timer’s time with Spanish units', async () => {
    await inSpanish()
    render(
      <StepCard
        step="Grill the steaks 4-5 minutes per side."
        timers={findStepTimers('Grill the steaks 4-5 minutes per side.')}
        onStartTimer={() => undefined}
      />,
    )
    expect(screen.getByRole('button', { name: 'Iniciar temporizador de 4 min' })).toBeInTheDocument()
    expect(screen.getByText('Parrilla · 4–5 min por lado')).toBeInTheDocument()
  })
})
