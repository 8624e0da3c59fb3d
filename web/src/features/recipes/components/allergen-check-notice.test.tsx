import { http, HttpResponse } from 'msw'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AllergenCheck } from '@forkcast/contract/recipes.schemas'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { buildRecipe } from '../testing/build-recipe'
import { AllergenCheckNotice } from './allergen-check-notice'

const notChecked = (overrides: Partial<AllergenCheck> = {}): AllergenCheck => ({
  status: 'not-checked',
  uncheckedLanguages: [{ code: 'tr', name: 'Turkish' }],
  confirmedAllergens: null,
  reviewedAt: null,
  canReview: true,
  ...overrides,
})

describe('the allergen check notice on a recipe page', () => {
  it('says the recipe is not checked in its language and why it is held back', () => {
    renderApp(
      <AllergenCheckNotice recipe={buildRecipe({ allergenCheck: notChecked({ canReview: false }) })} />,
    )
    expect(screen.getByRole('heading', { name: 'Allergens not checked in Turkish' })).toBeInTheDocument()
    expect(screen.getByText(/until the person who added it confirms what it contains/)).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Confirm the allergens' })).not.toBeInTheDocument()
  })

  it('lets the owner confirm the allergens it contains, keeping what the check found', async () => {
    const sent: unknown[] = []
    server.use(
      http.put('/api/recipes/7/allergen-review', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json(buildRecipe({ id: 7 }))
      }),
    )
    renderApp(
      <AllergenCheckNotice
        recipe={buildRecipe({ id: 7, allergens: ['eggs'], allergenCheck: notChecked() })}
      />,
    )
    expect(screen.getByRole('checkbox', { name: /Eggs/ })).toBeDisabled()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Milk' }))
    await userEvent.click(screen.getByRole('button', { name: 'Confirm these allergens' }))
    await expect.poll(() => sent).toEqual([{ allergens: ['milk', 'eggs'] }])
  })

  it('lets the owner confirm none of them when the check found nothing', async () => {
    const sent: unknown[] = []
    server.use(
      http.put('/api/recipes/8/allergen-review', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json(buildRecipe({ id: 8 }))
      }),
    )
    renderApp(
      <AllergenCheckNotice recipe={buildRecipe({ id: 8, allergens: [], allergenCheck: notChecked() })} />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'It contains none of these' }))
    await expect.poll(() => sent).toEqual([{ allergens: [] }])
  })

  it('shows what was confirmed by hand, and nothing for a recipe the check could read', () => {
    const { unmount } = renderApp(
      <AllergenCheckNotice
        recipe={buildRecipe({
          allergenCheck: notChecked({ status: 'confirmed', confirmedAllergens: ['milk'] }),
        })}
      />,
    )
    expect(screen.getByText(/Allergens confirmed by hand: Milk\./)).toBeInTheDocument()
    unmount()
    renderApp(
      <AllergenCheckNotice
        recipe={buildRecipe({ allergenCheck: notChecked({ status: 'checked', uncheckedLanguages: [] }) })}
      />,
    )
    expect(screen.queryByText(/Allergens/)).not.toBeInTheDocument()
    expect(screen.queryByText(/Confirmed by hand/)).not.toBeInTheDocument()
  })
})
