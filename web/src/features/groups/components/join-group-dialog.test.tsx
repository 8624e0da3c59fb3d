import { http, HttpResponse } from 'msw'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { buildGroup } from '@/testing/data'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { JoinGroupDialog } from './join-group-dialog'

const renderDialog = () => renderApp(<JoinGroupDialog open onOpenChange={() => {}} />)

const countJoinCalls = (response: () => Response) => {
  const calls: unknown[] = []
  server.use(
    http.post('/api/family-groups/join', async ({ request }) => {
      calls.push(await request.json())
      return response()
    }),
  )
  return calls
}

describe('JoinGroupDialog', () => {
  it('upper-cases the code, drops spaces and keeps at most 8 characters', async () => {
    const user = userEvent.setup()
    renderDialog()
    const input = screen.getByLabelText('Invite code')
    await user.type(input, 'ab cd2345xyz')
    expect(input).toHaveValue('ABCD2345')
  })

  it('shows Invalid Code and calls nobody when the code is not 8 characters', async () => {
    const calls = countJoinCalls(() => HttpResponse.json(buildGroup()))
    const user = userEvent.setup()
    renderDialog()
    await user.type(screen.getByLabelText('Invite code'), 'abc12')
    await user.click(screen.getByRole('button', { name: 'Join Group' }))
    expect(await screen.findByText('Invalid Code')).toBeInTheDocument()
    // The reason also sits beside the field it concerns.
    expect(screen.getByLabelText('Invite code')).toHaveAccessibleDescription(
      /Please enter a valid 8-character invite code\./,
    )
    expect(screen.getByLabelText('Invite code')).toBeInvalid()
    expect(calls).toEqual([])
  })

  it('joins with the upper-cased code and says Success', async () => {
    const calls = countJoinCalls(() => HttpResponse.json(buildGroup({ name: 'The Okafors' })))
    const user = userEvent.setup()
    renderDialog()
    await user.type(screen.getByLabelText('Invite code'), 'abcd2345')
    await user.click(screen.getByRole('button', { name: 'Join Group' }))
    expect(await screen.findByText('Success')).toBeInTheDocument()
    expect(screen.getByText('You joined The Okafors.')).toBeInTheDocument()
    expect(calls).toEqual([{ inviteCode: 'ABCD2345' }])
  })

  it('shows what the server says about the code beside the code field', async () => {
    countJoinCalls(() =>
      HttpResponse.json(
        {
          message: 'Check the code',
          code: 'VALIDATION_ERROR',
          issues: [{ path: 'inviteCode', message: 'That invite code has expired' }],
        },
        { status: 400 },
      ),
    )
    const user = userEvent.setup()
    renderDialog()
    await user.type(screen.getByLabelText('Invite code'), 'ZZZZ2345')
    await user.click(screen.getByRole('button', { name: 'Join Group' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Invite code')).toHaveAccessibleDescription(
        /That invite code has expired/,
      ),
    )
  })

  it("shows the server's message when the join fails", async () => {
    countJoinCalls(() =>
      HttpResponse.json(
        { message: 'No group found with that invite code', code: 'NOT_FOUND' },
        { status: 404 },
      ),
    )
    const user = userEvent.setup()
    renderDialog()
    await user.type(screen.getByLabelText('Invite code'), 'ZZZZ2345')
    await user.click(screen.getByRole('button', { name: 'Join Group' }))
    expect(await screen.findByText('No group found with that invite code')).toBeInTheDocument()
  })
})
