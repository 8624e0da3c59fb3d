import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GroceryList } from '@forkcast/contract/planning.schemas'
import { App } from '@/app/app'
import { buildGroup } from '@/testing/data'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { readQueue } from './check-queue'

const PAGE_LOAD = { timeout: 10_000 }

const list = (checked: boolean): GroceryList => ({
  id: 9,
  groupId: 10,
  planId: null,
  title: 'Groceries for the week',
  estimatedTotal: 150,
  createdAt: '2026-03-02T10:00:00.000Z',
  items: [
    {
      id: 1,
      name: 'whole milk',
      quantity: '2 cups',
      category: 'dairy-eggs',
      estimatedCost: 150,
      checked,
      recipes: [],
      isManual: false,
      isRoughEstimate: false,
    },
  ],
})

describe('checking a grocery line without a connection', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    localStorage.clear()
  })

  it('shows the check at once, queues it, and sends it when the connection returns', async () => {
    mockSignedIn({ groups: [buildGroup()] })
    const patches: unknown[] = []
    server.use(
      http.get('/api/grocery-lists/9', () => HttpResponse.json(list(patches.length > 0))),
      http.patch('/api/grocery-lists/9/items/1', async ({ request }) => {
        patches.push(await request.json())
        return HttpResponse.json(list(true).items[0])
      }),
    )
    const user = userEvent.setup()
    renderApp(<App />, { path: '/grocery-lists/9' })
    const milk = await screen.findByRole('checkbox', { name: /whole milk/ }, PAGE_LOAD)

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(await screen.findByText(/You’re offline/)).toBeInTheDocument()
    await user.click(milk)
    expect(milk).toBeChecked()
    expect(patches).toEqual([])
    expect(readQueue()).toEqual([{ listId: 9, itemId: 1, checked: true }])

    onLine.mockReturnValue(true)
    act(() => void window.dispatchEvent(new Event('online')))
    await waitFor(() => expect(patches).toEqual([{ checked: true }]))
    await waitFor(() => expect(readQueue()).toEqual([]))
    expect(screen.getByRole('checkbox', { name: /whole milk/ })).toBeChecked()
  })
})
