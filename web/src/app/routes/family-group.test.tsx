import { http, HttpResponse } from 'msw'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { buildGroup, buildMember } from '@/testing/data'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { App } from '../app'

const ana = buildMember()
const ben = buildMember({ id: 2, userId: 2, firstName: 'Ben', lastName: null, initials: 'B', isOwner: false })

const mockGroupPage = (group = buildGroup({ memberCount: 2 })) => {
  mockSignedIn({ groups: [group] })
  server.use(
    http.get(`/api/family-groups/${group.id}`, () => HttpResponse.json(group)),
    http.get(`/api/family-groups/${group.id}/members`, () => HttpResponse.json([ana, ben])),
  )
  return group
}

describe('group page', () => {
  it('shows a friendly Group not found for a group the user is not in', async () => {
    mockSignedIn()
    server.use(
      http.get('/api/family-groups/999', () =>
        HttpResponse.json({ message: 'Group not found', code: 'NOT_FOUND' }, { status: 404 }),
      ),
      // The members of a group one is not in are as unknown as the group itself.
      http.get('/api/family-groups/999/members', () =>
        HttpResponse.json({ message: 'Group not found', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    )
    renderApp(<App />, { path: '/family/999' })
    expect(await screen.findByRole('heading', { name: 'Group not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  })

  it('lists members with initials and the Owner badge, and the invite link', async () => {
    const group = mockGroupPage()
    renderApp(<App />, { path: `/family/${group.id}` })
    const members = await screen.findByRole('list', { name: 'Members' })
    const rows = within(members).getAllByRole('listitem')
    expect(rows[0]).toHaveTextContent('AGAna Garcia (you) Owner')
    expect(rows[1]).toHaveTextContent('BBen')
    expect(rows[1]).not.toHaveTextContent('Owner')
    expect(screen.getByTestId('invite-link')).toHaveTextContent(`${window.location.origin}/join/ABCD2345`)
  })

  it('lets the owner rename the group in place', async () => {
    const group = mockGroupPage()
    const renamed: unknown[] = []
    server.use(
      http.patch(`/api/family-groups/${group.id}`, async ({ request }) => {
        renamed.push(await request.json())
        return HttpResponse.json({ ...group, name: 'Team Dinner' })
      }),
    )
    const user = userEvent.setup()
    renderApp(<App />, { path: `/family/${group.id}` })
    await user.click(await screen.findByRole('button', { name: 'Rename group' }))
    const input = screen.getByRole('textbox', { name: 'Group name' })
    await user.clear(input)
    await user.type(input, '  Team Dinner {Enter}')
    expect(await screen.findByRole('heading', { name: 'Team Dinner' })).toBeInTheDocument()
    expect(renamed).toEqual([{ name: 'Team Dinner' }])
  })

  it('asks before removing a member', async () => {
    const group = mockGroupPage()
    const removed: string[] = []
    server.use(
      http.delete(`/api/family-groups/${group.id}/members/:userId`, ({ params }) => {
        removed.push(String(params.userId))
        return HttpResponse.json([ana])
      }),
    )
    const user = userEvent.setup()
    renderApp(<App />, { path: `/family/${group.id}` })
    await user.click(await screen.findByRole('button', { name: 'Remove Ben' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Ben?' })
    expect(removed).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Ben was removed from The Garcias.')).toBeInTheDocument()
    expect(removed).toEqual(['2'])
  })

  it('hides owner actions from members', async () => {
    const group = mockGroupPage(buildGroup({ isOwner: false, ownerId: 2, memberCount: 2 }))
    renderApp(<App />, { path: `/family/${group.id}` })
    await screen.findByRole('list', { name: 'Members' })
    expect(screen.queryByRole('button', { name: 'Rename group' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'New invite code' })).not.toBeInTheDocument()
  })

  it('leaves after confirming and goes to the groups page', async () => {
    const group = mockGroupPage()
    server.use(
      http.delete(`/api/family-groups/${group.id}`, () =>
        HttpResponse.json({ success: true, groupDeleted: false }),
      ),
    )
    const user = userEvent.setup()
    renderApp(<App />, { path: `/family/${group.id}` })
    await user.click(await screen.findByRole('button', { name: 'Leave Group' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave The Garcias?' })
    await user.click(within(dialog).getByRole('button', { name: 'Leave Group' }))
    expect(await screen.findByText('You left The Garcias.')).toBeInTheDocument()
    await vi.waitFor(() => expect(window.location.pathname).toBe('/family'), { timeout: 10_000 })
  })
})
