import { http, HttpResponse } from 'msw'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { buildSubscriptionInfo, buildTiers } from '@/testing/data'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { App } from '../app'

// Lazy pages load slowly on a busy machine: the first look at each page waits longer.
const PAGE_LOAD = { timeout: 10_000 }

describe('subscription page', () => {
  it('shows usage bars and the plans with Current Plan on the free tier', async () => {
    mockSignedIn({ subscription: { usage: { familyGroups: 1, recipeSearches: 15, restaurantSearches: 1 } } })
    renderApp(<App />, { path: '/subscription' })

    const recipeBar = await screen.findByRole('progressbar', { name: 'Recipe Searches used' }, PAGE_LOAD)
    expect(recipeBar).toHaveAttribute('aria-valuenow', '75')
    expect(recipeBar.firstElementChild).toHaveAttribute('data-tone', 'yellow')
    const groupBar = screen.getByRole('progressbar', { name: 'Family Groups used' })
    expect(groupBar.firstElementChild).toHaveAttribute('data-tone', 'red')

    const free = screen.getByRole('article', { name: 'Free' })
    expect(within(free).getByRole('button', { name: 'Current Plan' })).toBeDisabled()
    const premium = screen.getByRole('article', { name: 'Premium' })
    expect(within(premium).getByText('$9.99/month')).toBeInTheDocument()
    expect(within(premium).getAllByText('Unlimited')).toHaveLength(3)
    expect(within(screen.getByRole('article', { name: 'Plus' })).getByText('100/day')).toBeInTheDocument()
    expect(screen.getByText(/no card is charged/)).toBeInTheDocument()
  })

  it('shows Processing... while checkout starts and a Payment Error toast when it fails', async () => {
    mockSignedIn()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post('/api/create-checkout-session', async () => {
        await held
        return HttpResponse.json(
          { message: 'Payments are not set up on this server.', code: 'SERVICE_UNAVAILABLE' },
          { status: 503 },
        )
      }),
    )
    const user = userEvent.setup()
    renderApp(<App />, { path: '/subscription' })

    await user.click(await screen.findByRole('button', { name: 'Upgrade to Plus' }, PAGE_LOAD))
    const plus = screen.getByRole('article', { name: 'Plus' })
    expect(await within(plus).findByRole('button', { name: 'Processing...' })).toBeDisabled()
    release()
    expect(await screen.findByText('Payment Error')).toBeInTheDocument()
    expect(screen.getByText('Payments are not set up on this server.')).toBeInTheDocument()
  })

  it('keeps the next plan up in the phone action bar, which starts its checkout', async () => {
    mockSignedIn({ subscription: buildSubscriptionInfo({ tier: 'plus', status: 'active' }) })
    const asked: unknown[] = []
    server.use(
      http.post('/api/create-checkout-session', async ({ request }) => {
        asked.push(await request.json())
        return HttpResponse.json({ message: 'Payments are not set up on this server.' }, { status: 503 })
      }),
    )
    const user = userEvent.setup()
    renderApp(<App />, { path: '/subscription' })

    await user.click(await screen.findByRole('button', { name: 'Get Premium · $9.99/month' }, PAGE_LOAD))
    await screen.findAllByText('Payment Error')
    expect(asked).toMatchObject([{ tier: 'premium' }])
  })

  it('cancels a paid plan after confirming and shows until when it lasts', async () => {
    const periodEnd = '2026-07-01T12:00:00.000Z'
    const tiers = buildTiers()
    const paid = buildSubscriptionInfo({
      tier: 'plus',
      status: 'active',
      limits: tiers.plus.limits,
      currentPeriodEnd: periodEnd,
    })
    mockSignedIn({ subscription: paid })
    let cancelled = false
    server.use(
      http.get('/api/subscription/info', () =>
        HttpResponse.json(cancelled ? { ...paid, cancelAtPeriodEnd: true } : paid),
      ),
      http.post('/api/cancel-subscription', () => {
        cancelled = true
        return HttpResponse.json({ success: true, currentPeriodEnd: periodEnd })
      }),
    )
    const user = userEvent.setup()
    renderApp(<App />, { path: '/subscription' })

    const plus = await screen.findByRole('article', { name: 'Plus' }, PAGE_LOAD)
    await user.click(within(plus).getByRole('button', { name: 'Cancel Plus' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Plus?' })
    expect(within(dialog).getByRole('button', { name: 'Keep Plus' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Plus' }))
    expect(await screen.findByText('Subscription Cancelled')).toBeInTheDocument()
    expect(await within(plus).findByText(/^Active until .*2026, then Free$/)).toBeInTheDocument()
    expect(within(plus).queryByRole('button', { name: 'Cancel Plus' })).not.toBeInTheDocument()
    expect(within(plus).getByRole('button', { name: 'Resume Plus' })).toBeInTheDocument()
  })

  it('shows Choose Your Plan and a sign-in prompt when signed out', async () => {
    server.use(
      http.get('/api/auth/user', () =>
        HttpResponse.json({ message: 'Please sign in', code: 'UNAUTHORIZED' }, { status: 401 }),
      ),
      http.get('/api/subscription/tiers', () => HttpResponse.json(buildTiers())),
    )
    renderApp(<App />, { path: '/subscription' })
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' }, PAGE_LOAD)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in to continue' })).toHaveAttribute('href', '/')
    expect(await screen.findByRole('article', { name: 'Premium' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Upgrade/ })).not.toBeInTheDocument()
  })
})

describe('plan limits elsewhere', () => {
  it('shows an upgrade prompt, not an error, when a recipe search hits the daily limit', async () => {
    mockSignedIn()
    server.use(
      http.get('/api/recipes/search', () =>
        HttpResponse.json(
          {
            code: 'LIMIT_REACHED',
            message:
              'You have used all 20 recipe searches of your Free plan today. Upgrade to Plus for 100 a day, or try again tomorrow.',
          },
          { status: 403 },
        ),
      ),
    )
    const user = userEvent.setup()
    renderApp(<App />, { path: '/recipes' })
    await user.type(await screen.findByLabelText('Search recipes', {}, PAGE_LOAD), 'curry')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    const prompt = await screen.findByRole('region', { name: 'You have reached your plan’s limit' })
    expect(prompt).toHaveTextContent('Upgrade to Plus for 100 a day')
    // The plans page remembers the search, so paying brings the person back to it.
    expect(within(prompt).getByRole('link', { name: 'See plans and upgrade' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/subscription\?returnTo=%2Frecipes/),
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the real plan in the header and links beta management only for admins', async () => {
    const tiers = buildTiers()
    mockSignedIn({
      subscription: { tier: 'premium', status: 'beta', limits: tiers.premium.limits, canManageBeta: true },
    })
    const user = userEvent.setup()
    renderApp(<App />)
    expect(await screen.findByRole('link', { name: 'Your plan: Premium' }, PAGE_LOAD)).toHaveTextContent(
      'Premium · Beta',
    )
    await user.click(screen.getByRole('button', { name: 'Settings' }))
    const settings = await screen.findByRole('dialog', { name: 'Settings' })
    expect(await within(settings).findByRole('link', { name: 'Beta Management' })).toHaveAttribute(
      'href',
      '/beta-management',
    )
  })

  it('does not link or show beta management to others', async () => {
    mockSignedIn()
    const user = userEvent.setup()
    renderApp(<App />, { path: '/beta-management' })
    expect(
      await screen.findByRole('heading', { name: 'This page is for Forkcast’s beta team' }, PAGE_LOAD),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add Beta Tester' })).not.toBeInTheDocument()
    renderApp(<App />)
    await user.click(await screen.findByRole('button', { name: 'Settings' }))
    const settings = await screen.findByRole('dialog', { name: 'Settings' })
    expect(within(settings).getByRole('link', { name: 'Subscription' })).toBeInTheDocument()
    expect(within(settings).queryByRole('link', { name: 'Beta Management' })).not.toBeInTheDocument()
  })
})
