import { http, HttpResponse } from 'msw'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { SignIn } from '@forkcast/contract/auth.schemas'
import type { ErrorBody } from '@forkcast/contract/errors'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { SignInForm } from './sign-in-form'

describe('the sign-in form', () => {
  it("checks the fields with the contract's own rules before sending, each message beside its field", async () => {
    let sent = 0
    server.use(
      http.post('/api/auth/email', () => {
        sent += 1
        return HttpResponse.json({}, { status: 500 })
      }),
    )
    renderApp(<SignInForm onSignedIn={vi.fn()} layout="stacked" />)
    await userEvent.type(screen.getByLabelText('Email'), 'maria@')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address')
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required')
    expect(sent).toBe(0)
  })

  it("shows the server's field problems beside their fields and sends what was typed", async () => {
    const bodies: SignIn[] = []
    server.use(
      http.post<never, SignIn, ErrorBody>('/api/auth/email', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json(
          {
            code: 'VALIDATION_ERROR',
            message: 'Email is not one we can send to',
            issues: [{ path: 'email', message: 'Email is not one we can send to' }],
          },
          { status: 400 },
        )
      }),
    )
    const onSignedIn = vi.fn()
    renderApp(<SignInForm onSignedIn={onSignedIn} />)
    await userEvent.type(screen.getByLabelText('Email'), ' Maria@Example.com ')
    await userEvent.type(screen.getByLabelText('Password'), 'secret words')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Email is not one we can send to')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is not one we can send to')
    expect(bodies).toEqual([{ email: 'maria@example.com', password: 'secret words' }])
    expect(onSignedIn).not.toHaveBeenCalled()
  })
})
