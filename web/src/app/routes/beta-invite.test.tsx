import { http, HttpResponse } from 'msw'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { App } from '../app'

// Lazy pages load slowly on a busy machine: the first look at each page waits longer.
const PAGE_LOAD = { timeout: 10_000 }

describe('beta invite page', () => {
  it('claims the invite for a signed-in user and opens their plan', async () => {
    mockSignedIn()
    const claimed: string[] = []
    server.use(
      http.get('/api/beta/invites/:code', () =>
        HttpResponse.json({ accessLevel: 'full', tierName: 'Premium' }),
      ),
      http.post('/api/beta/invites/:code/redeem', ({ params }) => {
        claimed.push(String(params.code))
        return HttpResponse.json({ tier: 'premium' })
      }),
    )
    const user = userEvent.setup()
    renderApp(<App />, { path: '/beta/abcdefghjklm' })
    expect(
      await screen.findByText(/gives you Premium features at no charge/, {}, PAGE_LOAD),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Activate beta access' }))
    expect(await screen.findByText('Welcome to the beta!')).toBeInTheDocument()
    expect(claimed).toEqual(['ABCDEFGHJKLM'])
    await vi.waitFor(() => expect(window.location.pathname).toBe('/subscription'), { timeout: 10_000 })
  })

  it('explains a used invite instead of offering it', async () => {
    mockSignedIn()
    server.use(
      http.get('/api/beta/invites/:code', () =>
        HttpResponse.json(
          { message: 'This beta invite has already been used.', code: 'CONFLICT' },
          { status: 409 },
        ),
      ),
    )
    renderApp(<App />, { path: '/beta/USEDUSEDUSED' })
    expect(
      await screen.findByRole('heading', { name: 'This invite cannot be used' }, PAGE_LOAD),
    ).toBeInTheDocument()
    expect(screen.getByText('This beta invite has already been used.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Activate beta access' })).not.toBeInTheDocument()
  })
})
