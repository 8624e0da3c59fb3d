import { http, HttpResponse } from 'msw'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { buildSubscriptionInfo, buildTiers } from '@/testing/data'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { PlanOverview } from './plan-overview'

const tiers = buildTiers()
// Carlos's own plan is Free; Maria's Premium covers his group and lends him its daily limits.
const coveredByPremium = buildSubscriptionInfo({
  tier: 'free',
  usage: { familyGroups: 1, recipeSearches: 3, restaurantSearches: 0 },
  limits: tiers.premium.limits,
  coveredBy: {
    groupId: 10,
    groupName: 'The Garcias',
    tier: 'premium',
    tierName: 'Premium',
    payerName: 'Maria',
    endsAt: null,
  },
})

describe('PlanOverview for a member covered by another member’s plan', () => {
  it('counts family groups against their own plan, since a cover lends only daily limits', () => {
    renderApp(
      <PlanOverview info={coveredByPremium} tiers={tiers} groups={[{ id: 10, name: 'The Garcias' }]} />,
    )
    expect(screen.getByRole('progressbar', { name: 'Family Groups used' })).toHaveAttribute(
      'aria-valuetext',
      '1 of 1',
    )
    expect(screen.getByRole('progressbar', { name: 'Recipe Searches used' })).toHaveAttribute(
      'aria-valuetext',
      '3 of unlimited',
    )
  })

  it('offers no plan below the one that covers them in the phone action bar', () => {
    renderApp(
      <PlanOverview info={coveredByPremium} tiers={tiers} groups={[{ id: 10, name: 'The Garcias' }]} />,
    )
    expect(screen.getByText('Covered by Maria’s Premium')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Get / })).not.toBeInTheDocument()
  })

  it('offers Premium in the phone action bar to a member covered by Plus', () => {
    const coveredByPlus = buildSubscriptionInfo({
      limits: tiers.plus.limits,
      coveredBy: { ...coveredByPremium.coveredBy!, tier: 'plus', tierName: 'Plus' },
    })
    renderApp(<PlanOverview info={coveredByPlus} tiers={tiers} groups={[{ id: 10, name: 'The Garcias' }]} />)
    expect(screen.getByRole('button', { name: 'Get Premium · $9.99/month' })).toBeInTheDocument()
  })
})

describe('PlanOverview for a payer', () => {
  const cancelledPlus = buildSubscriptionInfo({
    tier: 'plus',
    status: 'active',
    limits: tiers.plus.limits,
    currentPeriodEnd: '2026-12-20T12:00:00.000Z',
    cancelAtPeriodEnd: true,
  })

  it('offers Resume on a cancelled plan until it ends, and resuming asks the server to take the cancel back', async () => {
    let resumed = 0
    server.use(
      http.post('/api/resume-subscription', () => {
        resumed += 1
        return HttpResponse.json({ success: true, currentPeriodEnd: cancelledPlus.currentPeriodEnd })
      }),
    )
    renderApp(<PlanOverview info={cancelledPlus} tiers={tiers} />)
    const plus = screen.getByRole('article', { name: 'Plus' })
    expect(within(plus).getByText(/^Active until .*2026, then Free$/)).toBeInTheDocument()
    expect(within(plus).queryByRole('button', { name: 'Cancel Plus' })).not.toBeInTheDocument()
    await userEvent.click(within(plus).getByRole('button', { name: 'Resume Plus' }))
    expect(await screen.findByText('Plus resumed')).toBeInTheDocument()
    expect(resumed).toBe(1)
  })

  it('offers no Resume on a plan that is not cancelled', () => {
    renderApp(<PlanOverview info={{ ...cancelledPlus, cancelAtPeriodEnd: false }} tiers={tiers} />)
    const plus = screen.getByRole('article', { name: 'Plus' })
    expect(within(plus).queryByRole('button', { name: /^Resume/ })).not.toBeInTheDocument()
    expect(within(plus).getByRole('button', { name: 'Cancel Plus' })).toBeInTheDocument()
  })

  it('names the cancel dialog’s buttons after the plan: Keep Plus beside Cancel Plus', async () => {
    renderApp(<PlanOverview info={{ ...cancelledPlus, cancelAtPeriodEnd: false }} tiers={tiers} />)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Plus' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Plus?' })
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent)
    expect(buttons).toEqual(['Keep Plus', 'Cancel Plus'])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Plus' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('sends the page the limit stopped the person on with the checkout', async () => {
    const asked: unknown[] = []
    server.use(
      http.post('/api/create-checkout-session', async ({ request }) => {
        asked.push(await request.json())
        return HttpResponse.json({ message: 'Payments are not set up on this server.' }, { status: 503 })
      }),
    )
    renderApp(<PlanOverview info={buildSubscriptionInfo()} tiers={tiers} returnTo="/recipes?q=soup" />)
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Plus' }))
    await waitFor(() => expect(asked).toMatchObject([{ tier: 'plus', returnTo: '/recipes?q=soup' }]))
  })
})
