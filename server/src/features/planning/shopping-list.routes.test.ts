import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GroceryItem, GroceryList, ShoppingList } from '@forkcast/contract/planning.schemas'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { groceryListItems, groceryListRecipes, groceryLists } from '../../db/schema'
import { startTestApp, type TestApp } from '../../testing/test-app'
import { createGroupOf, customRecipe, signUp, upgradeTo, type TestUser } from '../../testing/recipe-test-app'

// The real plan limits (no unlimited tiers file): every member here is on the free plan.
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({
    env: {
      AUTH_RATE_LIMIT_PER_IP: '100000',
      JOIN_RATE_LIMIT_PER_IP: '100000',
      JOIN_RATE_LIMIT_PER_USER: '100000',
    },
  })
})
afterAll(() => t.close())

const ownRecipe = (user: TestUser, title: string, ingredients: string[], servings = 4) =>
  user.json<Recipe>('POST', '/api/recipes/custom', customRecipe({ title, ingredients, servings }), 201)

const shopping = (user: TestUser, groupId: number) =>
  user.json<ShoppingList>('GET', `/api/grocery-lists/shopping?groupId=${groupId}`)

const add = (user: TestUser, groupId: number, recipeId: number, servings?: number) =>
  user.json<ShoppingList>('POST', '/api/grocery-lists/shopping/recipes', { groupId, recipeId, servings })

const lineNamed = (list: ShoppingList, pattern: RegExp): GroceryItem => {
  const line = list.list?.items.find((item) => pattern.test(item.name))
  if (!line) throw new Error(`no line matching ${pattern} in ${JSON.stringify(list.list?.items)}`)
  return line
}

/** Three people on the free plan in one group. */
async function freeFamily() {
  const maria = await signUp(t, 'Maria')
  const carlos = await signUp(t, 'Carlos')
  const sofia = await signUp(t, 'Sofia')
  const groupId = await createGroupOf(maria, [carlos, sofia])
  return { maria, carlos, sofia, groupId }
}

const listRows = async (groupId: number) => {
  const { db } = t.database
  const lists = await db.select().from(groceryLists)
  const ours = lists.filter((list) => list.groupId === groupId)
  const items = await db.select().from(groceryListItems)
  const recipes = await db.select().from(groceryListRecipes)
  const ids = new Set(ours.map((list) => list.id))
  return {
    lists: ours.length,
    items: items.filter((item) => ids.has(item.listId)).length,
    recipes: recipes.filter((entry) => ids.has(entry.listId)).length,
  }
}

