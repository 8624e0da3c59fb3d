import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  SMART_PLANNER_REQUIRED_MESSAGE,
  type GroceryList,
  type SmartRecommendation,
} from '@forkcast/contract/planning.schemas'
import { App } from '@/app/app'
import { buildGroup } from '@/testing/data'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { toGroceryText } from './utils/grocery-text'

// Pages load on demand; a busy machine can take more than the default second.
const PAGE_LOAD = { timeout: 10_000 }

const part = (reason: string) => ({ score: 80, reason })
const recommendation = (overrides: Partial<SmartRecommendation> = {}): SmartRecommendation => ({
  recipeId: 5,
  title: 'Glazed Family Meatloaf',
  description: 'A weeknight classic.',
  cuisine: 'American',
  foodType: 'american',
  totalTime: 35,
  servings: 4,
  difficulty: 'Easy',
  costPerServing: 2.6,
  estimatedTotalCost: 1040,
  budgetFriendly: true,
  smartScore: 88,
  scoring: {
    skillMatch: part('Easy, right for a beginner cook'),
    timeMatch: part('35 min fits a medium-energy weekday'),
    ingredientMatch: part('Uses 2 of your 3 ingredients; 4 more to buy'),
    contextualFit: part('A proper evening meal'),
    budgetMatch: part('$2.60 a serving, well under your budget of $10-20 per serving'),
  },
  nutritionHighlights: [],
  tags: [],
  ingredients: ['1/2 cup whole milk'],
  ...overrides,
})

const groceryList = (checked: boolean): GroceryList => ({
  id: 9,
  groupId: 10,
  planId: null,
  title: 'Groceries for 2 recipes',
  estimatedTotal: 450,
  createdAt: '2026-03-02T10:00:00.000Z',
  items: [
    {
      id: 1,
      name: 'whole milk',
      quantity: '2 cups',
      category: 'dairy-eggs',
      estimatedCost: 150,
      checked,
      recipes: ['Meatloaf'],
      isManual: false,
      isRoughEstimate: false,
    },
    {
      id: 2,
      name: 'carrots',
      quantity: '3',
      category: 'produce',
      estimatedCost: 300,
      checked: false,
      recipes: ['Pot Pie'],
      isManual: false,
      isRoughEstimate: false,
    },
  ],
})

const PREMIUM = { tier: 'premium', status: 'active' } as const

