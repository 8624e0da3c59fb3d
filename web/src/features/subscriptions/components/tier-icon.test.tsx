import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildSubscriptionInfo, buildTiers } from '@/testing/data'
import { renderApp } from '@/testing/render'
import { PlanBadge } from './plan-badge'
import { PlanOverview } from './plan-overview'

// Pictographic characters, which some systems cannot draw.
const EMOJI = /\p{Extended_Pictographic}/u

describe('plan icons', () => {
  it('are drawn beside each plan’s name on the plan cards, with no emoji in the text', () => {
    renderApp(<PlanOverview info={buildSubscriptionInfo()} tiers={buildTiers()} groups={[]} />)
    for (const [tier, name] of [
      ['free', 'Free'],
      ['plus', 'Plus'],
      ['premium', 'Premium'],
    ] as const) {
      const heading = screen.getByRole('heading', { name })
      expect(within(heading).getByTestId(`tier-icon-${tier}`).tagName.toLowerCase()).toBe('svg')
      expect(heading.textContent).not.toMatch(EMOJI)
    }
  })

  it('are drawn in the plan badge', () => {
    renderApp(<PlanBadge info={buildSubscriptionInfo({ tier: 'premium' })} tiers={buildTiers()} />)
    const badge = screen.getByTestId('plan-badge')
    expect(within(badge).getByTestId('tier-icon-premium')).toBeInTheDocument()
    expect(badge).toHaveTextContent('Premium')
    expect(badge.textContent).not.toMatch(EMOJI)
  })
})
