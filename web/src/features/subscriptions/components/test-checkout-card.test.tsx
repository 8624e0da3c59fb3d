import { http, HttpResponse } from 'msw'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { TestCheckout } from '@forkcast/contract/subscriptions.schemas'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { TestCheckoutCard } from './test-checkout-card'

const checkout: TestCheckout = { id: 'c-1', tier: 'plus', tierName: 'Plus', price: 4.99, status: 'open' }

describe('TestCheckoutCard', () => {
  it('after Pay, goes back to the plans page carrying the page to return to, as Stripe’s success URL does', async () => {
    server.use(
      http.post('/api/billing/test-checkout/c-1/pay', () =>
        HttpResponse.json({ ...checkout, status: 'paid' }),
      ),
    )
    renderApp(<TestCheckoutCard checkout={checkout} returnTo="/smart-meal-planner?tab=weekly" />, {
      path: '/billing/test-checkout/c-1',
    })
    await userEvent.click(screen.getByRole('button', { name: 'Pay $4.99/month' }))
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe(
        '/subscription?checkout=success&returnTo=%2Fsmart-meal-planner%3Ftab%3Dweekly',
      ),
    )
  })
})
