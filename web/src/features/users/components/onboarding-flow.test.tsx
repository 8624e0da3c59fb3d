import { http, HttpResponse } from 'msw'
import { toast } from 'sonner'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { OnboardingStep } from '@forkcast/contract/users.constants'
import { App } from '@/app/app'
import { storePendingInvite } from '@/lib/pending-invite'
import { buildGroup, buildUser } from '@/testing/data'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

const ALL_STEPS: OnboardingStep[] = ['cuisines', 'allergies', 'cooking', 'goals', 'group']

/** Records each onboarding call; answers with the finished user, or with the given 400. */
const mockOnboardingEndpoint = (error?: { path: string; message: string }) => {
  const bodies: unknown[] = []
  server.use(
    http.post('/api/user/onboarding', async ({ request }) => {
      bodies.push(await request.json())
      if (error) {
        return HttpResponse.json(
          { message: error.message, code: 'VALIDATION_ERROR', issues: [error] },
          { status: 400 },
        )
      }
      return HttpResponse.json(
        buildUser({ onboardingSteps: [], allergies: ['peanuts'], familyGroups: [buildGroup()] }),
      )
    }),
  )
  return bodies
}

const renderOnboarding = (onboardingSteps: OnboardingStep[] = ALL_STEPS) => {
  mockSignedIn({ user: { onboardingSteps } })
  renderApp(<App />)
}

const continueButton = () => screen.getByRole('button', { name: /^Continue/ })

