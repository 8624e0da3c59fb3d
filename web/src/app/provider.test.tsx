import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, Route, Routes, useSearchParams } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/testing/render'

/** Scrolls as a person does: the window moves, and the browser says so with a scroll event. */
const setScrollY = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  window.dispatchEvent(new Event('scroll'))
}

const ListPage = () => {
  const [params, setParams] = useSearchParams()
  return (
    <>
      <p>Filter: {params.get('filter') ?? 'none'}</p>
      <button onClick={() => setParams({ filter: 'quick' }, { preventScrollReset: true })}>Quick</button>
      <Link to="/item">Open item</Link>
    </>
  )
}

const Pages = () => (
  <Routes>
    <Route path="/list" element={<ListPage />} />
    <Route path="/item" element={<h1>Item</h1>} />
  </Routes>
)

afterEach(() => {
  setScrollY(0)
  vi.restoreAllMocks()
})

describe('AppProvider scroll restoration', () => {
  it('opens a new page at its top and puts the list back where it was on Back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo')
    renderApp(<Pages />, { path: '/list' })
    setScrollY(640)
    await userEvent.click(await screen.findByRole('link', { name: 'Open item' }))
    expect(await screen.findByRole('heading', { name: 'Item' })).toBeInTheDocument()
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0)
    setScrollY(0)
    await act(async () => window.history.back())
    expect(await screen.findByRole('link', { name: 'Open item' })).toBeInTheDocument()
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640)
  })

  it('keeps the scroll when a list changes its own filters in the address', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo')
    renderApp(<Pages />, { path: '/list' })
    await screen.findByText('Filter: none')
    scrollTo.mockClear()
    await userEvent.click(screen.getByRole('button', { name: 'Quick' }))
    expect(await screen.findByText('Filter: quick')).toBeInTheDocument()
    expect(scrollTo).not.toHaveBeenCalled()
  })
})
