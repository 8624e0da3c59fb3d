import { http, HttpResponse } from 'msw'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ChangePassword } from '@forkcast/contract/account.schemas'
import type { ErrorBody } from '@forkcast/contract/errors'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { ChangePasswordForm } from './change-password-form'

describe('the change password form', () => {
  it("checks the fields with the contract's own rules before sending, each message beside its field", async () => {
    let sent = 0
    server.use(
      http.post('/api/account/password', () => {
        sent += 1
        return HttpResponse.json({ success: true })
      }),
    )
    renderApp(<ChangePasswordForm />)
    await userEvent.type(screen.getByLabelText('New password'), 'short')
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Password is required')).toBeInTheDocument()
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Password is required')
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument()
    expect(sent).toBe(0)
  })

  it('shows what the server says about a field beside it, then clears the form once the change is made', async () => {
    const bodies: ChangePassword[] = []
    server.use(
      http.post<never, ChangePassword, ErrorBody | { success: true }>(
        '/api/account/password',
        async ({ request }) => {
          const body = await request.json()
          bodies.push(body)
          return bodies.length === 1
            ? HttpResponse.json(
                {
                  code: 'VALIDATION_ERROR',
                  message: 'Your current password is not right',
                  issues: [{ path: 'currentPassword', message: 'That is not your current password' }],
                },
                { status: 400 },
              )
            : HttpResponse.json({ success: true })
        },
      ),
    )
    renderApp(<ChangePasswordForm />)
    await userEvent.type(screen.getByLabelText('Current password'), 'wrong one')
    await userEvent.type(screen.getByLabelText('New password'), 'three unrelated words')
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('That is not your current password')).toBeInTheDocument()
    await userEvent.clear(screen.getByLabelText('Current password'))
    await userEvent.type(screen.getByLabelText('Current password'), 'right one')
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''))
    expect(bodies.at(-1)).toEqual({ currentPassword: 'right one', newPassword: 'three unrelated words' })
  })
})
