import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GroceryList } from '@forkcast/contract/planning.schemas'
import { App } from '@/app/app'
import { getOfflineNote } from '@/app/offline-banner'
import { buildGroup } from '@/testing/data'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { formatEstimate, formatListTitle, priceEstimateNote } from './utils/grocery-text'

// Pages load on demand; a busy machine can take more than the default second.
const PAGE_LOAD = { timeout: 10_000 }

const weekList: GroceryList = {
  id: 9,
  groupId: 10,
  planId: 3,
  title: 'Week of 2026-11-23',
  estimatedTotal: 862,
  createdAt: '2026-11-23T10:00:00.000Z',
  items: [
    {
      id: 1,
      name: 'chicken thighs',
      quantity: '2 lb',
      category: 'meat-seafood',
      estimatedCost: 600,
      isRoughEstimate: false,
      checked: false,
      recipes: ['Tarragon Chicken'],
      isManual: false,
    },
    {
      id: 2,
      name: 'sugar',
      quantity: '1 tsp',
      category: 'baking',
      estimatedCost: 1,
      isRoughEstimate: false,
      checked: false,
      recipes: ['Tarragon Chicken'],
      isManual: false,
    },
    {
      id: 3,
      name: 'sumac',
      quantity: '2 cups',
      category: 'other',
      estimatedCost: 200,
      isRoughEstimate: true,
      checked: false,
      recipes: ['Fattoush'],
      isManual: false,
    },
    {
      id: 4,
      name: 'cayenne pepper',
      quantity: '1 tsp',
      category: 'spices',
      estimatedCost: 61,
      isRoughEstimate: false,
      checked: false,
      recipes: ['Tarragon Chicken'],
      isManual: false,
    },
  ],
}

const openList = async (list: GroceryList = weekList) => {
  mockSignedIn({ groups: [buildGroup()] })
  server.use(http.get('/api/grocery-lists/9', () => HttpResponse.json(list)))
  renderApp(<App />, { path: '/grocery-lists/9' })
  return screen.findByRole('heading', { level: 1 }, PAGE_LOAD)
}

describe('the words on the grocery list', () => {
  afterEach(() => vi.restoreAllMocks())

  it('titles a week’s list with the date as people write it, not 2026-11-23', async () => {
    expect(await openList()).toHaveTextContent(/^Week of Nov 23$/)
    expect(screen.queryByText(/2026-11-23/)).not.toBeInTheDocument()
  })

  it('writes the week’s date in the reader’s locale, and leaves other titles alone', () => {
    expect(formatListTitle('Week of 2026-11-23', 'en-US')).toBe('Week of Nov 23')
    expect(formatListTitle('Week of 2026-11-23', 'en-GB')).toBe('Week of 23 Nov')
    expect(formatListTitle('Groceries for Fried Rice')).toBe('Groceries for Fried Rice')
    expect(formatListTitle('Week of 2026-13-45')).toBe('Week of 2026-13-45')
  })

  it('shows each line as "about $X", the total, that prices are estimates, and which are rough guesses', async () => {
    await openList()
    expect(await screen.findByText('4 of 4 left to buy · about $8.62', {}, PAGE_LOAD)).toBeInTheDocument()
    expect(screen.getByText(priceEstimateNote())).toBeInTheDocument()
    expect(priceEstimateNote()).toMatch(/^Prices are estimates/)
    const line = (name: string) => screen.getByRole('checkbox', { name: new RegExp(name) }).closest('li')!
    expect(within(line('chicken thighs')).getByText('about $6.00')).toBeInTheDocument()
    expect(within(line('sugar')).getByText('about $0.01')).toBeInTheDocument()
    expect(within(line('sumac')).getByText('about $2.00 (rough guess)')).toBeInTheDocument()
    expect(formatEstimate({ estimatedCost: 61, isRoughEstimate: false })).toBe('about $0.61')
  })

  it('puts cayenne with the spices, not the produce', async () => {
    await openList()
    const spices = (await screen.findByRole('heading', { name: 'Spices & Seasonings' }, PAGE_LOAD))
      .parentElement!
    expect(within(spices).getByRole('checkbox', { name: /cayenne pepper/ })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Produce' })).not.toBeInTheDocument()
  })

  it('offers an upgrade in one consistent sentence from the server, naming no plan of its own', async () => {
    mockSignedIn({ groups: [buildGroup()] })
    const reason = 'Weekly meal plans are available with the Premium plan. Upgrade to use them.'
    server.use(
      http.get('/api/grocery-lists/9', () =>
        HttpResponse.json({ message: reason, code: 'TIER_REQUIRED' }, { status: 403 }),
      ),
    )
    renderApp(<App />, { path: '/grocery-lists/9' })
    const heading = await screen.findByRole('heading', { name: 'Available on a higher plan' }, PAGE_LOAD)
    const offer = heading.closest('section')!
    expect(within(offer).getByText(reason)).toBeInTheDocument()
    expect(offer).not.toHaveTextContent(/Premium feature|Plus and Premium/)
  })

  it('says offline that changes to the list will be saved, not that a vote will be sent', async () => {
    await openList()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => void window.dispatchEvent(new Event('offline')))
    const banner = await screen.findByText(/You’re offline/)
    expect(banner).toHaveTextContent(
      'You’re offline — your changes to the list will be saved when you’re back online.',
    )
    expect(banner).not.toHaveTextContent(/vote/)
  })

  it('words the one offline banner for the page it is on', () => {
    expect(getOfflineNote('/shopping-list')).toBe(
      'your changes to the list will be saved when you’re back online',
    )
    expect(getOfflineNote('/elimination/cuisine')).toBe('your vote will be sent when you reconnect')
    expect(getOfflineNote('/recipes')).toBe('what you change will be sent when you reconnect')
  })
})
