import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildSubscriptionInfo, buildTiers } from '@/testing/data'
import { renderApp } from '@/testing/render'
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
