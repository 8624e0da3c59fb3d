import { http, HttpResponse } from 'msw'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { BetaTester } from '@forkcast/contract/beta.schemas'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { App } from '../app'

// Lazy pages load slowly on a busy machine: the first look at each page waits longer.
const PAGE_LOAD = { timeout: 10_000 }

describe('beta management page', () => {
  it('tells someone outside the beta team whom the page is for and leads them back, without an error', async () => {
    mockSignedIn()
    renderApp(<App />, { path: '/beta-management' })
    expect(
      await screen.findByRole('heading', { name: 'This page is for Forkcast’s beta team' }, PAGE_LOAD),
    ).toBeInTheDocument()
    expect(screen.getByText(/open the invite link from their message/)).toBeInTheDocument()
    const back = screen.getByRole('link', { name: 'Back to the dashboard' })
    expect(back).toHaveAttribute('href', '/')
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/404|admin|ADMIN_EMAILS/i)
    expect(screen.queryByRole('button', { name: 'Add Beta Tester' })).not.toBeInTheDocument()
  })

  it('requires an email before calling, then adds the tester, clears the form and lists them', async () => {
    mockSignedIn({ subscription: { canManageBeta: true } })
    const testers: BetaTester[] = []
    const bodies: unknown[] = []
    server.use(
      http.get('/api/beta/testers', () => HttpResponse.json(testers)),
      http.post('/api/beta/add-tester', async ({ request }) => {
        const body = (await request.json()) as {
          email: string
          accessLevel: 'full' | 'limited'
          notes?: string
        }
        bodies.push(body)
        const tester: BetaTester = {
          id: 1,
          email: body.email,
          accessLevel: body.accessLevel,
          inviteCode: 'ABCDEFGHJKLM',
          invitedAt: '2026-05-01T10:00:00.000Z',
          notes: body.notes ?? null,
          redeemedAt: null,
        }
        testers.push(tester)
        return HttpResponse.json({ inviteCode: tester.inviteCode, tester }, { status: 201 })
      }),
    )
    const user = userEvent.setup()
    renderApp(<App />, { path: '/beta-management' })

    expect(await screen.findByText('No beta testers added yet', {}, PAGE_LOAD)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add Beta Tester' }))
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    expect(bodies).toEqual([])

    const email = screen.getByLabelText('Email Address')
    expect(email).toHaveAttribute('type', 'email')
    await user.type(email, '  tess@example.com ')
    await user.type(screen.getByLabelText('Notes (optional)'), '   ')
    await user.click(screen.getByRole('button', { name: 'Add Beta Tester' }))
    expect(await screen.findByText('Beta Tester Added')).toBeInTheDocument()
    expect(bodies).toEqual([{ email: 'tess@example.com', accessLevel: 'full' }])
    expect(email).toHaveValue('')

    const row = (await screen.findByText('tess@example.com')).closest('li')
    expect(row).not.toBeNull()
    expect(within(row as HTMLElement).getByText('ABCDEFGHJKLM')).toBeInTheDocument()
    expect(within(row as HTMLElement).getByText('Full')).toBeInTheDocument()
    expect(screen.getByText(/How to invite a tester/)).toBeInTheDocument()
  })
})
