import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { i18next } from '@/lib/i18n'
import { buildUser } from '@/testing/data'
import { renderApp } from '@/testing/render'
import { backToEnglish, loadSpanish } from '@/testing/spanish'
import { AllergiesForm } from './allergies-form'
import { FoodPreferencesForm } from './food-preferences-form'
import { MealPreferencesForm } from './meal-preferences-form'

afterEach(() => backToEnglish())

const inSpanish = async () => {
  loadSpanish()
  await i18next.changeLanguage('es')
}

describe('the preference pages in Spanish', () => {
  it('names the cuisines in Spanish and still saves their ids', async () => {
    await inSpanish()
    renderApp(<FoodPreferencesForm user={buildUser({ excludedFoodTypes: ['thai'] })} />)
    expect(screen.getByRole('checkbox', { name: 'Tailandesa' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Italiana' })).toHaveAccessibleDescription(
      'Pasta, pizza, risotto y otros platos italianos',
    )
    expect(screen.getByRole('button', { name: 'Quitar Tailandesa' })).toBeInTheDocument()
  })

  it('names the allergens, sensitivities and stored entries in Spanish', async () => {
    await inSpanish()
    renderApp(
      <AllergiesForm user={buildUser({ allergies: ['peanuts', 'kiwi'], sensitivities: ['lactose'] })} />,
    )
    expect(screen.getByRole('button', { name: 'Cacahuetes', pressed: true })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Frutos secos', pressed: false })).toBeInTheDocument()
    // An allergy typed as free text stays as it was typed.
    expect(screen.getByText('kiwi')).toBeInTheDocument()
    expect(screen.getAllByText('Lactosa').length).toBeGreaterThan(0)
  })

  it('names the cooking skills and dietary goals in Spanish', async () => {
    await inSpanish()
    renderApp(
      <MealPreferencesForm
        user={buildUser({ cookingSkillLevel: 'beginner', dietaryGoals: ['weight-loss'] })}
      />,
    )
    expect(screen.getByRole('radio', { name: 'Principiante' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Perder peso' })).toBeChecked()
  })
})
