import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, MemoryRouter, useLocation } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { GuidedTours } from './guided-tour'
import { ShowMeAroundButton } from './show-me-around'
import { startTour } from './tour-start'

const tourModule = vi.hoisted(() => ({ loads: 0 }))

// Stands in for react-joyride; counting imports shows whether the tour code was fetched at all.
vi.mock('./page-tour', () => {
  tourModule.loads += 1
  return {
    PageTour: ({ name, onClose }: { name: string; onClose: () => void }) => (
      <div role="alertdialog" aria-label={`Tour of ${name}`}>
        <button onClick={onClose}>Done</button>
      </div>
    ),
  }
})

const Where = () => <p data-testid="path">{useLocation().pathname}</p>

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ShowMeAroundButton />
      <Link to="/recipes">Recipes</Link>
      <Link to="/">Home</Link>
      <Where />
      <GuidedTours />
    </MemoryRouter>,
  )

describe('guided tours', () => {
  beforeEach(() => {
    localStorage.clear()
  })

  it('never starts a tour by itself nor loads the tour code on a first visit', async () => {
    renderAt('/')
    await act(async () => {
      await Promise.resolve()
    })
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(tourModule.loads).toBe(0)
  })

  it("starts the open page's tour from Show me around and ends it when closed", async () => {
    renderAt('/elimination/cuisine')
    await userEvent.click(screen.getByRole('button', { name: 'Show me around' }))
    const tour = await screen.findByRole('alertdialog', { name: 'Tour of elimination' })
    expect(tourModule.loads).toBe(1)
    await userEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(tour).not.toBeInTheDocument()
  })

  it('ends the tour on leaving the page, and coming back does not bring it back', async () => {
    renderAt('/')
    act(() => startTour())
    expect(await screen.findByRole('alertdialog', { name: 'Tour of dashboard' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Recipes' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Home' }))
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('takes a request from a page without a tour to the dashboard tour', async () => {
    renderAt('/recipes')
    act(() => startTour())
    expect(await screen.findByRole('alertdialog', { name: 'Tour of dashboard' })).toBeInTheDocument()
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/)
  })
})
