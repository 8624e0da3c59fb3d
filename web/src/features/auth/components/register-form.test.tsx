import { http, HttpResponse } from 'msw'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { EmailAuth, RegistrationPending } from '@forkcast/contract/auth.schemas'
import type { ErrorBody } from '@forkcast/contract/errors'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { RegisterForm } from './register-form'

const fillRequired = async (password = 'quiet harbour lemon') => {
  await userEvent.type(screen.getByLabelText('Email'), ' Ana@Example.com ')
  await userEvent.type(screen.getByLabelText('First name'), ' Ana ')
  await userEvent.type(screen.getByLabelText('Phone number'), ' 555 ')
  await userEvent.type(screen.getByLabelText('Password'), password)
}

describe('the registration form', () => {
  it("checks every field with the contract's registration rules at once, before sending", async () => {
    let sent = 0
    server.use(
      http.post('/api/auth/email', () => {
        sent += 1
        return HttpResponse.json({})
      }),
    )
    renderApp(<RegisterForm />)
    await userEvent.type(screen.getByLabelText('Email'), 'ana@')
    await userEvent.type(screen.getByLabelText('Password'), 'short')
    await userEvent.click(screen.getByRole('button', { name: 'Try The Ultimate Dinner Decision App' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required')
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Phone number is required')
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 8 characters'),
    )
    expect(await screen.findByText('Required Fields Missing')).toBeInTheDocument()
    expect(sent).toBe(0)
  })

  it('sends trimmed values without the empty optional ones, and the invite page it began on', async () => {
    const bodies: EmailAuth[] = []
    server.use(
      http.post<never, EmailAuth, RegistrationPending>('/api/auth/email', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json(
          { status: 'confirmation-sent', email: 'ana@example.com', mailPreviewUrl: null },
          { status: 202 },
        )
      }),
    )
    renderApp(<RegisterForm continueTo="/join/abc-123" />)
    await fillRequired()
    await userEvent.click(screen.getByRole('button', { name: 'Add optional details (name, address)' }))
    await userEvent.type(screen.getByLabelText('City'), ' Porto ')
    await userEvent.type(screen.getByLabelText('Last name'), '  ')
    await userEvent.click(screen.getByRole('button', { name: 'Try The Ultimate Dinner Decision App' }))
    expect(await screen.findByRole('button', { name: 'Use a different email' })).toBeInTheDocument()
    expect(bodies).toEqual([
      {
        email: 'ana@example.com',
        firstName: 'Ana',
        phoneNumber: '555',
        password: 'quiet harbour lemon',
        city: 'Porto',
        continueTo: '/join/abc-123',
      },
    ])
    expect(Object.keys(bodies[0] ?? {})).not.toContain('lastName')
  })

  it("shows the server's field problems beside their fields, opening the optional details when one is there", async () => {
    server.use(
      http.post<never, EmailAuth, ErrorBody>('/api/auth/email', () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_ERROR',
            message: 'Some fields need a look',
            issues: [
              { path: 'password', message: 'That password contains your e-mail name' },
              { path: 'zipCode', message: 'ZIP code is not one we know' },
            ],
          },
          { status: 400 },
        ),
      ),
    )
    renderApp(<RegisterForm />)
    await fillRequired('ana example words')
    await userEvent.click(screen.getByRole('button', { name: 'Try The Ultimate Dinner Decision App' }))
    expect(await screen.findByText('That password contains your e-mail name')).toBeInTheDocument()
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('That password contains your e-mail name'),
    )
    expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription('ZIP code is not one we know')
  })
})
