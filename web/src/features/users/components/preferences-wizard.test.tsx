import { http, HttpResponse } from 'msw'
import { configure, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { App } from '@/app/app'
import { buildUser } from '@/testing/data'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

// The first render loads the lazy pages, which can take over a second when every test file runs at once.
configure({ asyncUtilTimeout: 4000 })

/** A new account: the user answer flips once the wizard has saved. */
const mockNewAccount = () => {
  mockSignedIn({ user: { needsOnboarding: true, onboardingCompleted: true } })
  const requests: unknown[] = []
  let isSaved = false
  server.use(
    http.get('/api/auth/user', () =>
      HttpResponse.json(buildUser({ needsOnboarding: !isSaved, onboardingCompleted: true })),
    ),
    http.post('/api/auth/complete-onboarding', async ({ request }) => {
      requests.push(await request.json())
      isSaved = true
      return HttpResponse.json(buildUser({ needsOnboarding: false }))
    }),
  )
  return requests
}

const next = () => userEvent.click(screen.getByRole('button', { name: /^Next/ }))

describe('onboarding wizard 1', () => {
  afterEach(() => toast.dismiss())

  it('shows instead of any page, with Next disabled until a skill level is chosen', async () => {
    mockNewAccount()
    renderApp(<App />, { path: '/family' })

    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Family Groups' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    expect(screen.getByRole('button', { name: /^Next/ })).toBeDisabled()

    await userEvent.selectOptions(
      screen.getByLabelText('Cooking skill level'),
      'Intermediate - I cook regularly',
    )
    expect(screen.getByRole('button', { name: /^Next/ })).toBeEnabled()
    await next()
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument()
  })

  it('falls back to 30 minutes when the prep time is empty or invalid', async () => {
    const requests = mockNewAccount()
    renderApp(<App />)

    await userEvent.selectOptions(
      await screen.findByLabelText('Cooking skill level'),
      "Beginner - I'm just starting out",
    )
    const prepTime = screen.getByLabelText('Usual prep time (minutes)')
    await userEvent.clear(prepTime)
    await next()
    await next()
    await next()
    expect(screen.getByRole('heading', { name: "You're all set!" })).toBeInTheDocument()
    expect(screen.getByText('30 minutes')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }))
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }))
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }))
    await userEvent.type(screen.getByLabelText('Usual prep time (minutes)'), '0')
    await next()
    await next()
    await next()
    expect(screen.getByText('30 minutes')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }))
    expect(await screen.findByText('Welcome to Forkcast!')).toBeInTheDocument()
    expect(requests).toEqual([
      {
        preferences: expect.objectContaining({ cookingSkillLevel: 'beginner', preferredPrepTime: 30 }),
      },
    ])
  })

  it('saves the choices, welcomes the user and opens the app', async () => {
    const requests = mockNewAccount()
    renderApp(<App />)

    await userEvent.selectOptions(
      await screen.findByLabelText('Cooking skill level'),
      'Advanced - I love complex recipes',
    )
    const prepTime = screen.getByLabelText('Usual prep time (minutes)')
    await userEvent.clear(prepTime)
    await userEvent.type(prepTime, '45')
    await next()
    await userEvent.click(screen.getByLabelText('Dairy'))
    await userEvent.click(screen.getByLabelText('Nuts (tree nuts & peanuts)'))
    await userEvent.click(screen.getByLabelText('Avoid gluten'))
    await next()
    await userEvent.click(screen.getByLabelText('Low Sugar'))
    await userEvent.click(screen.getByLabelText('Family Nutrition'))
    await next()

    expect(screen.getByText('Advanced')).toBeInTheDocument()
    expect(screen.getByText('45 minutes')).toBeInTheDocument()
    expect(screen.getByText('Milk, Tree nuts, Peanuts')).toBeInTheDocument()
    expect(screen.getByText('Low Sugar')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }))
    expect(await screen.findByText('Welcome to Forkcast!')).toBeInTheDocument()
    expect(
      screen.getByText("Your preferences have been saved. Let's start planning meals!"),
    ).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ana!' })).toBeInTheDocument()
    expect(requests).toEqual([
      {
        preferences: {
          cookingSkillLevel: 'advanced',
          preferredPrepTime: 45,
          allergies: ['milk', 'tree-nuts', 'peanuts'],
          sensitivities: ['gluten'],
          healthyPreferences: ['low-sugar'],
          dietaryGoals: ['family-nutrition'],
        },
      },
    ])
  })

  it('says so and stays when saving fails', async () => {
    mockNewAccount()
    server.use(
      http.post('/api/auth/complete-onboarding', () =>
        HttpResponse.json({ message: 'boom', code: 'INTERNAL' }, { status: 500 }),
      ),
    )
    renderApp(<App />)
    await userEvent.selectOptions(await screen.findByLabelText('Cooking skill level'), 'beginner')
    await next()
    await next()
    await next()
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }))
    expect(await screen.findByText('Failed to save preferences. Please try again.')).toBeInTheDocument()
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument()
  })
})
