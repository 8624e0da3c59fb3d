import { http, HttpResponse } from 'msw'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Success } from '@forkcast/contract/common.schemas'
import type { ErrorBody } from '@forkcast/contract/errors'
import type { GuestLink } from '@forkcast/contract/voting.schemas'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { InviteGuestButton } from './invite-guest'

const LINK: GuestLink = {
  url: 'https://forkcast.example/guest/guest-token-abcdefghijklmnop',
  expiresAt: '2026-11-27T18:00:00Z',
}

const mockGuestLink = () => {
  const calls: string[] = []
  server.use(
    http.post<never, never, GuestLink>('/api/elimination-session/11/guest-link', () => {
      calls.push('create')
      return HttpResponse.json(LINK)
    }),
    http.delete<never, never, Success>('/api/elimination-session/11/guest-link', () => {
      calls.push('end')
      return HttpResponse.json({ success: true })
    }),
  )
  return calls
}

describe('inviting a guest', () => {
  it('makes a link for the board that the owner can copy, and says when it ends', async () => {
    mockGuestLink()
    const user = userEvent.setup()
    renderApp(<InviteGuestButton sessionId={11} isOwner />)

    await user.click(screen.getByRole('button', { name: 'Invite a guest' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite a guest' })
    expect(await screen.findByTestId('guest-link')).toHaveTextContent(LINK.url)
    expect(dialog).toHaveTextContent('It ends in 24 hours')
    expect(dialog).toHaveTextContent('when a new round starts')

    await user.click(screen.getByRole('button', { name: 'Copy guest link' }))
    expect(await screen.findByText('Copied!')).toBeInTheDocument()
    await expect(navigator.clipboard.readText()).resolves.toBe(LINK.url)
  })

  it('ends the link when the owner asks', async () => {
    const calls = mockGuestLink()
    const user = userEvent.setup()
    renderApp(<InviteGuestButton sessionId={11} isOwner />)

    await user.click(screen.getByRole('button', { name: 'Invite a guest' }))
    await user.click(await screen.findByRole('button', { name: 'End link' }))
    expect(await screen.findByText('Guest link ended')).toBeInTheDocument()
    expect(calls).toEqual(['create', 'end'])
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('says why there is no link when the server refuses', async () => {
    server.use(
      http.post<never, never, ErrorBody>('/api/elimination-session/11/guest-link', () =>
        HttpResponse.json(
          { message: 'Only the group’s owner can invite guests.', code: 'FORBIDDEN' },
          { status: 403 },
        ),
      ),
    )
    const user = userEvent.setup()
    renderApp(<InviteGuestButton sessionId={11} isOwner />)

    await user.click(screen.getByRole('button', { name: 'Invite a guest' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the group’s owner can invite guests.')
  })

  it('is not offered to members who do not own the group', () => {
    renderApp(<InviteGuestButton sessionId={11} isOwner={false} />)
    expect(screen.queryByRole('button', { name: 'Invite a guest' })).not.toBeInTheDocument()
  })
})
