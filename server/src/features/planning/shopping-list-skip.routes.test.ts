import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GroceryList, ShoppingList } from '@forkcast/contract/planning.schemas'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { startTestApp, type TestApp } from '../../testing/test-app'
import { createGroupOf, customRecipe, signUp, upgradeTo, type TestUser } from '../../testing/recipe-test-app'

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

const ownRecipe = (user: TestUser, title: string, ingredients: string[]) =>
  user.json<Recipe>('POST', '/api/recipes/custom', customRecipe({ title, ingredients, servings: 4 }), 201)

const add = (user: TestUser, body: Record<string, unknown>) =>
  user.json<ShoppingList>('POST', '/api/grocery-lists/shopping/recipes', body)

const names = (list: ShoppingList) => (list.list?.items ?? []).map((item) => item.name).sort()

async function family() {
  const maria = await signUp(t, 'Maria')
  const carlos = await signUp(t, 'Carlos')
  const groupId = await createGroupOf(maria, [carlos])
  return { maria, carlos, groupId }
}

describe('adding a recipe to the shopping list while skipping what the cook has on hand', () => {
  it('leaves the skipped lines off, and they stay off when another recipe is added or the servings change', async () => {
    const { maria, carlos, groupId } = await family()
    const risotto = await ownRecipe(maria, 'Mushroom Risotto', [
      '2 cups arborio rice',
      '1 onion, chopped',
      '8 oz mushrooms',
    ])
    const first = await add(maria, { groupId, recipeId: risotto.id, skipIngredients: [0, 2] })
    expect(names(first)).toEqual([expect.stringMatching(/onion/)])

    const salad = await ownRecipe(carlos, 'Tomato Salad', ['3 tomatoes'])
    const both = await add(carlos, { groupId, recipeId: salad.id })
    expect(names(both).some((name) => /rice|mushroom/.test(name))).toBe(false)
    expect(names(both)).toHaveLength(2)

    const moreServings = await add(maria, { groupId, recipeId: risotto.id, servings: 8 })
    expect(names(moreServings).some((name) => /rice|mushroom/.test(name))).toBe(false)

    // Sending the choice again replaces it: nothing skipped brings every line back.
    const all = await add(maria, { groupId, recipeId: risotto.id, skipIngredients: [] })
    expect(names(all).filter((name) => /rice|mushroom|onion/.test(name))).toHaveLength(3)
  })

  it('ignores positions past the last line (the recipe was edited since the page loaded)', async () => {
    const { maria, groupId } = await family()
    const stew = await ownRecipe(maria, 'Beef Stew', ['2 lb beef chuck', '3 carrots'])
    const list = await add(maria, { groupId, recipeId: stew.id, skipIngredients: [1, 7] })
    expect(names(list)).toEqual([expect.stringMatching(/beef/)])
  })

  it('answers 400 naming skipIngredients for anything but a list of line numbers, and writes nothing', async () => {
    const { maria, groupId } = await family()
    const stew = await ownRecipe(maria, 'Beef Stew', ['2 lb beef chuck'])
    for (const skipIngredients of [[-1], [1.5], ['onion'], 'all', Array.from({ length: 201 }, (_, i) => i)]) {
      const response = await maria.call('POST', '/api/grocery-lists/shopping/recipes', {
        groupId,
        recipeId: stew.id,
        skipIngredients,
      })
      expect(response.statusCode, JSON.stringify(skipIngredients)).toBe(400)
      expect(response.json().issues[0].path).toMatch(/^skipIngredients/)
    }
    const list = await maria.json<ShoppingList>('GET', `/api/grocery-lists/shopping?groupId=${groupId}`)
    expect(list).toEqual({ list: null, recipes: [] })
  })
})

describe('a grocery list from the smart planner with the ingredients the cook has', () => {
  it('leaves off every line naming something on hand ("rice", "Egg"), and prices the rest line by line', async () => {
    const { maria, carlos, groupId } = await family()
    await upgradeTo(maria, 'plus')
    const friedRice = await ownRecipe(maria, 'Fried Rice', [
      '3 cups cooked jasmine rice',
      '2 eggs, beaten',
      '1 tsp sugar',
      '2 lb chicken thighs',
    ])
    const list = await maria.json<GroceryList>(
      'POST',
      '/api/smart-meals/grocery-list',
      { groupId, recipeIds: [friedRice.id], servings: 4, onHand: ['rice', 'Egg'] },
      201,
    )
    expect(list.items.map((item) => item.name).sort()).toEqual(['chicken thighs', 'sugar'])
    const cost = (name: string) => list.items.find((item) => item.name === name)!.estimatedCost
    expect(cost('sugar')).toBeLessThan(10)
    expect(cost('chicken thighs')).toBeGreaterThan(400)
    expect(list.estimatedTotal).toBe(cost('sugar') + cost('chicken thighs'))

    // A member reading the list later sees the same lines and prices.
    const seen = await carlos.json<GroceryList>('GET', `/api/grocery-lists/${list.id}`)
    expect(seen.items.map((item) => [item.name, item.estimatedCost, item.isRoughEstimate])).toEqual(
      list.items.map((item) => [item.name, item.estimatedCost, false]),
    )
  })

  it('lists everything when nothing is on hand', async () => {
    const { maria, groupId } = await family()
    await upgradeTo(maria, 'plus')
    const friedRice = await ownRecipe(maria, 'Fried Rice', ['3 cups cooked jasmine rice', '2 eggs'])
    const list = await maria.json<GroceryList>(
      'POST',
      '/api/smart-meals/grocery-list',
      { groupId, recipeIds: [friedRice.id] },
      201,
    )
    expect(list.items.map((item) => item.name).sort()).toEqual(['eggs', 'jasmine rice'])
  })
})
