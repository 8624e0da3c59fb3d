import { http, HttpResponse } from 'msw'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AllergenReviewBody } from '@forkcast/contract/recipes.schemas'
import type { ErrorBody } from '@forkcast/contract/errors'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { AllergenReviewForm } from './allergen-review-form'

const recipe = { id: 5, allergens: [], mayContain: [] }

describe('the allergen review form', () => {
  it('sends the ticked allergens in the order they are listed, and needs one ticked to confirm', async () => {
    const sent: AllergenReviewBody[] = []
    server.use(
      http.put<never, AllergenReviewBody>('/api/recipes/5/allergen-review', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({}, { status: 500 })
      }),
    )
    renderApp(<AllergenReviewForm recipe={recipe} />)
    expect(screen.getByRole('button', { name: 'Confirm these allergens' })).toBeDisabled()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Eggs' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Milk' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Eggs' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Eggs' }))
    await userEvent.click(screen.getByRole('button', { name: 'Confirm these allergens' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/./)
    expect(sent).toEqual([{ allergens: ['milk', 'eggs'] }])
  })

  it('shows what the server says about the allergens beside the list, not as a failed save', async () => {
    server.use(
      http.put<never, AllergenReviewBody, ErrorBody>('/api/recipes/5/allergen-review', () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_ERROR',
            message: 'The allergens are not right',
            issues: [
              { path: 'allergens', message: 'Choose the allergens the recipe contains, or none of them' },
            ],
          },
          { status: 400 },
        ),
      ),
    )
    renderApp(<AllergenReviewForm recipe={recipe} />)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Milk' }))
    await userEvent.click(screen.getByRole('button', { name: 'Confirm these allergens' }))
    const list = screen.getByRole('group', { name: 'Which of these does it contain?' })
    await expect
      .poll(() => list)
      .toHaveAccessibleDescription('Choose the allergens the recipe contains, or none of them')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
