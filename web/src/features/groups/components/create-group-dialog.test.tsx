import { http, HttpResponse } from 'msw'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ErrorBody } from '@forkcast/contract/errors'
import type { FamilyGroup } from '@forkcast/contract/groups.schemas'
import { buildGroup } from '@/testing/data'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { CreateGroupDialog } from './create-group-dialog'

const answerCreate = (status: number, body: FamilyGroup | ErrorBody) =>
  server.use(
    http.post<never, never, FamilyGroup | ErrorBody>('/api/family-groups', () =>
      HttpResponse.json(body, { status }),
    ),
  )

const submitName = async (name: string) => {
  const user = userEvent.setup()
  renderApp(<CreateGroupDialog open onOpenChange={() => {}} />)
  await user.type(screen.getByLabelText('Group name'), name)
  await user.click(screen.getByRole('button', { name: 'Create Group' }))
}

describe('CreateGroupDialog', () => {
  it('shows the plan’s limit and the way to the plans inside the dialog', async () => {
    answerCreate(403, {
      message: 'Your Free plan allows 1 family group. Upgrade to Plus for up to 5.',
      code: 'LIMIT_REACHED',
    })
    await submitName('The Garcias')
    const dialog = screen.getByRole('dialog')
    expect(
      await within(dialog).findByText('Your Free plan allows 1 family group. Upgrade to Plus for up to 5.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'See plans and upgrade' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/subscription\?returnTo=/),
    )
    expect(screen.queryByText(/Please try again/)).not.toBeInTheDocument()
  })

  it('shows the server’s message in the dialog when it refuses for another reason', async () => {
    answerCreate(409, { message: 'You already have a group called The Garcias.', code: 'CONFLICT' })
    await submitName('The Garcias')
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'You already have a group called The Garcias.',
    )
  })

  it('asks for a name beside the field and sends nothing when the name is only spaces', async () => {
    let sent = 0
    server.use(
      http.post('/api/family-groups', () => {
        sent += 1
        return HttpResponse.json({}, { status: 500 })
      }),
    )
    await submitName('   ')
    expect(await screen.findByText('Group name is required')).toBeInTheDocument()
    expect(screen.getByLabelText('Group name')).toHaveAccessibleDescription('Group name is required')
    expect(sent).toBe(0)
  })

  it('shows what the server says about the name beside the name field', async () => {
    answerCreate(400, {
      message: 'Check the name',
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'name', message: 'Group name must not contain control characters' }],
    })
    await submitName('The Garcias')
    expect(await screen.findByText('Group name must not contain control characters')).toBeInTheDocument()
    expect(screen.getByLabelText('Group name')).toHaveAccessibleDescription(
      'Group name must not contain control characters',
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says Success and shows no error when the group is made', async () => {
    answerCreate(201, buildGroup({ name: 'The Garcias' }))
    await submitName('The Garcias')
    expect(await screen.findByText('Success')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('sends the name without the spaces around it', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post('/api/family-groups', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json(buildGroup({ name: 'The Garcias' }), { status: 201 })
      }),
    )
    await submitName('  The Garcias  ')
    await waitFor(() => expect(bodies).toEqual([{ name: 'The Garcias' }]))
  })
})
