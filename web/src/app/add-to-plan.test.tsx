import { http, HttpResponse } from 'msw'
import { toast } from 'sonner'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { App } from '@/app/app'
import { buildRecipe } from '@/features/recipes/testing/build-recipe'
import { buildGroup } from '@/testing/data'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

afterEach(() => toast.dismiss())

const COVERED = {
  coveredBy: {
    groupId: 10,
    groupName: 'The Garcias',
    tier: 'premium' as const,
    tierName: 'Premium',
    payerName: 'Maria',
    endsAt: null,
  },
}

const openTheForm = async () => {
  mockSignedIn({ groups: [buildGroup({ id: 10, name: 'The Garcias' })], subscription: COVERED })
  server.use(
    http.get('/api/recipes/4', () => HttpResponse.json(buildRecipe({ id: 4, title: 'Weekend Lasagna' }))),
  )
  const user = userEvent.setup()
  renderApp(<App />, { path: '/recipe/4' })
  await user.click(await screen.findByRole('button', { name: 'Add to plan' }))
  const dialog = await screen.findByRole('dialog', { name: 'Add Weekend Lasagna to the plan' })
  return { user, dialog, servings: await within(dialog).findByLabelText('Servings') }
}

describe('the Add to plan form', { timeout: 20_000 }, () => {
  it("checks the servings with the contract's own rule beside the field before sending anything", async () => {
    let sent = 0
    server.use(
      http.post('/api/weekly-meal-plans', () => {
        sent += 1
        return HttpResponse.json({}, { status: 500 })
      }),
    )
    const { user, dialog, servings } = await openTheForm()
    await user.clear(servings)
    await user.type(servings, '51')
    await user.click(within(dialog).getByRole('button', { name: 'Add to plan' }))
    expect(await within(dialog).findByText('Servings must be at most 50')).toBeInTheDocument()
    expect(servings).toHaveAccessibleDescription('Servings must be at most 50')
    await user.clear(servings)
    await user.click(within(dialog).getByRole('button', { name: 'Add to plan' }))
    expect(await within(dialog).findByText('Servings must be a number')).toBeInTheDocument()
    expect(sent).toBe(0)
  })

  it('shows what the server says about the servings beside the field and keeps the dialog open', async () => {
    server.use(
      http.post('/api/weekly-meal-plans', async ({ request }) => {
        const { weekStartDate } = (await request.json()) as { weekStartDate: string }
        return HttpResponse.json(
          {
            id: 55,
            groupId: 10,
            weekStartDate,
            name: `Week of ${weekStartDate}`,
            description: '',
            meals: {},
            groceryListGenerated: false,
            groceryList: null,
          },
          { status: 201 },
        )
      }),
      http.post('/api/weekly-meal-plans/55/meals', () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_ERROR',
            message: 'That meal cannot be added',
            issues: [{ path: 'servings', message: 'This family cooks for at most 12' }],
          },
          { status: 400 },
        ),
      ),
    )
    const { user, dialog, servings } = await openTheForm()
    await user.click(within(dialog).getByRole('button', { name: 'Add to plan' }))
    expect(await within(dialog).findByText('This family cooks for at most 12')).toBeInTheDocument()
    expect(servings).toHaveAccessibleDescription('This family cooks for at most 12')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })
})
