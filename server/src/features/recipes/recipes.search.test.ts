import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import type { TestApp } from '../../testing/test-app'
import { prepareRecipeRow } from '../../lib/recipe-derivation'
import { signUp, startRecipeTestApp, type TestUser } from '../../testing/recipe-test-app'

let t: TestApp
let user: TestUser
beforeAll(async () => {
  t = await startRecipeTestApp()
  user = await signUp(t)
})
afterAll(() => t.close())

const search = (query: string) => user.json<Recipe[]>('GET', `/api/recipes/search?${query}`)

describe('name search', () => {
  it('finds lasagna despite the typo lasagnia', async () => {
    const results = await search('q=lasagnia')
    expect(results[0]?.title).toMatch(/lasagna/i)
  })

  it('finds words in titles and descriptions, with title matches first', async () => {
    const results = await search('q=lasagna')
    expect(results.slice(0, 2).every((recipe) => /lasagna/i.test(recipe.title))).toBe(true)
    const byDescription = await search('q=tamarind')
    expect(byDescription.some((recipe) => /pad thai/i.test(recipe.title))).toBe(true)
  })

  it('narrows to a cuisine given by id or label', async () => {
    for (const cuisine of ['thai', 'Thai', 'THAI']) {
      const results = await search(`q=chicken&cuisine=${cuisine}`)
      expect(results.length).toBeGreaterThan(0)
      expect(results.every((recipe) => recipe.foodType === 'thai')).toBe(true)
    }
    const middleEastern = await search('q=chicken&cuisine=Middle Eastern')
    expect(middleEastern.every((recipe) => recipe.foodType === 'middle-eastern')).toBe(true)
    const response = await user.call('GET', '/api/recipes/search?q=chicken&cuisine=atlantean')
    expect(response.statusCode).toBe(400)
    expect(response.json().issues[0].path).toBe('cuisine')
  })

  it('answers 200 with an empty list when nothing matches', async () => {
    expect(await search('q=xylophone quasar')).toEqual([])
  })
})

describe('ingredient search', () => {
  const usesAll = (recipe: Recipe, patterns: RegExp[]) =>
    patterns.filter((pattern) => recipe.ingredients.some((line) => pattern.test(line))).length

  it('ranks by how many of the ingredients a recipe uses', async () => {
    const patterns = [/chicken/i, /\brice\b/i, /soy sauce/i]
    const results = await search('ingredients=chicken,rice,soy sauce')
    expect(results.length).toBeGreaterThan(3)
    expect(usesAll(results[0]!, patterns)).toBe(3)
    const counts = results.map((recipe) => usesAll(recipe, patterns))
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })

  it('treats a query with a comma as an ingredient list', async () => {
    expect(ids(await search('q=chicken, rice, soy sauce'))).toEqual(
      ids(await search('ingredients=chicken,rice,soy sauce')),
    )
  })

  it('prefers, among equal matches, recipes within the cook’s time and skill, then those needing fewer other ingredients', async () => {
    const results = await search('ingredients=eggs')
    expect(results.length).toBeGreaterThan(2)
    expect(results.every((recipe) => recipe.ingredients.some((line) => /\beggs?\b/i.test(line)))).toBe(true)
    // A new user is a beginner with 30 minutes (spec defaults).
    const fits = (recipe: Recipe) =>
      Number(recipe.totalTimeMinutes !== null && recipe.totalTimeMinutes <= 30) +
      Number(recipe.difficulty === 'Easy')
    const order = results.map((recipe) => ({
      fit: fits(recipe),
      stillNeeded: prepareRecipeRow({ ...recipe, sourceType: 'catalog' }).keyIngredientCount ?? 0,
    }))
    expect(order).toEqual([...order].sort((a, b) => b.fit - a.fit || a.stillNeeded - b.stillNeeded))
    expect(results[0]?.matchReason).toMatch(/uses 1 of your ingredients/)
  })

  it('says why a recipe fits in the reader’s language', async () => {
    const reader = await signUp(t)
    await reader.json('PUT', '/api/user/language', { language: 'es' })
    const results = await reader.json<Recipe[]>('GET', '/api/recipes/search?ingredients=eggs')
    expect(results[0]?.matchReason).toMatch(/^(\d+ h )?\d+ min · usa 1 de tus ingredientes/)
    expect(results.map((recipe) => recipe.matchReason).join('\n')).not.toMatch(/ of your |above your/)
  })
})

const ids = (recipes: Recipe[]) => recipes.map((recipe) => recipe.id)

describe('search input', () => {
  it('needs at least 2 trimmed characters, naming the field', async () => {
    for (const [query, path] of [
      ['q=a', 'q'],
      ['q=%20%20a%20', 'q'],
      ['', 'q'],
      ['ingredients=%2C', 'ingredients'],
      ['ingredients=x', 'ingredients'],
    ] as const) {
      const response = await user.call('GET', `/api/recipes/search?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().issues[0]).toEqual({
        path,
        message: 'Please enter at least 2 characters to search',
      })
    }
    expect((await user.call('GET', '/api/recipes/search?q=pi')).statusCode).toBe(200)
  })
})

describe('excluded cuisines', () => {
  it('leave ingredient and name results, unless the search names that cuisine', async () => {
    const searcher = await signUp(t, 'Ines')
    const find = (query: string) => searcher.json<Recipe[]>('GET', `/api/recipes/search?${query}`)
    const [top] = await find('ingredients=chicken,rice,soy sauce')
    const excluded = top?.foodType ?? ''
    expect(excluded).not.toBe('')
    const byName = await find('q=chicken')
    expect(byName.some((recipe) => recipe.foodType !== excluded)).toBe(true)
    await searcher.json('PUT', '/api/user/preferences', { excludedFoodTypes: [excluded] })

    const byIngredients = await find('ingredients=chicken,rice,soy sauce')
    expect(byIngredients.length).toBeGreaterThan(0)
    expect(byIngredients.filter((recipe) => recipe.foodType === excluded)).toEqual([])
    const byNameAfter = await find('q=chicken')
    expect(byNameAfter.length).toBeGreaterThan(0)
    expect(byNameAfter.filter((recipe) => recipe.foodType === excluded)).toEqual([])
    // Asking for the cuisine by name is a choice, as on the browse list.
    const asked = await find(`ingredients=chicken,rice,soy sauce&cuisine=${excluded}`)
    expect(asked[0]?.id).toBe(top?.id)
  })
})