describe("the group's shopping list", () => {
  it('is shared by a free family: one adds a recipe, another sees it and ticks a line, a third adds one and the same ingredient becomes one line', async () => {
    const { maria, carlos, sofia, groupId } = await freeFamily()
    // Weekly plans stay paid: these members really are on the free plan.
    const plan = await maria.call('POST', '/api/weekly-meal-plans', { weekStartDate: '2026-03-02', groupId })
    expect(plan.statusCode).toBe(403)

    expect(await shopping(carlos, groupId)).toEqual({ list: null, recipes: [] })
    const risotto = await ownRecipe(maria, 'Mushroom Risotto', ['2 cups arborio rice', '1 onion, chopped'])
    await add(maria, groupId, risotto.id)

    const seen = await shopping(carlos, groupId)
    expect(seen.recipes).toEqual([
      { recipeId: risotto.id, title: 'Mushroom Risotto', servings: 4, addedBy: 'Maria' },
    ])
    const onion = lineNamed(seen, /onion/)
    const ticked = await carlos.json<GroceryItem>(
      'PATCH',
      `/api/grocery-lists/${seen.list!.id}/items/${onion.id}`,
      { checked: true },
    )
    expect(ticked.checked).toBe(true)

    const pilaf = await ownRecipe(sofia, 'Rice Pilaf', ['1 cup arborio rice', '2 cloves garlic'])
    const merged = await add(sofia, groupId, pilaf.id)
    expect(merged.recipes.map((entry) => [entry.title, entry.addedBy])).toEqual([
      ['Mushroom Risotto', 'Maria'],
      ['Rice Pilaf', 'Sofia'],
    ])
    const rice = merged.list!.items.filter((item) => /rice/.test(item.name))
    expect(rice).toHaveLength(1)
    expect(rice[0]!.quantity).toBe('3 cups')
    expect(rice[0]!.recipes.sort()).toEqual(['Mushroom Risotto', 'Rice Pilaf'])
    // Carlos's tick survives the rebuild, for a line still needed.
    expect(lineNamed(merged, /onion/).checked).toBe(true)
    expect(await shopping(maria, groupId)).toEqual(merged)
  })

  it("taking a recipe off removes its lines but keeps members' own lines and ticks on lines still needed", async () => {
    const { maria, carlos, groupId } = await freeFamily()
    const tacos = await ownRecipe(maria, 'Tacos', ['1 lb ground beef', '1 onion', '8 tortillas'])
    const soup = await ownRecipe(carlos, 'Onion Soup', ['3 onions', '4 cups beef broth'])
    await add(maria, groupId, tacos.id)
    const both = await add(carlos, groupId, soup.id)
    const listId = both.list!.id
    const onion = lineNamed(both, /onion/)
    await carlos.json('PATCH', `/api/grocery-lists/${listId}/items/${onion.id}`, { checked: true })
    const beef = lineNamed(both, /ground beef/)
    await carlos.json('PATCH', `/api/grocery-lists/${listId}/items/${beef.id}`, { checked: true })
    await maria.json('POST', `/api/grocery-lists/${listId}/items`, { name: 'Paper towels' }, 201)

    const after = await maria.json<ShoppingList>(
      'DELETE',
      `/api/grocery-lists/shopping/recipes/${tacos.id}?groupId=${groupId}`,
    )
    expect(after.recipes.map((entry) => entry.recipeId)).toEqual([soup.id])
    const names = after.list!.items.map((item) => item.name)
    expect(names.some((name) => /tortilla|ground beef/.test(name))).toBe(false)
    expect(lineNamed(after, /onion/)).toMatchObject({ quantity: '3', checked: true, recipes: ['Onion Soup'] })
    expect(lineNamed(after, /paper towels/i)).toMatchObject({ isManual: true })

    const again = await maria.call(
      'DELETE',
      `/api/grocery-lists/shopping/recipes/${tacos.id}?groupId=${groupId}`,
    )
    expect(again.statusCode).toBe(404)
  })

  it('scales quantities to the servings asked for, and adding the recipe again changes its servings', async () => {
    const { maria, carlos, groupId } = await freeFamily()
    const pasta = await ownRecipe(maria, 'Weeknight Pasta', ['1 lb spaghetti', '2 cups tomato sauce'], 4)
    const doubled = await add(maria, groupId, pasta.id, 8)
    expect(doubled.recipes).toEqual([expect.objectContaining({ recipeId: pasta.id, servings: 8 })])
    expect(lineNamed(doubled, /tomato sauce/).quantity).toBe('4 cups')
    expect(lineNamed(doubled, /spaghetti/).quantity).toBe('2 lb')

    const halved = await add(maria, groupId, pasta.id, 2)
    expect(halved.recipes).toEqual([expect.objectContaining({ recipeId: pasta.id, servings: 2 })])
    expect(lineNamed(halved, /tomato sauce/).quantity).toBe('1 cup')
    expect((await shopping(carlos, groupId)).list!.items).toHaveLength(2)
  })

  it('lets another member add to a list that holds a private recipe of its first adder', async () => {
    const { maria, carlos, groupId } = await freeFamily()
    const secret = await ownRecipe(maria, 'Abuela’s Secret Stew', ['2 lb beef chuck', '3 carrots'])
    await add(maria, groupId, secret.id)
    const salad = await ownRecipe(carlos, 'Carrot Salad', ['2 carrots', '1 lemon'])
    const both = await add(carlos, groupId, salad.id)
    expect(both.recipes.map((entry) => entry.recipeId)).toEqual([secret.id, salad.id])
    expect(lineNamed(both, /carrot/).quantity).toBe('5')
    const removed = await carlos.json<ShoppingList>(
      'DELETE',
      `/api/grocery-lists/shopping/recipes/${salad.id}?groupId=${groupId}`,
    )
    expect(lineNamed(removed, /carrot/).quantity).toBe('3')
  })

  it('answers 404 to someone outside the group for the list, its lines, adding and removing, and writes nothing', async () => {
    const { maria, groupId } = await freeFamily()
    const stranger = await signUp(t, 'Stranger')
    const stew = await ownRecipe(maria, 'Beef Stew', ['2 lb beef chuck'])
    const list = await add(maria, groupId, stew.id)
    const listId = list.list!.id
    const itemId = list.list!.items[0]!.id
    const before = await listRows(groupId)

    const strangerRecipe = await ownRecipe(stranger, 'Stranger Soup', ['1 leek'])
    for (const [method, url, payload] of [
      ['GET', `/api/grocery-lists/shopping?groupId=${groupId}`],
      ['POST', '/api/grocery-lists/shopping/recipes', { groupId, recipeId: strangerRecipe.id }],
      ['DELETE', `/api/grocery-lists/shopping/recipes/${stew.id}?groupId=${groupId}`],
      ['GET', `/api/grocery-lists/${listId}`],
      ['PATCH', `/api/grocery-lists/${listId}/items/${itemId}`, { checked: true }],
      ['POST', `/api/grocery-lists/${listId}/items`, { name: 'Crisps' }],
      ['DELETE', `/api/grocery-lists/${listId}/items/${itemId}`],
    ] as const) {
      const response = await stranger.call(method, url, payload)
      expect(response.statusCode, `${method} ${url}`).toBe(404)
    }
    expect(await listRows(groupId)).toEqual(before)
    expect((await shopping(maria, groupId)).list!.items[0]!.checked).toBe(false)
  })

  it("answers 404 for another user's private recipe and writes nothing", async () => {
    const { maria, groupId } = await freeFamily()
    const outsider = await signUp(t, 'Outsider')
    const hidden = await ownRecipe(outsider, 'Hidden Hash', ['4 potatoes'])
    const response = await maria.call('POST', '/api/grocery-lists/shopping/recipes', {
      groupId,
      recipeId: hidden.id,
    })
    expect(response.statusCode).toBe(404)
    expect(await listRows(groupId)).toEqual({ lists: 0, items: 0, recipes: 0 })
  })

  it('answers 400 naming the field for bad input and writes nothing', async () => {
    const { maria, groupId } = await freeFamily()
    const stew = await ownRecipe(maria, 'Beef Stew', ['2 lb beef chuck'])
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ recipeId: stew.id }, 'groupId'],
      [{ groupId, recipeId: 'stew' }, 'recipeId'],
      [{ groupId, recipeId: stew.id, servings: 0 }, 'servings'],
      [{ groupId, recipeId: stew.id, servings: 2.5 }, 'servings'],
      [{ groupId, recipeId: stew.id, servings: 10_000 }, 'servings'],
    ]
    for (const [body, field] of cases) {
      const response = await maria.call('POST', '/api/grocery-lists/shopping/recipes', body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().issues[0].path).toBe(field)
      expect(response.json().message).toMatch(/\w/)
    }
    const noGroup = await maria.call('GET', '/api/grocery-lists/shopping')
    expect(noGroup.statusCode).toBe(400)
    expect(noGroup.json().issues[0].path).toBe('groupId')
    const badId = await maria.call('DELETE', `/api/grocery-lists/shopping/recipes/abc?groupId=${groupId}`)
    expect(badId.statusCode).toBe(400)
    expect(badId.json().issues[0].path).toBe('recipeId')
    expect(await listRows(groupId)).toEqual({ lists: 0, items: 0, recipes: 0 })
  })

  it('keeps both recipes when two members add at the same moment', async () => {
    const { maria, carlos, groupId } = await freeFamily()
    const first = await ownRecipe(maria, 'Chili', ['1 lb ground beef', '1 can kidney beans'])
    const second = await ownRecipe(carlos, 'Bean Salad', ['1 can kidney beans', '1 cucumber'])
    const answers = await Promise.all([
      maria.call('POST', '/api/grocery-lists/shopping/recipes', { groupId, recipeId: first.id }),
      carlos.call('POST', '/api/grocery-lists/shopping/recipes', { groupId, recipeId: second.id }),
    ])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    const list = await shopping(maria, groupId)
    expect(list.recipes.map((entry) => entry.recipeId).sort()).toEqual([first.id, second.id].sort())
    expect(lineNamed(list, /kidney beans/).quantity).toBe('2 cans')
    expect(await listRows(groupId)).toMatchObject({ lists: 1, recipes: 2 })
  })

  it('keeps every recipe when five members add at the same moment, on a list that does not exist yet', async () => {
    const members = [] as TestUser[]
    for (const name of ['Ana', 'Ben', 'Cleo', 'Dev', 'Eva']) members.push(await signUp(t, name))
    const groupId = await createGroupOf(members[0]!, members.slice(1))
    const recipes = [] as Recipe[]
    for (const member of members)
      recipes.push(await ownRecipe(member, `Dish of ${member.userId}`, ['1 lemon', '1 cup flour']))
    const answers = await Promise.all(
      members.map((member, index) =>
        member.call('POST', '/api/grocery-lists/shopping/recipes', { groupId, recipeId: recipes[index]!.id }),
      ),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200])
    const list = await shopping(members[0]!, groupId)
    expect(list.recipes).toHaveLength(5)
    expect(lineNamed(list, /lemon/).quantity).toBe('5')
    expect(await listRows(groupId)).toMatchObject({ lists: 1, recipes: 5 })
  })

  it('lets a free member read and tick a list a paying member built, while building one stays paid', async () => {
    const payer = await signUp(t, 'Paula')
    // Bought before the group exists, so the plan covers no group: the others stay on the free plan.
    await upgradeTo(payer, 'premium')
    const free = await signUp(t, 'Felix')
    const groupId = await createGroupOf(payer, [free])
    const soup = await ownRecipe(payer, 'Leek Soup', ['3 leeks', '2 potatoes'])
    const built = await payer.json<GroceryList>(
      'POST',
      '/api/smart-meals/grocery-list',
      { groupId, recipeIds: [soup.id], servings: 4 },
      201,
    )
    const ownList = await free.call('POST', '/api/smart-meals/grocery-list', {
      groupId,
      recipeIds: [soup.id],
      servings: 4,
    })
    expect(ownList.statusCode).toBe(403)

    const read = await free.json<GroceryList>('GET', `/api/grocery-lists/${built.id}`)
    expect(read.items.map((item) => item.name).sort()).toEqual(built.items.map((item) => item.name).sort())
    const leeks = read.items.find((item) => /leek/.test(item.name))!
    await free.json('PATCH', `/api/grocery-lists/${built.id}/items/${leeks.id}`, { checked: true })
    const seen = await payer.json<GroceryList>('GET', `/api/grocery-lists/${built.id}`)
    expect(seen.items.find((item) => item.id === leeks.id)?.checked).toBe(true)
  })
})