describe('onboarding', () => {
  afterEach(() => {
    toast.dismiss()
    sessionStorage.clear()
  })

  it(
    'walks every due step with Back and Continue, then saves all answers in one call and greets with Welcome',
    { timeout: 20_000 },
    async () => {
      const bodies = mockOnboardingEndpoint()
      renderOnboarding()
      expect(await screen.findByRole('heading', { name: 'Any cuisines to skip?' })).toBeInTheDocument()
      expect(screen.getByText('Step 1 of 5')).toBeInTheDocument()
      expect(screen.getByRole('button', { name: /Back/ })).toBeDisabled()
      await userEvent.click(screen.getByRole('button', { name: 'Seafood' }))
      await userEvent.click(continueButton())

      expect(screen.getByText('Step 2 of 5')).toBeInTheDocument()
      // Focus moves to the new step's heading, so keyboard users start at the top of it.
      expect(screen.getByRole('heading', { name: 'Allergies and sensitivities' })).toHaveFocus()
      await userEvent.click(screen.getByRole('button', { name: 'Peanuts' }))
      await userEvent.type(screen.getByLabelText('Another allergy'), 'kiwi{Enter}')
      await userEvent.click(screen.getByRole('button', { name: 'Lactose' }))
      await userEvent.click(continueButton())

      await userEvent.click(screen.getByRole('radio', { name: /Advanced/ }))
      await userEvent.selectOptions(screen.getByLabelText('Preferred prep time'), '45 minutes')
      await userEvent.click(continueButton())

      expect(
        screen.getByText(
          'Recommendations favour recipes that fit them; we cannot yet tell which recipes are low in sodium, high in fiber or anti-inflammatory.',
        ),
      ).toBeInTheDocument()
      await userEvent.click(screen.getByRole('button', { name: 'Vegan' }))
      // Back keeps what was chosen.
      await userEvent.click(screen.getByRole('button', { name: /Back/ }))
      expect(screen.getByRole('radio', { name: /Advanced/ })).toBeChecked()
      await userEvent.click(continueButton())
      expect(screen.getByRole('button', { name: 'Vegan' })).toHaveAttribute('aria-pressed', 'true')
      await userEvent.click(continueButton())

      expect(screen.getByText('Step 5 of 5')).toBeInTheDocument()
      await userEvent.click(screen.getByRole('radio', { name: /Create a group/ }))
      const finish = screen.getByRole('button', { name: 'Finish' })
      expect(finish).toBeDisabled()
      await userEvent.type(screen.getByLabelText('Group name'), 'The Okafors')
      await userEvent.click(finish)

      expect(await screen.findByRole('heading', { name: 'Welcome, Ana!' })).toBeInTheDocument()
      expect(bodies).toEqual([
        {
          excludedFoodTypes: ['seafood'],
          cuisinePreferences: [],
          allergies: ['peanuts', 'kiwi'],
          sensitivities: ['lactose'],
          cookingSkillLevel: 'advanced',
          preferredPrepTime: 45,
          dietaryGoals: ['vegan'],
          healthPreferences: [],
          group: { action: 'create', name: 'The Okafors' },
        },
      ])
    },
  )

  it(
    'asks cuisines enjoyed and health preferences as optional parts of the cuisines and goals steps, adding no step',
    { timeout: 20_000 },
    async () => {
      const bodies = mockOnboardingEndpoint()
      renderOnboarding()
      expect(await screen.findByText('Step 1 of 5')).toBeInTheDocument()
      // Folded, so the step stays short; opening it is the only extra tap, and only for those who answer.
      const enjoyToggle = screen.getByRole('button', { name: /^Cuisines you enjoy/ })
      expect(enjoyToggle).toHaveAttribute('aria-expanded', 'false')
      await userEvent.click(screen.getByRole('button', { name: 'Thai' }))
      await userEvent.click(enjoyToggle)
      const enjoyed = screen.getByRole('group', { name: 'Cuisines you enjoy' })
      expect(within(enjoyed).getAllByRole('button')).toHaveLength(19)
      // Enjoying Thai takes it off the cuisines to skip.
      await userEvent.click(within(enjoyed).getByRole('button', { name: 'Thai' }))
      await userEvent.click(within(enjoyed).getByRole('button', { name: 'Caribbean' }))
      const avoided = screen.getByRole('group', { name: 'Cuisines to avoid' })
      expect(within(avoided).getByRole('button', { name: 'Thai' })).toHaveAttribute('aria-pressed', 'false')
      expect(enjoyToggle).toHaveTextContent('Optional · 2 chosen')
      for (let step = 0; step < 3; step += 1) await userEvent.click(continueButton())

      expect(screen.getByRole('heading', { name: 'Your goals' })).toBeInTheDocument()
      const health = screen.getByRole('group', { name: 'Health preferences' })
      // Only what the goals above do not already name: no second 'Low Sodium'.
      expect(
        within(health)
          .getAllByRole('button')
          .map((chip) => chip.textContent),
      ).toEqual(['Low Sugar', 'High Fiber', 'Low Fat'])
      await userEvent.click(within(health).getByRole('button', { name: 'Low Sugar' }))
      await userEvent.click(continueButton())
      expect(screen.getByText('Step 5 of 5')).toBeInTheDocument()
      await userEvent.click(screen.getByRole('button', { name: 'Finish' }))

      await screen.findByRole('heading', { name: /Welcome/ })
      expect(bodies[0]).toMatchObject({
        excludedFoodTypes: [],
        cuisinePreferences: ['thai', 'caribbean'],
        healthPreferences: ['low-sugar'],
      })
    },
  )

  it(
    'shows no group step to someone who registered through an invite link',
    { timeout: 15_000 },
    async () => {
      const bodies = mockOnboardingEndpoint()
      server.use(http.post('/api/family-groups/join', () => HttpResponse.json(buildGroup())))
      storePendingInvite('ABCD2345')
      renderOnboarding()
      expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument()
      for (let step = 0; step < 3; step += 1) await userEvent.click(continueButton())
      expect(screen.getByRole('heading', { name: 'Your goals' })).toBeInTheDocument()
      await userEvent.click(screen.getByRole('button', { name: 'Finish' }))
      // The joined group's page follows, not the dashboard.
      await waitFor(() => expect(bodies).toHaveLength(1))
      expect(bodies[0]).not.toHaveProperty('group')
    },
  )

  it(
    'finishes without asking when only the group step was due and an invite covers it',
    { timeout: 15_000 },
    async () => {
      const bodies = mockOnboardingEndpoint()
      server.use(http.post('/api/family-groups/join', () => HttpResponse.json(buildGroup())))
      storePendingInvite('ABCD2345')
      renderOnboarding(['group'])
      await waitFor(() => expect(bodies.length).toBeGreaterThan(0))
      expect(bodies[0]).toEqual({})
    },
  )

  it(
    'asks an account that finished the old preferences wizard only what is left',
    { timeout: 15_000 },
    async () => {
      const bodies = mockOnboardingEndpoint()
      renderOnboarding(['cuisines', 'group'])
      expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument()
      await userEvent.click(continueButton())
      await userEvent.click(screen.getByRole('button', { name: 'Finish' }))
      await screen.findByRole('heading', { name: /Welcome/ })
      expect(bodies).toEqual([{ excludedFoodTypes: [], cuisinePreferences: [], group: { action: 'skip' } }])
    },
  )

  it(
    'creates the group from a typed name with no tap on Create first, and joins from a typed code the same way',
    { timeout: 15_000 },
    async () => {
      const bodies = mockOnboardingEndpoint()
      renderOnboarding(['group'])
      expect(await screen.findByRole('radio', { name: /Skip for now/ })).toBeChecked()
      await userEvent.type(screen.getByLabelText('Group name'), 'The Okafors')
      expect(screen.getByRole('radio', { name: /Create a group/ })).toBeChecked()
      await userEvent.type(screen.getByLabelText('Invite code'), 'abcd2345')
      expect(screen.getByRole('radio', { name: /Join a group/ })).toBeChecked()
      await userEvent.type(screen.getByLabelText('Group name'), '!')
      await userEvent.click(screen.getByRole('button', { name: 'Finish' }))
      await screen.findByRole('heading', { name: /Welcome/ })
      expect(bodies).toEqual([{ group: { action: 'create', name: 'The Okafors!' } }])
    },
  )

  it('shows an unknown invite code beside its field and stays on the step', { timeout: 15_000 }, async () => {
    mockOnboardingEndpoint({ path: 'group.inviteCode', message: 'No group found with that invite code' })
    renderOnboarding(['group'])
    await userEvent.type(await screen.findByLabelText('Invite code'), 'zzzz9999')
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }))
    expect(await screen.findByText('No group found with that invite code')).toBeInTheDocument()
    expect(screen.getByLabelText('Invite code')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('heading', { name: 'Your family group' })).toBeInTheDocument()
  })
})
