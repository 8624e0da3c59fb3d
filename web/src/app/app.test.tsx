import { http, HttpResponse } from 'msw'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { App } from './app'

const signedOut = () =>
  server.use(
    http.get('/api/auth/user', () =>
      HttpResponse.json({ message: 'x', code: 'UNAUTHORIZED' }, { status: 401 }),
    ),
  )

describe('route rules', () => {
  it('shows Loading... while the user loads', async () => {
    server.use(http.get('/api/auth/user', () => new Promise(() => {})))
    renderApp(<App />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
  })

  it('shows the landing page to signed-out visitors at /', async () => {
    signedOut()
    renderApp(<App />)
    expect(
      await screen.findByRole('heading', { name: 'The Ultimate Dinner Decision App' }),
    ).toBeInTheDocument()
  })

  it('shows Page Not Found to signed-out visitors anywhere else', async () => {
    signedOut()
    renderApp(<App />, { path: '/family' })
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument()
  })

  it('keeps a signed-in 404 inside the app, with the header, a way home and its own title', async () => {
    mockSignedIn()
    renderApp(<App />, { path: '/no-such-page' })
    expect(
      await screen.findByRole('heading', { name: 'Page Not Found' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Forkcast home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/')
    expect(document.title).toBe('Page Not Found · Forkcast')
  })

  it('asks for all required registration fields before calling the server', async () => {
    signedOut()
    let calls = 0
    server.use(http.post('/api/auth/email', () => ((calls += 1), HttpResponse.json({}))))
    renderApp(<App />)
    await userEvent.click(await screen.findByRole('button', { name: 'Try The Ultimate Dinner Decision App' }))
    expect(await screen.findByText('Required Fields Missing')).toBeInTheDocument()
    const form = screen.getByRole('form', { name: 'Create your account' })
    expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription('Email is required')
    expect(within(form).getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Phone number is required',
    )
    expect(calls).toBe(0)
  })

  it('shows the server’s objections beside the fields they concern, without a toast', async () => {
    signedOut()
    server.use(
      http.post('/api/auth/email', () =>
        HttpResponse.json(
          {
            message: 'Please enter a valid email address.',
            code: 'VALIDATION_ERROR',
            issues: [{ path: 'email', message: 'Please enter a valid email address' }],
          },
          { status: 400 },
        ),
      ),
    )
    renderApp(<App />)
    const form = await screen.findByRole('form', { name: 'Create your account' })
    await userEvent.type(within(form).getByLabelText('Email'), 'ana@example')
    await userEvent.type(within(form).getByLabelText('First name'), 'Ana')
    await userEvent.type(within(form).getByLabelText('Phone number'), '555-0100')
    await userEvent.type(within(form).getByLabelText('Password'), 'dinner-together-1')
    await userEvent.click(within(form).getByRole('button', { name: 'Try The Ultimate Dinner Decision App' }))
    expect(await within(form).findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(within(form).getByLabelText('Email')).toBeInvalid()
    expect(screen.queryByText('Registration Failed')).not.toBeInTheDocument()
  })

  it('says to check the email after registering, with no account or session yet', async () => {
    signedOut()
    const bodies: unknown[] = []
    server.use(
      http.post('/api/auth/email', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json(
          { status: 'confirmation-sent', email: 'ana@example.com', mailPreviewUrl: '/dev/outbox' },
          { status: 202 },
        )
      }),
    )
    renderApp(<App />)
    const form = await screen.findByRole('form', { name: 'Create your account' })
    await userEvent.type(within(form).getByLabelText('Email'), 'Ana@Example.com')
    await userEvent.type(within(form).getByLabelText('First name'), 'Ana')
    await userEvent.type(within(form).getByLabelText('Phone number'), '555-0100')
    await userEvent.type(within(form).getByLabelText('Password'), 'dinner-together-1')
    await userEvent.click(within(form).getByRole('button', { name: 'Try The Ultimate Dinner Decision App' }))

    const notice = await screen.findByRole('status', { name: 'Check your email' })
    expect(notice).toHaveTextContent('We sent a link to ana@example.com')
    expect(within(notice).getByRole('link', { name: 'open the local outbox' })).toHaveAttribute(
      'href',
      '/dev/outbox',
    )
    expect(bodies).toEqual([
      // The contract's email rule lowercases, on the page as on the server.
      { email: 'ana@example.com', firstName: 'Ana', phoneNumber: '555-0100', password: 'dinner-together-1' },
    ])
    await userEvent.click(within(notice).getByRole('button', { name: 'Use a different email' }))
    expect(await screen.findByRole('form', { name: 'Create your account' })).toBeInTheDocument()
  })

  it('creates the account from the mailed link with one click, and explains a used link', async () => {
    signedOut()
    const tokens: unknown[] = []
    server.use(
      http.post('/api/auth/verify-email', async ({ request }) => {
        tokens.push(await request.json())
        return HttpResponse.json(
          {
            message: 'This link has expired or was already used. Create your account again to get a new one.',
            code: 'VALIDATION_ERROR',
          },
          { status: 400 },
        )
      }),
    )
    renderApp(<App />, { path: '/verify-email?token=abc123' })
    await userEvent.click(
      await screen.findByRole('button', { name: 'Create my account' }, { timeout: 10_000 }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('expired or was already used')
    expect(tokens).toEqual([{ token: 'abc123' }])
    expect(document.title).toBe('Finish creating your account · Forkcast')
  })

  it('asks for email and password before signing in', async () => {
    signedOut()
    renderApp(<App />)
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
  })
})
