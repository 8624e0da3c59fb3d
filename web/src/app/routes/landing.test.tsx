import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/testing/render'
import { LandingPage } from './landing'

describe('the landing page', () => {
  it('opens on the create-account form, and its Sign in link turns the card into a sign-in form and back', async () => {
    renderApp(<LandingPage />)
    expect(screen.getByRole('heading', { name: 'Create your free account' })).toBeInTheDocument()
    // The forms load after the page's first paint.
    expect(await screen.findByRole('form', { name: 'Create your account' })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    const welcome = screen.getByRole('heading', { name: 'Welcome back' })
    expect(welcome).toHaveFocus()
    // The header form (wide screens) and the card's form: each field is labelled on its own.
    const forms = await screen.findAllByRole('form', { name: 'Sign in' })
    expect(forms).toHaveLength(2)
    for (const form of forms) expect(within(form).getByLabelText('Email')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }))
    expect(screen.getByRole('heading', { name: 'Create your free account' })).toHaveFocus()
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).not.toBeInTheDocument()
  })
})
