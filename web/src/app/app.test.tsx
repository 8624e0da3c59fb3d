import { http, HttpResponse } from 'msw'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
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

  it('asks for all required registration fields before calling the server', async () => {
    signedOut()
    let calls = 0
    server.use(http.post('/api/auth/email', () => ((calls += 1), HttpResponse.json({}))))
    renderApp(<App />)
    await userEvent.click(await screen.findByRole('button', { name: 'Try The Ultimate Dinner Decision App' }))
    expect(await screen.findByText('Required Fields Missing')).toBeInTheDocument()
    expect(calls).toBe(0)
  })

  it('asks for email and password before signing in', async () => {
    signedOut()
    renderApp(<App />)
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Please enter both email and password')).toBeInTheDocument()
  })
})
