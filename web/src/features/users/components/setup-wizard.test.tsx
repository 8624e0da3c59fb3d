import { http, HttpResponse } from 'msw'
import { toast } from 'sonner'
import { configure, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { App } from '@/app/app'
import { buildGroup, buildUser } from '@/testing/data'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

// The first render loads the lazy pages, which can take over a second when every test file runs at once.
configure({ asyncUtilTimeout: 4000 })

interface Call {
  path: string
  body: unknown
}

const mockSetupEndpoints = (options: { joinError?: string } = {}) => {
  const calls: Call[] = []
  const record = async (request: Request) => {
    const text = await request.text()
    calls.push({ path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null })
  }
  server.use(
    http.post('/api/family-groups', async ({ request }) => {
      await record(request)
      return HttpResponse.json(buildGroup({ name: 'The Okafors' }), { status: 201 })
    }),
    http.post('/api/family-groups/join', async ({ request }) => {
      await record(request)
      return options.joinError
        ? HttpResponse.json({ message: options.joinError, code: 'NOT_FOUND' }, { status: 404 })
        : HttpResponse.json(buildGroup())
    }),
    http.post('/api/user/onboarding-complete', async ({ request }) => {
      await record(request)
      return HttpResponse.json(buildUser({ onboardingCompleted: true }))
    }),
    http.post('/api/user/complete-onboarding', async ({ request }) => {
      await record(request)
      return HttpResponse.json(buildUser({ onboardingCompleted: true }))
    }),
  )
  return calls
}

const renderNewUserDashboard = (user: Parameters<typeof buildUser>[0] = {}) => {
  mockSignedIn({ user: { onboardingCompleted: false, ...user } })
  renderApp(<App />)
}

const findWizard = () => screen.findByRole('dialog', { name: "Let's set up Forkcast" })
const nextButton = (wizard: HTMLElement) => within(wizard).getByRole('button', { name: /^Next/ })

/** Steps 1 to 4 with the fewest answers that let Next through. */
const answerFirstSteps = async (wizard: HTMLElement) => {
  await userEvent.click(nextButton(wizard))
  await userEvent.click(within(wizard).getByRole('button', { name: 'Thai' }))
  await userEvent.click(nextButton(wizard))
  await userEvent.click(within(wizard).getByLabelText('Low Carb'))
  await userEvent.click(nextButton(wizard))
  await userEvent.click(nextButton(wizard))
}

describe('onboarding wizard 2', () => {
  afterEach(() => toast.dismiss())

  it('stays closed for a user who completed it', async () => {
    mockSignedIn()
    renderApp(<App />)
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ana!' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  // The first test loads the dashboard's lazy chunks, which takes a while on a busy machine.
  it('lets each step through only when it is valid', { timeout: 15_000 }, async () => {
    renderNewUserDashboard({ allergies: ['milk', 'kiwi'], sensitivities: ['msg'] })
    const wizard = await findWizard()

    expect(within(wizard).getByText('Step 1 of 6')).toBeInTheDocument()
    expect(within(wizard).getByRole('button', { name: 'Previous' })).toBeDisabled()
    expect(nextButton(wizard)).toBeEnabled()
    await userEvent.click(nextButton(wizard))

    expect(within(wizard).getByRole('heading', { name: 'Cuisine Preferences' })).toBeInTheDocument()
    expect(nextButton(wizard)).toBeDisabled()
    await userEvent.click(within(wizard).getByRole('button', { name: 'Thai' }))
    expect(nextButton(wizard)).toBeEnabled()
    await userEvent.click(nextButton(wizard))

    expect(within(wizard).getByRole('heading', { name: 'Dietary Goals' })).toBeInTheDocument()
    expect(nextButton(wizard)).toBeDisabled()
    await userEvent.click(within(wizard).getByLabelText('Anti-Inflammatory'))
    expect(nextButton(wizard)).toBeEnabled()
    await userEvent.click(nextButton(wizard))

    expect(within(wizard).getByLabelText('Milk')).toBeChecked()
    expect(within(wizard).getByLabelText('MSG')).toBeChecked()
    expect(within(wizard).getByLabelText('Peanuts')).not.toBeChecked()
    expect(within(wizard).getByText('Also on your lists: kiwi.')).toBeInTheDocument()
    expect(nextButton(wizard)).toBeEnabled()
    await userEvent.click(nextButton(wizard))

    expect(within(wizard).getByRole('heading', { name: 'Family Group' })).toBeInTheDocument()
    expect(nextButton(wizard)).toBeEnabled()
    await userEvent.click(within(wizard).getByLabelText('Create a group'))
    const createButton = within(wizard).getByRole('button', { name: 'Create Group & Finish' })
    expect(createButton).toBeDisabled()
    await userEvent.type(within(wizard).getByLabelText('Group name'), '   ')
    expect(createButton).toBeDisabled()
    await userEvent.type(within(wizard).getByLabelText('Group name'), 'Okafors')
    expect(createButton).toBeEnabled()

    await userEvent.click(within(wizard).getByLabelText('Join a group'))
    const joinButton = within(wizard).getByRole('button', { name: 'Join Group & Finish' })
    expect(joinButton).toBeDisabled()
    await userEvent.type(within(wizard).getByLabelText('Invite code'), 'abcd 2345')
    expect(within(wizard).getByLabelText('Invite code')).toHaveValue('ABCD2345')
    expect(joinButton).toBeEnabled()

    await userEvent.click(within(wizard).getByLabelText('Skip for now'))
    await userEvent.click(nextButton(wizard))
    expect(within(wizard).getByText('Step 6 of 6')).toBeInTheDocument()
    expect(within(wizard).getByRole('button', { name: 'Complete Setup' })).toBeEnabled()
  })

  it('creates the group at step 5, saves the answers in order and closes', async () => {
    const calls = mockSetupEndpoints()
    renderNewUserDashboard({ allergies: ['milk'] })
    const wizard = await findWizard()
    await answerFirstSteps(wizard)

    await userEvent.click(within(wizard).getByLabelText('Create a group'))
    await userEvent.type(within(wizard).getByLabelText('Group name'), '  The Okafors ')
    await userEvent.click(within(wizard).getByRole('button', { name: 'Create Group & Finish' }))

    expect(await screen.findByText('Setup Complete')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(calls).toEqual([
      { path: '/api/family-groups', body: { name: 'The Okafors' } },
      {
        path: '/api/user/onboarding-complete',
        body: {
          cuisinePreferences: ['thai'],
          dietaryGoals: ['low-carb'],
          allergies: ['milk'],
          sensitivities: [],
          locationEnabled: false,
        },
      },
      { path: '/api/user/complete-onboarding', body: {} },
    ])
    expect(localStorage.getItem('locationSkipped')).toBe('true')
  })

  it('finishes from the Complete step when the group is skipped', async () => {
    const calls = mockSetupEndpoints()
    renderNewUserDashboard()
    const wizard = await findWizard()
    await answerFirstSteps(wizard)
    await userEvent.click(nextButton(wizard))
    await userEvent.click(within(wizard).getByRole('button', { name: 'Complete Setup' }))

    expect(await screen.findByText('Setup Complete')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(calls.map((call) => call.path)).toEqual([
      '/api/user/onboarding-complete',
      '/api/user/complete-onboarding',
    ])
  })

  it("shows Setup Error with the server's message when joining fails, and stays on step 5", async () => {
    const calls = mockSetupEndpoints({ joinError: 'No group found with that invite code' })
    renderNewUserDashboard()
    const wizard = await findWizard()
    await answerFirstSteps(wizard)
    await userEvent.click(within(wizard).getByLabelText('Join a group'))
    await userEvent.type(within(wizard).getByLabelText('Invite code'), 'ZZZZ2345')
    await userEvent.click(within(wizard).getByRole('button', { name: 'Join Group & Finish' }))

    expect(await screen.findByText('Setup Error')).toBeInTheDocument()
    expect(screen.getByText('No group found with that invite code')).toBeInTheDocument()
    expect(within(wizard).getByText('Step 5 of 6')).toBeInTheDocument()
    expect(calls.map((call) => call.path)).toEqual(['/api/family-groups/join'])
  })
})