describe("a week's grocery list", () => {
  it("is built by any planning member from a week holding another member's private recipe", async () => {
    const maria = await signUp(t, 'Maria')
    const carlos = await signUp(t, 'Carlos')
    for (const user of [maria, carlos]) await upgradeTo(user, 'premium')
    const groupId = await createGroupOf(maria, [carlos])
    const stew = await ownRecipe(maria, 'Abuela’s Private Stew', ['2 lb beef chuck', '3 carrots'])
    const plan = await maria.json<{ id: number }>(
      'POST',
      '/api/weekly-meal-plans',
      { weekStartDate: '2026-03-02', groupId },
      201,
    )
    await maria.json(
      'POST',
      `/api/weekly-meal-plans/${plan.id}/meals`,
      { recipeId: stew.id, dayOfWeek: 1, mealType: 'dinner', servings: 8 },
      201,
    )
    const list = await carlos.json<GroceryList>('POST', `/api/weekly-meal-plans/${plan.id}/grocery-list`)
    expect(list.items.find((item) => /carrot/.test(item.name))?.quantity).toBe('6')
    // Planning it himself is still refused: the recipe stays Maria's.
    const own = await carlos.call('POST', `/api/weekly-meal-plans/${plan.id}/meals`, {
      recipeId: stew.id,
      dayOfWeek: 2,
      mealType: 'dinner',
    })
    expect(own.statusCode).toBe(404)
  })
})
