import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { buildSubscriptionInfo, buildTiers } from '@/testing/data'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { App } from '../app'

const PAGE_LOAD = { timeout: 10_000 }
const paidPlus = buildSubscriptionInfo({ tier: 'plus', status: 'active', limits: buildTiers().plus.limits })
const here = () => `${window.location.pathname}${window.location.search}`

describe('coming back from checkout', () => {
  it('returns the payer to the page the limit stopped them on once the new plan shows', async () => {
    mockSignedIn({ subscription: paidPlus })
    renderApp(<App />, { path: '/subscription?checkout=success&returnTo=%2Ffavorites' })
    expect(await screen.findByText('Payment complete', {}, PAGE_LOAD)).toBeInTheDocument()
    expect(screen.getByText('You are now on Plus.')).toBeInTheDocument()
    await waitFor(() => expect(here()).toBe('/favorites'))
  })

  it('stays on the plans page when returnTo points at another site', async () => {
    mockSignedIn({ subscription: paidPlus })
    renderApp(<App />, { path: '/subscription?checkout=success&returnTo=https%3A%2F%2Fevil.example%2F' })
    expect(
      await screen.findByText('Payment complete: you are now on Plus.', {}, PAGE_LOAD),
    ).toBeInTheDocument()
    await vi.waitFor(() => expect(window.location.pathname).toBe('/subscription'), { timeout: 10_000 })
    expect(screen.queryByRole('link', { name: 'Back to the page you were on' })).not.toBeInTheDocument()
  })

  it('links back to the page the person came from while they choose', async () => {
    mockSignedIn()
    renderApp(<App />, { path: '/subscription?returnTo=%2Frecipes%3Fq%3Dsoup' })
    expect(
      await screen.findByRole('link', { name: 'Back to the page you were on' }, PAGE_LOAD),
    ).toHaveAttribute('href', '/recipes?q=soup')
  })
})
