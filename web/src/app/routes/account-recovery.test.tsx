import { http, HttpResponse } from 'msw'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ForgotPassword, MailSent, ResetPassword } from '@forkcast/contract/account.schemas'
import type { Success } from '@forkcast/contract/common.schemas'
import type { ErrorBody } from '@forkcast/contract/errors'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { ForgotPasswordPage, ResetPasswordPage } from './account-recovery'

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG'

describe('the forgot password page', () => {
  it("checks the email with the contract's own rule before sending, the message beside the field", async () => {
    let sent = 0
    server.use(
      http.post('/api/auth/forgot-password', () => {
        sent += 1
        return HttpResponse.json({ message: 'sent' })
      }),
    )
    renderApp(<ForgotPasswordPage />, { path: '/forgot-password' })
    await userEvent.type(screen.getByLabelText('Email'), 'marta@home')
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address')
    expect(sent).toBe(0)
  })

  it('says a refusal beside the email, then shows the answer once the mail is sent', async () => {
    const bodies: ForgotPassword[] = []
    server.use(
      http.post<never, ForgotPassword, ErrorBody | MailSent>(
        '/api/auth/forgot-password',
        async ({ request }) => {
          bodies.push(await request.json())
          return bodies.length === 1
            ? HttpResponse.json<ErrorBody>(
                { code: 'RATE_LIMITED', message: 'Too many tries, wait a minute' },
                { status: 429 },
              )
            : HttpResponse.json({ message: 'If an account uses that email, a link is on its way.' })
        },
      ),
    )
    renderApp(<ForgotPasswordPage />, { path: '/forgot-password' })
    await userEvent.type(screen.getByLabelText('Email'), ' Marta@Example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByText('Too many tries, wait a minute')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Too many tries, wait a minute')
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByRole('status')).toHaveTextContent('If an account uses that email')
    expect(bodies).toEqual([{ email: 'marta@example.com' }, { email: 'marta@example.com' }])
  })
})

describe('the reset password page', () => {
  it('says a link without its token is incomplete, in the contract words, and sends nothing', async () => {
    renderApp(<ResetPasswordPage />, { path: '/reset-password?token=short' })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is incomplete. Open it again from the mail.',
    )
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeDisabled()
  })

  it("checks the new password with the contract's own rule before sending", async () => {
    let sent = 0
    server.use(
      http.post('/api/auth/reset-password', () => {
        sent += 1
        return HttpResponse.json({ success: true })
      }),
    )
    renderApp(<ResetPasswordPage />, { path: `/reset-password?token=${TOKEN}` })
    await userEvent.type(screen.getByLabelText('New password'), 'short')
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument()
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 8 characters'),
    )
    expect(sent).toBe(0)
  })

  it("shows the server's word on the password beside it, a used link above the form, and the success", async () => {
    const bodies: ResetPassword[] = []
    const answers = [
      HttpResponse.json<ErrorBody>(
        {
          code: 'VALIDATION_ERROR',
          message: 'That password is one of the most common ones',
          issues: [{ path: 'password', message: 'That password is one of the most common ones' }],
        },
        { status: 400 },
      ),
      HttpResponse.json<ErrorBody>(
        {
          code: 'VALIDATION_ERROR',
          message: 'This link has expired',
          issues: [{ path: 'token', message: 'This link has expired' }],
        },
        { status: 400 },
      ),
      HttpResponse.json<Success>({ success: true }),
    ]
    server.use(
      http.post<never, ResetPassword>('/api/auth/reset-password', async ({ request }) => {
        bodies.push(await request.json())
        return answers[bodies.length - 1]
      }),
    )
    renderApp(<ResetPasswordPage />, { path: `/reset-password?token=${TOKEN}` })
    await userEvent.type(screen.getByLabelText('New password'), 'password')
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(await screen.findByText('That password is one of the most common ones')).toBeInTheDocument()
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('That password is one of the most common ones'),
    )
    await userEvent.clear(screen.getByLabelText('New password'))
    await userEvent.type(screen.getByLabelText('New password'), 'quiet harbour lemon tree')
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired')
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument()
    expect(bodies.at(-1)).toEqual({ token: TOKEN, password: 'quiet harbour lemon tree' })
  })
})
