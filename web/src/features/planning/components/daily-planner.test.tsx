import { http, HttpResponse } from 'msw'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { SmartRecommendationRequest } from '@forkcast/contract/planning.schemas'
import type { ErrorBody } from '@forkcast/contract/errors'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { DailyPlanner } from './daily-planner'

const RECOMMENDATIONS_URL = '/api/smart-meals/recommendations'

describe('the daily planner form', () => {
  it("checks the servings with the request's own rule before asking, the message beside the field", async () => {
    let sent = 0
    server.use(
      http.post(RECOMMENDATIONS_URL, () => {
        sent += 1
        return HttpResponse.json([])
      }),
    )
    renderApp(<DailyPlanner groupId={10} fridgeInventory={[]} />)
    const servings = screen.getByLabelText('Servings')
    await userEvent.clear(servings)
    await userEvent.type(servings, '9')
    await userEvent.click(screen.getByRole('button', { name: 'Get recommendations' }))
    expect(await screen.findByText('Serving size must be at most 8')).toBeInTheDocument()
    expect(servings).toHaveAccessibleDescription('Serving size must be at most 8')
    expect(servings).toBeInvalid()
    await userEvent.clear(servings)
    await userEvent.click(screen.getByRole('button', { name: 'Get recommendations' }))
    expect(await screen.findByText('Serving size must be a number from 1 to 8')).toBeInTheDocument()
    expect(sent).toBe(0)
  })

  it('sends the choices with the ingredients as a list, and shows what the server says about them beside the field', async () => {
    const bodies: SmartRecommendationRequest[] = []
    server.use(
      http.post<never, SmartRecommendationRequest, ErrorBody>(RECOMMENDATIONS_URL, async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json(
          {
            code: 'VALIDATION_ERROR',
            message: 'availableIngredients: Ingredient must be at most 80 characters',
            issues: [{ path: 'availableIngredients', message: 'Ingredient must be at most 80 characters' }],
          },
          { status: 400 },
        )
      }),
    )
    renderApp(<DailyPlanner groupId={10} fridgeInventory={['rice']} />)
    const ingredients = screen.getByLabelText('Ingredients you have')
    expect(ingredients).toHaveValue('rice')
    await userEvent.type(ingredients, ', chicken , rice,, spinach')
    await userEvent.click(screen.getByRole('radio', { name: 'Low energy' }))
    await userEvent.click(screen.getByRole('button', { name: 'Get recommendations' }))
    expect(await screen.findByText('Ingredient must be at most 80 characters')).toBeInTheDocument()
    expect(ingredients).toHaveAccessibleDescription(
      expect.stringContaining('Ingredient must be at most 80 characters'),
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(bodies).toEqual([
      {
        groupId: 10,
        timeOfDay: 'evening',
        energyLevel: 'low',
        occasionType: 'weekday',
        budgetRange: 'medium',
        servingSize: 4,
        availableIngredients: ['rice', 'chicken', 'spinach'],
      },
    ])
  })

  it('shows a too-long ingredient beside the ingredients box, not sending it', async () => {
    let sent = 0
    server.use(
      http.post(RECOMMENDATIONS_URL, () => {
        sent += 1
        return HttpResponse.json([])
      }),
    )
    renderApp(<DailyPlanner groupId={10} fridgeInventory={[]} />)
    const ingredients = screen.getByLabelText('Ingredients you have')
    await userEvent.type(ingredients, `rice, ${'a'.repeat(81)}`)
    await userEvent.click(screen.getByRole('button', { name: 'Get recommendations' }))
    expect(await screen.findByText('Ingredient must be at most 80 characters')).toBeInTheDocument()
    expect(ingredients).toBeInvalid()
    expect(sent).toBe(0)
  })

  it('says under the button why nothing came back when the server names no field', async () => {
    server.use(
      http.post(RECOMMENDATIONS_URL, () =>
        HttpResponse.json({ code: 'FORBIDDEN', message: 'You are not in this family' }, { status: 403 }),
      ),
    )
    renderApp(<DailyPlanner groupId={10} fridgeInventory={[]} />)
    await userEvent.click(screen.getByRole('button', { name: 'Get recommendations' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not in this family')
  })
})
