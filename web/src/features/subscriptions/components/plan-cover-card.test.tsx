import { http, HttpResponse } from 'msw'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ErrorBody } from '@forkcast/contract/errors'
import type { SetPlanCover, SubscriptionInfo } from '@forkcast/contract/subscriptions.schemas'
import { buildSubscriptionInfo } from '@/testing/data'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { PlanCoverCard } from './plan-cover-card'

// Maria pays for Premium and it covers The Garcias; she also belongs to The Okafors.
const payer = buildSubscriptionInfo({
  tier: 'premium',
  status: 'active',
  covers: {
    groupId: 10,
    groupName: 'The Garcias',
    tier: 'premium',
    tierName: 'Premium',
    payerName: 'Maria',
    endsAt: null,
  },
})
const groups = [
  { id: 10, name: 'The Garcias' },
  { id: 11, name: 'The Okafors' },
]

const answerCover = (answer: () => Response) => {
  const bodies: SetPlanCover[] = []
  server.use(
    http.put<never, SetPlanCover, SubscriptionInfo | ErrorBody>(
      '/api/subscription/cover',
      async ({ request }) => {
        bodies.push(await request.json())
        return answer()
      },
    ),
  )
  return bodies
}

describe('the household plan card', () => {
  it('sends the chosen group as its id, and "just me" as no group', async () => {
    const bodies = answerCover(() => HttpResponse.json(payer))
    const user = userEvent.setup()
    renderApp(<PlanCoverCard info={payer} groups={groups} />)
    const picker = screen.getByLabelText('Share my plan with')
    expect(screen.getByRole('button', { name: 'Share plan' })).toBeDisabled()
    await user.selectOptions(picker, 'The Okafors')
    await user.click(screen.getByRole('button', { name: 'Share plan' }))
    await waitFor(() => expect(bodies).toEqual([{ groupId: 11 }]))
    await user.selectOptions(picker, 'No group (just me)')
    await user.click(screen.getByRole('button', { name: 'Share plan' }))
    await waitFor(() => expect(bodies).toEqual([{ groupId: 11 }, { groupId: null }]))
  })

  it('shows what the server says about the chosen group beside the picker', async () => {
    answerCover(() =>
      HttpResponse.json(
        {
          message: 'Check the group',
          code: 'VALIDATION_ERROR',
          issues: [{ path: 'groupId', message: 'You are no longer in that group' }],
        },
        { status: 400 },
      ),
    )
    const user = userEvent.setup()
    renderApp(<PlanCoverCard info={payer} groups={groups} />)
    await user.selectOptions(screen.getByLabelText('Share my plan with'), 'The Okafors')
    await user.click(screen.getByRole('button', { name: 'Share plan' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Share my plan with')).toHaveAccessibleDescription(
        'You are no longer in that group',
      ),
    )
    expect(screen.queryByText('The plan could not be shared')).not.toBeInTheDocument()
  })
})
