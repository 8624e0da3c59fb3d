import { http, HttpResponse } from 'msw'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ChangeEmail, MailSent } from '@forkcast/contract/account.schemas'
import type { ErrorBody } from '@forkcast/contract/errors'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { ChangeEmailForm } from './change-email-form'

describe('the change email form', () => {
  it("checks the fields with the contract's own rules before sending, each message beside its field", async () => {
    let sent = 0
    server.use(
      http.post('/api/account/email', () => {
        sent += 1
        return HttpResponse.json({ message: 'sent' })
      }),
    )
    renderApp(<ChangeEmailForm currentEmail="sam@example.com" />)
    await userEvent.type(screen.getByLabelText('New email'), 'not-an-address')
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByLabelText('New email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    )
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Enter your password to confirm it is you',
    )
    expect(sent).toBe(0)
  })

  it('shows what the server says about a field beside it, then says the link was sent', async () => {
    const bodies: ChangeEmail[] = []
    server.use(
      http.post<never, ChangeEmail, ErrorBody | MailSent>('/api/account/email', async ({ request }) => {
        bodies.push(await request.json())
        return bodies.length === 1
          ? HttpResponse.json<ErrorBody>(
              {
                code: 'VALIDATION_ERROR',
                message: 'Your password is not right',
                issues: [{ path: 'password', message: 'That is not your password' }],
              },
              { status: 400 },
            )
          : HttpResponse.json({ message: 'Open the link we sent to new@example.com' })
      }),
    )
    renderApp(<ChangeEmailForm currentEmail="sam@example.com" />)
    await userEvent.type(screen.getByLabelText('New email'), ' new@example.com ')
    await userEvent.type(screen.getByLabelText('Password'), 'wrong one')
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }))
    expect(await screen.findByText('That is not your password')).toBeInTheDocument()
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('That is not your password')
    await userEvent.clear(screen.getByLabelText('Password'))
    await userEvent.type(screen.getByLabelText('Password'), 'right one')
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Open the link we sent to new@example.com')
    expect(screen.getByLabelText('Password')).toHaveValue('')
    expect(bodies.at(-1)).toEqual({ newEmail: 'new@example.com', password: 'right one' })
  })
})
