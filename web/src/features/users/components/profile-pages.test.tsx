import { http, HttpResponse } from 'msw'
import { toast } from 'sonner'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { App } from '@/app/app'
import { NO_ANSWER_MESSAGE } from '@/lib/mutation-errors'
import { buildUser } from '@/testing/data'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

const captureBodies = (
  method: 'put' | 'patch',
  path: string,
  response = () => HttpResponse.json(buildUser()),
) => {
  const bodies: unknown[] = []
  server.use(
    http[method](path, async ({ request }) => {
      bodies.push(await request.json())
      return response()
    }),
  )
  return bodies
}

describe('food preferences page', () => {
  afterEach(() => toast.dismiss())

  it('lists the 17 excludable cuisines with descriptions, saves, and returns home', async () => {
    mockSignedIn({ user: { excludedFoodTypes: ['thai'] } })
    const bodies = captureBodies('put', '/api/user/preferences')
    renderApp(<App />, { path: '/preferences' })

    const checklist = await screen.findByRole('group', { name: 'Never show me' })
    expect(within(checklist).getAllByRole('checkbox')).toHaveLength(17)
    expect(screen.getByRole('checkbox', { name: 'Thai' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Italian' })).toHaveAccessibleDescription(
      'Pasta, pizza, risotto and other Italian dishes',
    )

    await userEvent.click(screen.getByRole('checkbox', { name: 'Vegan' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Italian' }))
    await userEvent.click(screen.getByRole('button', { name: 'Remove Thai' }))
    expect(screen.getByRole('checkbox', { name: 'Thai' })).not.toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }))

    expect(await screen.findByText('Preferences Updated')).toBeInTheDocument()
    expect(bodies).toEqual([{ excludedFoodTypes: ['italian', 'vegan'], cuisinePreferences: [] }])
    await vi.waitFor(() => expect(window.location.pathname).toBe('/'), { timeout: 10_000 })
  })

  it('offers the cuisines enjoyed to everyone, shows those chosen, and saves changes', async () => {
    mockSignedIn({ user: { cuisinePreferences: ['thai', 'middle-eastern'] } })
    const bodies = captureBodies('put', '/api/user/preferences')
    renderApp(<App />, { path: '/preferences' })
    const enjoyed = await screen.findByRole('group', { name: 'Cuisines you enjoy' })
    expect(within(enjoyed).getAllByRole('button')).toHaveLength(19)
    const pressed = within(enjoyed)
      .getAllByRole('button', { pressed: true })
      .map((chip) => chip.textContent)
    expect(pressed).toEqual(['Thai', 'Middle Eastern'])
    await userEvent.click(within(enjoyed).getByRole('button', { name: 'Thai' }))
    await userEvent.click(within(enjoyed).getByRole('button', { name: 'Greek' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }))
    expect(await screen.findByText('Preferences Updated')).toBeInTheDocument()
    expect(bodies).toEqual([{ excludedFoodTypes: [], cuisinePreferences: ['middle-eastern', 'greek'] }])
  })

  it('never keeps a cuisine both enjoyed and never shown', async () => {
    mockSignedIn({ user: { cuisinePreferences: ['greek'] } })
    const bodies = captureBodies('put', '/api/user/preferences')
    renderApp(<App />, { path: '/preferences' })
    const enjoyed = await screen.findByRole('group', { name: 'Cuisines you enjoy' })
    await userEvent.click(screen.getByRole('checkbox', { name: 'Greek' }))
    expect(within(enjoyed).getByRole('button', { name: 'Greek' })).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(within(enjoyed).getByRole('button', { name: 'Thai' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Thai' }))
    await userEvent.click(within(enjoyed).getByRole('button', { name: 'Thai' }))
    expect(screen.getByRole('checkbox', { name: 'Thai' })).not.toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }))
    expect(await screen.findByText('Preferences Updated')).toBeInTheDocument()
    expect(bodies).toEqual([{ excludedFoodTypes: ['greek'], cuisinePreferences: ['thai'] }])
  })

  it('stays and says so when saving fails', async () => {
    mockSignedIn()
    captureBodies('put', '/api/user/preferences', () => HttpResponse.json({}, { status: 500 }))
    renderApp(<App />, { path: '/preferences' })
    await userEvent.click(await screen.findByRole('button', { name: 'Save Preferences' }))
    expect(await screen.findByText('Preferences not saved')).toBeInTheDocument()
    expect(screen.getByText(NO_ANSWER_MESSAGE)).toBeInTheDocument()
    await vi.waitFor(() => expect(window.location.pathname).toBe('/preferences'), { timeout: 10_000 })
  })
})

describe('meal preferences page', () => {
  afterEach(() => toast.dismiss())

  it('defaults to beginner and 30 minutes, keeps the fridge list clean and saves', async () => {
    mockSignedIn()
    const bodies = captureBodies('patch', '/api/user/meal-preferences')
    renderApp(<App />, { path: '/meal-preferences' })

    expect(await screen.findByRole('radio', { name: 'Beginner' })).toBeChecked()
    expect(screen.getByLabelText('Preferred prep time')).toHaveValue('30')
    expect(
      within(screen.getByRole('group', { name: 'Dietary goals' })).getAllByRole('checkbox'),
    ).toHaveLength(12)
    // Only what the recommender reads is promised: low sodium and anti-inflammatory have no rule yet.
    expect(
      screen.getByText(
        'Recommendations favour recipes that fit these goals; we cannot yet tell which recipes are low in sodium or anti-inflammatory.',
      ),
    ).toBeInTheDocument()

    await userEvent.click(screen.getByRole('radio', { name: 'Advanced' }))
    await userEvent.selectOptions(screen.getByLabelText('Preferred prep time'), '60 minutes')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Keto' }))
    const fridge = screen.getByLabelText('Add an ingredient')
    await userEvent.type(fridge, ' Spinach {Enter}')
    await userEvent.type(fridge, 'spinach{Enter}')
    expect(screen.getByText('Already on your list')).toBeInTheDocument()
    await userEvent.clear(fridge)
    await userEvent.type(fridge, 'eggs{Enter}')
    await userEvent.click(screen.getByRole('button', { name: 'Remove eggs' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }))

    expect(await screen.findByText('Preferences Updated')).toBeInTheDocument()
    expect(bodies).toEqual([
      {
        cookingSkillLevel: 'advanced',
        preferredPrepTime: 60,
        dietaryGoals: ['keto'],
        healthPreferences: [],
        fridgeInventory: ['Spinach'],
      },
    ])
  })

  it('offers health preferences to everyone, beside the goals and without repeating them', async () => {
    mockSignedIn()
    const bodies = captureBodies('patch', '/api/user/meal-preferences')
    renderApp(<App />, { path: '/meal-preferences' })
    const health = await screen.findByRole('group', { name: 'Health preferences' })
    expect(within(health).getAllByRole('checkbox')).toHaveLength(3)
    expect(within(health).queryByRole('checkbox', { name: 'Low Sodium' })).not.toBeInTheDocument()
    await userEvent.click(within(health).getByRole('checkbox', { name: 'High Fiber' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }))
    expect(await screen.findByText('Preferences Updated')).toBeInTheDocument()
    expect(bodies[0]).toMatchObject({ healthPreferences: ['high-fiber'] })
    expect(bodies[0]).not.toHaveProperty('otherDietaryGoals')
  })

  it('shows goals and health preferences from the old wizards, and saves them without the removed one', async () => {
    mockSignedIn({
      user: { dietaryGoals: ['vegan', 'family-nutrition'], healthPreferences: ['low-fat', 'high-fiber'] },
    })
    const bodies = captureBodies('patch', '/api/user/meal-preferences')
    renderApp(<App />, { path: '/meal-preferences' })
    expect(await screen.findByRole('checkbox', { name: 'Vegan' })).toBeChecked()
    const otherGoals = screen.getByRole('list', { name: 'Other goals' })
    expect(otherGoals).toHaveTextContent('Family Nutrition')
    const health = screen.getByRole('group', { name: 'Health preferences' })
    expect(within(health).getByRole('checkbox', { name: 'Low Fat' })).toBeChecked()
    expect(within(health).getByRole('checkbox', { name: 'High Fiber' })).toBeChecked()
    await userEvent.click(within(health).getByRole('checkbox', { name: 'Low Fat' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }))
    expect(await screen.findByText('Preferences Updated')).toBeInTheDocument()
    expect(bodies).toEqual([
      {
        cookingSkillLevel: 'beginner',
        preferredPrepTime: 30,
        dietaryGoals: ['vegan'],
        otherDietaryGoals: ['family-nutrition'],
        healthPreferences: ['high-fiber'],
        fridgeInventory: [],
      },
    ])
  })

  it('keeps a wizard prep time it has no option for, and says Update Failed on errors', async () => {
    mockSignedIn({ user: { preferredPrepTime: 20 } })
    const bodies = captureBodies('patch', '/api/user/meal-preferences', () =>
      HttpResponse.json({}, { status: 500 }),
    )
    renderApp(<App />, { path: '/meal-preferences' })
    expect(await screen.findByLabelText('Preferred prep time')).toHaveValue('20')
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }))
    expect(await screen.findByText('Update Failed')).toBeInTheDocument()
    expect(bodies).toEqual([
      { cookingSkillLevel: 'beginner', dietaryGoals: [], healthPreferences: [], fridgeInventory: [] },
    ])
  })
})