describe('the smart meal planner page', () => {
  it('offers the plan before any form to a free family, and opens the planner for one a member covers', async () => {
    mockSignedIn({ groups: [buildGroup()] })
    renderApp(<App />, { path: '/smart-meal-planner?tab=weekly' })
    expect(
      await screen.findByRole('heading', { name: 'Weekly meal plans come with Premium' }, PAGE_LOAD),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /start/i })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/subscription?returnTo=%2Fsmart-meal-planner%3Ftab%3Dweekly',
    )
  })

  it('opens the weekly planner for a member whose family plan another member pays for', async () => {
    mockSignedIn({
      groups: [buildGroup()],
      subscription: {
        coveredBy: {
          groupId: 10,
          groupName: 'The Garcias',
          tier: 'premium',
          tierName: 'Premium',
          payerName: 'Maria',
          endsAt: null,
        },
      },
    })
    server.use(http.get('/api/weekly-meal-plans/current', () => HttpResponse.json({ plan: null })))
    renderApp(<App />, { path: '/smart-meal-planner?tab=weekly&week=2026-03-04' })
    expect(
      await screen.findByRole('heading', { name: 'Week of Mar 2 – Mar 8' }, PAGE_LOAD),
    ).toBeInTheDocument()
  })

  it('shows the Family Group Required notice to someone with no group', async () => {
    mockSignedIn({ groups: [] })
    renderApp(<App />, { path: '/smart-meal-planner' })
    expect(
      await screen.findByRole('heading', { name: 'Family Group Required' }, PAGE_LOAD),
    ).toBeInTheDocument()
    expect(screen.queryByRole('tab', { name: /Weekly/ })).not.toBeInTheDocument()
  })

  it('preselects evening, medium energy and a weekday, so the first tap gives recommendations', async () => {
    mockSignedIn({ groups: [buildGroup()], subscription: PREMIUM })
    let sent: unknown = null
    server.use(
      http.post('/api/smart-meals/recommendations', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json([recommendation()])
      }),
    )
    const user = userEvent.setup()
    renderApp(<App />, { path: '/smart-meal-planner' })
    expect(await screen.findByRole('radio', { name: 'Evening' }, PAGE_LOAD)).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Medium energy' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Weekday' })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Get recommendations' }))
    expect(await screen.findByText('Glazed Family Meatloaf')).toBeInTheDocument()
    expect(sent).toMatchObject({ timeOfDay: 'evening', energyLevel: 'medium', occasionType: 'weekday' })
    expect(screen.queryByText(SMART_PLANNER_REQUIRED_MESSAGE)).not.toBeInTheDocument()
  })

  it('shows a choice the server still asks for once, beside the field it concerns', async () => {
    mockSignedIn({ groups: [buildGroup()], subscription: PREMIUM })
    server.use(
      http.post('/api/smart-meals/recommendations', () =>
        HttpResponse.json(
          {
            message: `timeOfDay: ${SMART_PLANNER_REQUIRED_MESSAGE}`,
            code: 'VALIDATION_ERROR',
            issues: ['timeOfDay', 'energyLevel', 'occasionType'].map((path) => ({
              path,
              message: SMART_PLANNER_REQUIRED_MESSAGE,
            })),
          },
          { status: 400 },
        ),
      ),
    )
    const user = userEvent.setup()
    renderApp(<App />, { path: '/smart-meal-planner' })
    await user.click(await screen.findByRole('button', { name: 'Get recommendations' }, PAGE_LOAD))
    const message = await screen.findByText(SMART_PLANNER_REQUIRED_MESSAGE)
    expect(screen.getAllByText(SMART_PLANNER_REQUIRED_MESSAGE)).toHaveLength(1)
    expect(message.closest('fieldset')).toBe(screen.getByRole('group', { name: 'Time of day' }))
    // Nothing else repeats it: no toast, no line under the button.
    expect(screen.queryByText('Recommendation Failed')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows scored recommendations with a reason for each part', async () => {
    mockSignedIn({ groups: [buildGroup()], subscription: PREMIUM })
    let sent: unknown = null
    server.use(
      http.post('/api/smart-meals/recommendations', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json([
          recommendation(),
          recommendation({ recipeId: 6, title: 'Chicken Pot Pie', smartScore: 60 }),
        ])
      }),
    )
    const user = userEvent.setup()
    renderApp(<App />, { path: '/smart-meal-planner' })
    await user.click(await screen.findByRole('radio', { name: 'Evening' }, PAGE_LOAD))
    await user.click(screen.getByRole('radio', { name: 'Medium energy' }))
    await user.click(screen.getByRole('radio', { name: 'Weekday' }))
    await user.click(screen.getByRole('button', { name: 'Get recommendations' }))
    expect(await screen.findByText('Glazed Family Meatloaf')).toBeInTheDocument()
    expect(screen.getAllByText('35 min fits a medium-energy weekday')).toHaveLength(2)
    expect(screen.getByText('88 / 100')).toBeInTheDocument()
    expect(sent).toMatchObject({
      groupId: 10,
      timeOfDay: 'evening',
      energyLevel: 'medium',
      occasionType: 'weekday',
      servingSize: 4,
    })
  })

  it('shows the upgrade prompt when the server says the plan does not include weekly plans', async () => {
    mockSignedIn({ groups: [buildGroup()], subscription: PREMIUM })
    server.use(
      http.get('/api/weekly-meal-plans/current', () =>
        HttpResponse.json({ message: 'Weekly plans need Premium', code: 'TIER_REQUIRED' }, { status: 403 }),
      ),
    )
    renderApp(<App />, { path: '/smart-meal-planner?tab=weekly' })
    expect(
      await screen.findByRole('heading', { name: 'Weekly plans are a Premium feature' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Weekly plans need Premium')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See plans and upgrade' })).toHaveAttribute(
      'href',
      '/subscription?returnTo=%2Fsmart-meal-planner%3Ftab%3Dweekly',
    )
  })

  it('offers to start the week’s plan when there is none, on a week that starts on Monday', async () => {
    mockSignedIn({ groups: [buildGroup()], subscription: PREMIUM })
    server.use(http.get('/api/weekly-meal-plans/current', () => HttpResponse.json({ plan: null })))
    const user = userEvent.setup()
    renderApp(<App />, { path: '/smart-meal-planner?tab=weekly&week=2026-03-04' })
    expect(
      await screen.findByRole('heading', { name: 'Week of Mar 2 – Mar 8' }, PAGE_LOAD),
    ).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Start this week’s plan' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /Next week/ }))
    expect(await screen.findByRole('heading', { name: 'Week of Mar 9 – Mar 15' })).toBeInTheDocument()
  })
})

describe('the grocery list page', () => {
  it('groups lines by aisle and checks a line at once, telling the server', async () => {
    mockSignedIn({ groups: [buildGroup()], subscription: PREMIUM })
    let checked = false
    const patches: unknown[] = []
    server.use(
      http.get('/api/grocery-lists/9', () => HttpResponse.json(groceryList(checked))),
      http.patch('/api/grocery-lists/9/items/1', async ({ request }) => {
        patches.push(await request.json())
        checked = true
        return HttpResponse.json(groceryList(true).items[0])
      }),
    )
    const user = userEvent.setup()
    renderApp(<App />, { path: '/grocery-lists/9' })
    const dairy = (await screen.findByRole('heading', { name: 'Dairy & Eggs' }, PAGE_LOAD)).parentElement!
    const milk = within(dairy).getByRole('checkbox', { name: /whole milk/ })
    expect(screen.getByRole('heading', { name: 'Produce' })).toBeInTheDocument()
    await user.click(milk)
    expect(milk).toBeChecked()
    expect(patches).toEqual([{ checked: true }])
    expect(await screen.findByText('1 of 2 left to buy · about $4.50')).toBeInTheDocument()
  })

  it('says so when the list does not exist or belongs to another group', async () => {
    mockSignedIn({ groups: [buildGroup()], subscription: PREMIUM })
    server.use(
      http.get('/api/grocery-lists/404', () =>
        HttpResponse.json({ message: 'Grocery list not found', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    )
    renderApp(<App />, { path: '/grocery-lists/404' })
    expect(
      await screen.findByRole('heading', { name: 'Grocery list not found' }, PAGE_LOAD),
    ).toBeInTheDocument()
  })

  it('copies as text with aisles as headings in walking order', () => {
    expect(toGroceryText('Groceries', groceryList(true).items)).toBe(
      ['Groceries', '', 'Produce:', '[ ] 3 carrots', '', 'Dairy & Eggs:', '[x] 2 cups whole milk'].join('\n'),
    )
  })
})
