import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Link, MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { useRememberFirstDecision } from './first-decision'
import { InstallBanner } from './install-banner'

const Shell = () => {
  useRememberFirstDecision()
  return (
    <>
      <InstallBanner />
      <Link to="/recipes">Recipes</Link>
    </>
  )
}

const renderShell = () => {
  const queryClient = new QueryClient()
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/elimination/cuisine']}>
        <Shell />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return queryClient
}

const offer = () => screen.queryByRole('region', { name: 'Install the app' })

describe('install offer', () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
  })

  it('stays away while the board is open, and shows on the next page once the board decided', async () => {
    const queryClient = renderShell()
    act(() => queryClient.setQueryData(['board-1'], { session: { id: 1, status: 'open' } }))
    expect(offer()).not.toBeInTheDocument()
    // Not on the board itself: the row would push the decided board down under the person's finger.
    act(() => queryClient.setQueryData(['board-1'], { session: { id: 1, status: 'decided' } }))
    expect(offer()).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Recipes' }))
    expect(offer()).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Install' })).toBeInTheDocument()
  })

  it('is gone for good after Not now', async () => {
    localStorage.setItem('forkcast-first-decision', '2026-11-26T12:00:00.000Z')
    renderShell()
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }))
    expect(offer()).not.toBeInTheDocument()
    expect(localStorage.getItem('pwa-prompt-dismissed')).toBe('true')
  })
})
