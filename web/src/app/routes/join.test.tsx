import { http, HttpResponse } from 'msw'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { buildGroup, buildMember } from '@/testing/data'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { App } from '../app'

const mockInvite = (preview = { groupName: 'The Okafors', memberCount: 3, isFull: false }) =>
  server.use(http.get('/api/invites/:code', () => HttpResponse.json(preview)))

const mockJoin = (group = buildGroup({ id: 42, name: 'The Okafors', isOwner: false, memberCount: 4 })) => {
  const joined: unknown[] = []
  server.use(
    http.post('/api/family-groups/join', async ({ request }) => {
      joined.push(await request.json())
      return HttpResponse.json(group)
    }),
    http.get('/api/family-groups/42', () => HttpResponse.json(group)),
    http.get('/api/family-groups/42/members', () => HttpResponse.json([buildMember()])),
  )
  return joined
}

describe('invite links', () => {
  it('shows signed-out visitors the group and both the sign-in and create-account forms', async () => {
    server.use(
      http.get('/api/auth/user', () =>
        HttpResponse.json({ message: 'x', code: 'UNAUTHORIZED' }, { status: 401 }),
      ),
    )
    mockInvite()
    renderApp(<App />, { path: '/join/abcd2345' })
    expect(await screen.findByRole('heading', { name: 'The Okafors' })).toBeInTheDocument()
    expect(screen.getByText('3 members deciding dinner together')).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Create your account' })).toBeInTheDocument()
  })

  it('says when an invite link no longer works', async () => {
    mockSignedIn()
    server.use(
      http.get('/api/invites/:code', () =>
        HttpResponse.json(
          { message: 'This invite link is not valid any more. Ask for a new one.', code: 'NOT_FOUND' },
          { status: 404 },
        ),
      ),
    )
    renderApp(<App />, { path: '/join/ZZZZ2345' })
    expect(
      await screen.findByText('This invite link is not valid any more. Ask for a new one.'),
    ).toBeInTheDocument()
  })

  it('joins a signed-in user with one click and opens the group', async () => {
    mockSignedIn()
    mockInvite()
    const joined = mockJoin()
    const user = userEvent.setup()
    renderApp(<App />, { path: '/join/abcd2345' })

    await user.click(await screen.findByRole('button', { name: 'Join The Okafors' }))
    expect(await screen.findByText('Success')).toBeInTheDocument()
    expect(joined).toEqual([{ inviteCode: 'ABCD2345' }])
    expect(await screen.findByRole('heading', { name: 'The Okafors' })).toBeInTheDocument()
    await vi.waitFor(() => expect(window.location.pathname).toBe('/family/42'), { timeout: 10_000 })
  })

  it('takes a member straight to the group', async () => {
    const group = buildGroup({ id: 42, name: 'The Okafors', inviteCode: 'ABCD2345' })
    mockSignedIn({ groups: [group] })
    mockInvite()
    mockJoin(group)
    renderApp(<App />, { path: '/join/ABCD2345' })
    expect(await screen.findByRole('list', { name: 'Members' })).toBeInTheDocument()
    await vi.waitFor(() => expect(window.location.pathname).toBe('/family/42'), { timeout: 10_000 })
  })

  it('finishes the invite begun before signing in, once the app reloads signed in', async () => {
    mockSignedIn()
    const joined = mockJoin()
    sessionStorage.setItem('pendingInviteCode', 'ABCD2345')
    renderApp(<App />, { path: '/' })

    expect(await screen.findByText('You joined The Okafors.')).toBeInTheDocument()
    expect(joined).toEqual([{ inviteCode: 'ABCD2345' }])
    expect(sessionStorage.getItem('pendingInviteCode')).toBeNull()
    await vi.waitFor(() => expect(window.location.pathname).toBe('/family/42'), { timeout: 10_000 })
  })
})
