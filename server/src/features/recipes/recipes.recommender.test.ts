import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import type { TestApp } from '../../testing/test-app'
import { createGroupOf, signUp, startRecipeTestApp } from '../../testing/recipe-test-app'

let t: TestApp
beforeAll(async () => {
  t = await startRecipeTestApp()
})
afterAll(() => t.close())

const ids = (recipes: Recipe[]) => recipes.map((recipe) => recipe.id)

describe('generating suggestions', () => {
  it('answers 3 by default and exactly count from 1 to 10', async () => {
    const user = await signUp(t)
    expect(await user.json<Recipe[]>('POST', '/api/recipes/generate/italian')).toHaveLength(3)
    for (const count of [1, 7, 10]) {
      expect(await user.json<Recipe[]>('POST', `/api/recipes/generate/general?count=${count}`)).toHaveLength(
        count,
      )
    }
  })

  it('answers 400 naming count outside 1 to 10 and foodType for an unknown cuisine', async () => {
    const user = await signUp(t)
    for (const count of ['0', '11', '-2', '2.5', 'many']) {
      const response = await user.call('POST', `/api/recipes/generate/italian?count=${count}`)
      expect(response.statusCode, count).toBe(400)
      expect(response.json().issues[0]).toEqual({
        path: 'count',
        message: 'count must be a whole number from 1 to 10',
      })
    }
    const unknown = await user.call('POST', '/api/recipes/generate/atlantis')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().issues[0].path).toBe('foodType')
  })

  it('does not repeat a recipe shown in the last three requests while others remain', async () => {
    const user = await signUp(t)
    const batches: number[][] = []
    for (let request = 0; request < 5; request += 1) {
      batches.push(ids(await user.json<Recipe[]>('POST', '/api/recipes/generate/italian?count=3')))
    }
    for (let index = 1; index < batches.length; index += 1) {
      const recent = new Set(batches.slice(Math.max(0, index - 3), index).flat())
      expect(
        batches[index]?.filter((id) => recent.has(id)),
        `request ${index + 1}`,
      ).toEqual([])
    }
    expect(new Set(batches.flat()).size).toBe(15)
  })

  it('starts over with the least recently shown once a cuisine runs out', async () => {
    const user = await signUp(t)
    const first = ids(await user.json<Recipe[]>('POST', '/api/recipes/generate/korean?count=10'))
    const second = ids(await user.json<Recipe[]>('POST', '/api/recipes/generate/korean?count=10'))
    expect(new Set([...first, ...second]).size).toBe(15)
    expect(second.slice(5)).toEqual(first.slice(0, 5))
  })

  it('ranks recipes using the ingredients on hand first, from the request or the fridge', async () => {
    const cook = await signUp(t)
    const [fromRequest] = await cook.json<Recipe[]>(
      'POST',
      '/api/recipes/generate/italian?count=1&ingredients=ricotta,lasagna noodles',
    )
    expect(fromRequest?.title).toMatch(/lasagna/i)

    const other = await signUp(t)
    await other.json('PATCH', '/api/user/meal-preferences', {
      fridgeInventory: ['Ricotta', 'Lasagna noodles'],
    })
    const [fromFridge] = await other.json<Recipe[]>('POST', '/api/recipes/generate/italian?count=1')
    expect(fromFridge?.title).toMatch(/lasagna/i)
  })

  it('matches difficulty and time to the cook: easy and quick for a beginner, harder for an expert', async () => {
    const beginner = await signUp(t)
    const easy = await beginner.json<Recipe[]>('POST', '/api/recipes/generate/italian?count=3')
    expect(easy.every((recipe) => recipe.difficulty === 'Easy')).toBe(true)

    const expert = await signUp(t)
    await expert.json('PATCH', '/api/user/meal-preferences', {
      cookingSkillLevel: 'advanced',
      preferredPrepTime: 90,
    })
    const [top] = await expert.json<Recipe[]>('POST', '/api/recipes/generate/italian?count=1')
    expect(top?.difficulty).not.toBe('Easy')
  })

  it('ranks cuisines a group member excluded last', async () => {
    const owner = await signUp(t)
    const picky = await signUp(t)
    await picky.json('PUT', '/api/user/preferences', { excludedFoodTypes: ['italian', 'mexican'] })
    const groupId = await createGroupOf(owner, [picky])
    for (let request = 0; request < 5; request += 1) {
      const results = await owner.json<Recipe[]>(
        'POST',
        `/api/recipes/generate/general?count=10&groupId=${groupId}`,
      )
      expect(results.filter((recipe) => ['italian', 'mexican'].includes(recipe.foodType))).toEqual([])
    }
  })
})
