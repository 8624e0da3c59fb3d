import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '@forkcast/contract/errors'
import type { GroceryItem, GroceryList, WeeklyPlan } from '@forkcast/contract/planning.schemas'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { collectSse, listenUrl } from '../../testing/sse'
import type { TestApp } from '../../testing/test-app'
import {
  createGroupOf,
  signUp,
  upgradeTo,
  startRecipeTestApp,
  type TestUser,
} from '../../testing/recipe-test-app'

let t: TestApp
let baseUrl: string
let owner: TestUser
let member: TestUser
let groupId: number
let recipes: Recipe[]
beforeAll(async () => {
  t = await startRecipeTestApp()
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  baseUrl = listenUrl(t.app.server)
  owner = await signUp(t, 'Maya')
  member = await signUp(t, 'Theo')
  // Weekly plans are a Premium feature (the smart planner needs Plus): these members pay through the test checkout.
  for (const user of [owner, member]) await upgradeTo(user, 'premium')
  groupId = await createGroupOf(owner, [member])
  recipes = await owner.json<Recipe[]>('GET', '/api/recipes/general?limit=12')
})
afterAll(() => t.close())

const newList = (recipeIds: number[]) =>
  owner.json<GroceryList>('POST', '/api/smart-meals/grocery-list', { groupId, recipeIds, servings: 4 }, 201)

describe('a shared grocery list', () => {
  it('tells every member when a line is checked, added or removed, and when the plan changes', async () => {
    const list = await newList([recipes[0]!.id])
    const item = list.items[0]!
    let added: GroceryItem | null = null
    const messages = await collectSse(`${baseUrl}/api/events`, {
      headers: { cookie: member.cookie },
      onOpen: async () => {
        await owner.json('PATCH', `/api/grocery-lists/${list.id}/items/${item.id}`, { checked: true })
        added = await owner.json<GroceryItem>(
          'POST',
          `/api/grocery-lists/${list.id}/items`,
          { name: 'Paper towels' },
          201,
        )
        await owner.json('DELETE', `/api/grocery-lists/${list.id}/items/${added.id}`)
        const plan = await owner.json<WeeklyPlan>(
          'POST',
          '/api/weekly-meal-plans',
          { weekStartDate: '2026-03-02', groupId },
          201,
        )
        await owner.json(
          'POST',
          `/api/weekly-meal-plans/${plan.id}/meals`,
          { recipeId: recipes[1]!.id, dayOfWeek: 2, mealType: 'dinner' },
          201,
        )
      },
      until: (received) => received.filter((message) => message.type === 'meal-plan-changed').length >= 2,
    })
    const changes = messages
      .filter((message) => message.type === 'grocery-list-changed')
      .map((message) => message.data)
    expect(changes).toEqual([
      { groupId, listId: list.id, planId: null, itemId: item.id, checked: true },
      { groupId, listId: list.id, planId: null, itemId: added!.id },
      { groupId, listId: list.id, planId: null, itemId: added!.id, removed: true },
    ])
    expect(JSON.stringify(messages)).not.toContain('@example.com')
  })

  it('adds a member’s own line in its aisle and removes it; a line of another list is a 404', async () => {
    const list = await newList([recipes[2]!.id])
    const other = await newList([recipes[3]!.id])
    const added = await member.json<GroceryItem>(
      'POST',
      `/api/grocery-lists/${list.id}/items`,
      { name: 'Greek yogurt', quantity: '2 tubs' },
      201,
    )
    expect(added).toMatchObject({
      name: 'Greek yogurt',
      quantity: '2 tubs',
      category: 'dairy-eggs',
      isManual: true,
      checked: false,
    })
    const wrongList = await member.call('PATCH', `/api/grocery-lists/${other.id}/items/${added.id}`, {
      checked: true,
    })
    expect(wrongList.statusCode).toBe(404)
    await member.json('DELETE', `/api/grocery-lists/${list.id}/items/${added.id}`)
    const after = await owner.json<GroceryList>('GET', `/api/grocery-lists/${list.id}`)
    expect(after.items.map((item) => item.id)).not.toContain(added.id)
    const blank = await member.call('POST', `/api/grocery-lists/${list.id}/items`, { name: '  ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json<ErrorBody>().issues?.[0]?.path).toBe('name')
  })

  // PostgreSQL (TEST_DATABASE_URL) runs these requests at once on separate connections; PGlite runs them one at a time.
  it('loses no check when two members check many lines at the same moment', async () => {
    const list = await newList(recipes.slice(0, 10).map((recipe) => recipe.id))
    expect(list.items.length).toBeGreaterThan(20)
    const ownerHalf = list.items.filter((_, index) => index % 2 === 0)
    const memberHalf = list.items.filter((_, index) => index % 2 === 1)
    const responses = await Promise.all([
      ...ownerHalf.map((item) =>
        owner.call('PATCH', `/api/grocery-lists/${list.id}/items/${item.id}`, { checked: true }),
      ),
      ...memberHalf.map((item) =>
        member.call('PATCH', `/api/grocery-lists/${list.id}/items/${item.id}`, { checked: true }),
      ),
      // Both tap the same line too: it ends checked, once.
      owner.call('PATCH', `/api/grocery-lists/${list.id}/items/${list.items[0]!.id}`, { checked: true }),
    ])
    expect(responses.map((response) => response.statusCode).filter((status) => status !== 200)).toEqual([])
    const after = await owner.json<GroceryList>('GET', `/api/grocery-lists/${list.id}`)
    expect(after.items.filter((item) => !item.checked).map((item) => item.name)).toEqual([])
    expect(after.items.length).toBe(list.items.length)
  })
})
