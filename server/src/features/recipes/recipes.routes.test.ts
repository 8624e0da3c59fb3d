import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Recipe, RatingResult, RecipePage, SaveRecipeResult } from '@forkcast/contract/recipes.schemas'
import type { TestApp } from '../../testing/test-app'
import { customRecipe, setAllergies, signUp, startRecipeTestApp } from '../../testing/recipe-test-app'

let t: TestApp
beforeAll(async () => {
  t = await startRecipeTestApp()
})
afterAll(() => t.close())

describe('browsing', () => {
  it('lists a cuisine and every cuisine, each recipe with allergens and warnings', async () => {
    const user = await signUp(t)
    const italian = await user.json<Recipe[]>('GET', '/api/recipes/italian')
    expect(italian.length).toBeGreaterThanOrEqual(12)
    expect(italian.every((recipe) => recipe.foodType === 'italian' && recipe.cuisine === 'Italian')).toBe(
      true,
    )
    expect(italian[0]).toMatchObject({
      sourceType: 'catalog',
      averageRating: null,
      totalRatings: 0,
      isOwner: false,
      warnings: { allergens: [], sensitivities: [] },
    })
    expect(italian.some((recipe) => recipe.allergens.includes('wheat'))).toBe(true)
    const general = await user.json<Recipe[]>('GET', '/api/recipes/general?limit=100')
    expect(new Set(general.map((recipe) => recipe.foodType)).size).toBeGreaterThan(5)
  })

  it('answers 400 naming foodType for an unknown cuisine and 401 when signed out', async () => {
    const user = await signUp(t)
    const response = await user.call('GET', '/api/recipes/klingon')
    expect(response.statusCode).toBe(400)
    expect(response.json().issues[0].path).toBe('foodType')
    expect((await t.app.inject({ method: 'GET', url: '/api/recipes/italian' })).statusCode).toBe(401)
  })

  it('leaves out cuisines the user excluded when browsing every cuisine', async () => {
    const user = await signUp(t)
    await user.json('PUT', '/api/user/preferences', { excludedFoodTypes: ['italian', 'seafood'] })
    const general = await user.json<Recipe[]>('GET', '/api/recipes/general?limit=100')
    expect(general.length).toBeGreaterThan(0)
    expect(general.some((recipe) => ['italian', 'seafood'].includes(recipe.foodType))).toBe(false)
  })

  it('keeps /search, /general, /custom and /save apart from cuisine and id routes', async () => {
    const user = await signUp(t)
    expect((await user.call('GET', '/api/recipes/search?q=pasta')).statusCode).toBe(200)
    expect((await user.call('GET', '/api/recipes/general')).statusCode).toBe(200)
    expect((await user.call('POST', '/api/recipes/custom', customRecipe())).statusCode).toBe(201)
    expect((await user.call('POST', '/api/recipes/save', { recipeId: 1 })).statusCode).toBe(200)
    expect((await user.call('POST', '/api/recipes/generate/general?count=1')).statusCode).toBe(200)
  })

  it('filters a browse by total time at most and by difficulty, and pages with offset', async () => {
    const user = await signUp(t)
    const quick = await user.json<Recipe[]>('GET', '/api/recipes/general?limit=100&maxMinutes=30')
    expect(quick.length).toBeGreaterThan(0)
    expect(quick.every((recipe) => recipe.totalTimeMinutes !== null && recipe.totalTimeMinutes <= 30)).toBe(
      true,
    )
    const easy = await user.json<Recipe[]>('GET', '/api/recipes/italian?limit=100&difficulty=Easy')
    expect(easy.length).toBeGreaterThan(0)
    expect(easy.every((recipe) => recipe.difficulty === 'Easy' && recipe.foodType === 'italian')).toBe(true)
    const first = await user.json<Recipe[]>('GET', '/api/recipes/general?limit=3')
    const second = await user.json<Recipe[]>('GET', '/api/recipes/general?limit=3&offset=3')
    expect(second).toHaveLength(3)
    expect(second.some((recipe) => first.some((seen) => seen.id === recipe.id))).toBe(false)
  })

  it('leaves recipes unsafe for the user out, and lists them with their warnings when safe=false', async () => {
    const user = await signUp(t)
    await setAllergies(user, ['wheat'])
    const safe = await user.json<Recipe[]>('GET', '/api/recipes/italian?limit=100')
    expect(safe.some((recipe) => recipe.allergens.includes('wheat'))).toBe(false)
    const everything = await user.json<Recipe[]>('GET', '/api/recipes/italian?limit=100&safe=false')
    const unsafe = everything.filter((recipe) => recipe.allergens.includes('wheat'))
    expect(unsafe.length).toBeGreaterThan(0)
    expect(unsafe.every((recipe) => recipe.warnings.allergens.length > 0)).toBe(true)
  })

  it('answers 400 naming the filter for a bad time limit, difficulty or safe value', async () => {
    const user = await signUp(t)
    for (const [query, path] of [
      ['maxMinutes=0', 'maxMinutes'],
      ['difficulty=Impossible', 'difficulty'],
      ['safe=maybe', 'safe'],
    ]) {
      const response = await user.call('GET', `/api/recipes/general?${query}`)
      expect(response.statusCode).toBe(400)
      expect(response.json().issues[0].path).toBe(path)
    }
  })
})

describe('one recipe', () => {
  it('shows any visible recipe by id, with warnings naming the caller’s allergens', async () => {
    const finder = await signUp(t)
    const [pasta] = await finder.json<Recipe[]>('GET', '/api/recipes/search?q=aglio e olio')
    if (!pasta) throw new Error('the catalog has no aglio e olio')
    const user = await signUp(t, 'Wanda')
    await setAllergies(user, ['Wheat'])
    expect(await user.json<Recipe[]>('GET', '/api/recipes/search?q=aglio e olio')).toEqual([])
    const recipe = await user.json<Recipe>('GET', `/api/recipes/${pasta.id}`)
    expect(recipe.warnings).toEqual({
      allergens: ['wheat', 'gluten'],
      sensitivities: [],
      members: [{ name: 'Wanda', allergens: ['wheat', 'gluten'] }],
    })
  })

  it('answers 404 for a missing recipe and for another user’s private recipe', async () => {
    const owner = await signUp(t)
    const other = await signUp(t)
    const created = await owner.json<Recipe>('POST', '/api/recipes/custom', customRecipe(), 201)
    expect((await other.call('GET', `/api/recipes/${created.id}`)).statusCode).toBe(404)
    expect((await other.call('GET', '/api/recipes/999999')).statusCode).toBe(404)
    expect((await owner.call('GET', `/api/recipes/${created.id}`)).json()).toMatchObject({ isOwner: true })
  })
})

describe('custom recipes', () => {
  it('creates a recipe with derived allergens and puts it in the collection', async () => {
    const user = await signUp(t)
    const created = await user.json<Recipe>(
      'POST',
      '/api/recipes/custom',
      customRecipe({
        ingredients: ['  1 cup peanut butter ', '', '2 eggs'],
        tags: [' quick ', 'Quick', 'snack'],
      }),
      201,
    )
    expect(created).toMatchObject({
      sourceType: 'custom',
      isOwner: true,
      isSaved: true,
      ingredients: ['1 cup peanut butter', '2 eggs'],
      tags: ['quick', 'snack'],
      allergens: ['eggs', 'peanuts'],
      totalTimeMinutes: 140,
    })
    const collection = (await user.json<RecipePage>('GET', '/api/user/recipes')).items
    expect(collection.map((recipe) => recipe.id)).toEqual([created.id])
  })

  it('refuses bad input with a 400 naming each field and the spec messages', async () => {
    const user = await signUp(t)
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: '   ' }, 'title', 'Recipe title is required'],
      [{ title: 'x'.repeat(121) }, 'title', 'Recipe title must be at most 120 characters'],
      [{ foodType: '' }, 'foodType', 'Cuisine type is required'],
      [{ foodType: undefined }, 'foodType', 'Cuisine type is required'],
      [{ ingredients: ['', '  '] }, 'ingredients', 'At least one ingredient is required'],
      [{ ingredients: [] }, 'ingredients', 'At least one ingredient is required'],
      [{ instructions: [' '] }, 'instructions', 'At least one instruction is required'],
      [{ difficulty: 'Expert' }, 'difficulty', 'Difficulty must be Easy, Medium or Hard'],
      [{ rating: 6 }, 'rating', 'Rating must be a whole number from 1 to 5'],
      [
        { ingredients: Array.from({ length: 61 }, () => '1 egg') },
        'ingredients',
        'A recipe can have at most 60 ingredients',
      ],
      [
        { instructions: Array.from({ length: 41 }, () => 'Stir.') },
        'instructions',
        'A recipe can have at most 40 instructions',
      ],
      [
        { instructions: ['x'.repeat(501)] },
        'instructions.0',
        'Each instruction must be at most 500 characters',
      ],
      [
        { tags: Array.from({ length: 21 }, (_, i) => `tag${i}`) },
        'tags',
        'A recipe can have at most 20 tags',
      ],
    ]
    for (const [overrides, path, message] of cases) {
      const response = await user.call('POST', '/api/recipes/custom', customRecipe(overrides))
      expect(response.statusCode, JSON.stringify(overrides).slice(0, 60)).toBe(400)
      expect(response.json().issues).toContainEqual({ path, message })
    }
    expect((await user.json<RecipePage>('GET', '/api/user/recipes')).items).toEqual([])
  })

  it('defaults difficulty to Easy', async () => {
    const user = await signUp(t)
    const created = await user.json<Recipe>(
      'POST',
      '/api/recipes/custom',
      customRecipe({ difficulty: undefined }),
      201,
    )
    expect(created.difficulty).toBe('Easy')
  })

  it('lets only the owner edit or delete; anyone else gets 404 and nothing changes', async () => {
    const owner = await signUp(t)
    const intruder = await signUp(t)
    const created = await owner.json<Recipe>('POST', '/api/recipes/custom', customRecipe(), 201)
    const edit = customRecipe({ title: 'Stolen Sauce' })
    expect((await intruder.call('PUT', `/api/recipes/${created.id}`, edit)).statusCode).toBe(404)
    expect((await intruder.call('DELETE', `/api/recipes/${created.id}`)).statusCode).toBe(404)
    expect((await owner.json<Recipe>('GET', `/api/recipes/${created.id}`)).title).toBe(created.title)

    const [catalogRecipe] = await owner.json<Recipe[]>('GET', '/api/recipes/italian')
    expect((await owner.call('PUT', `/api/recipes/${catalogRecipe?.id}`, edit)).statusCode).toBe(404)
    expect((await owner.call('DELETE', `/api/recipes/${catalogRecipe?.id}`)).statusCode).toBe(404)

    const updated = await owner.json<Recipe>(
      'PUT',
      `/api/recipes/${created.id}`,
      customRecipe({ title: 'Sunday Sauce v2', ingredients: ['2 cups whole milk'] }),
    )
    expect(updated).toMatchObject({ title: 'Sunday Sauce v2', allergens: ['milk'], sourceType: 'custom' })
    expect(await owner.json('DELETE', `/api/recipes/${created.id}`)).toEqual({ success: true })
    expect((await owner.call('GET', `/api/recipes/${created.id}`)).statusCode).toBe(404)
  })
})

describe('saving', () => {
  it('saves a suggestion once however often it is saved, by id or as the whole recipe object', async () => {
    const user = await signUp(t)
    const [first, second] = await user.json<Recipe[]>('GET', '/api/recipes/thai')
    if (!first || !second) throw new Error('the catalog has too few Thai recipes')
    const saved = await user.json<SaveRecipeResult>('POST', '/api/recipes/save', first)
    expect(saved).toMatchObject({ success: true, recipe: { id: first.id, isSaved: true } })
    await user.json('POST', '/api/recipes/save', { recipeId: first.id })
    await user.json('POST', '/api/recipes', { recipeId: second.id })
    const collection = (await user.json<RecipePage>('GET', '/api/user/recipes')).items
    expect(collection.map((recipe) => recipe.id).sort()).toEqual([first.id, second.id].sort())

    expect(await user.json('DELETE', `/api/recipes/${second.id}/save`)).toEqual({ success: true })
    expect(
      (await user.json<RecipePage>('GET', '/api/user/recipes')).items.map((recipe) => recipe.id),
    ).toEqual([first.id])
  })

  it('stores a posted recipe body as the caller’s own copy, once', async () => {
    const user = await signUp(t)
    const body = { ...customRecipe(), sourceType: 'user-saved' }
    const first = await user.json<SaveRecipeResult>('POST', '/api/recipes', body)
    const second = await user.json<SaveRecipeResult>('POST', '/api/recipes', body)
    expect(second.recipe.id).toBe(first.recipe.id)
    expect(first.recipe).toMatchObject({ sourceType: 'user-saved', isOwner: true })
    const invalid = await user.call('POST', '/api/recipes', { ...body, title: '' })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().issues).toContainEqual({ path: 'title', message: 'Recipe title is required' })
  })

  it('answers 404 when saving someone else’s private recipe', async () => {
    const owner = await signUp(t)
    const other = await signUp(t)
    const created = await owner.json<Recipe>('POST', '/api/recipes/custom', customRecipe(), 201)
    expect((await other.call('POST', '/api/recipes/save', { recipeId: created.id })).statusCode).toBe(404)
  })
})

describe('rating', () => {
  it('keeps one rating per user and updates the average and count', async () => {
    const [ana, ben] = [await signUp(t), await signUp(t)]
    const [recipe] = await ana.json<Recipe[]>('GET', '/api/recipes/french')
    const url = `/api/recipes/${recipe?.id}/rating`
    expect(await ana.json<RatingResult>('POST', url, { rating: 5 })).toEqual({
      averageRating: 5,
      totalRatings: 1,
      userRating: 5,
    })
    expect(await ben.json<RatingResult>('POST', url, { rating: 2 })).toMatchObject({
      averageRating: 3.5,
      totalRatings: 2,
    })
    expect(await ana.json<RatingResult>('POST', url, { rating: 4 })).toMatchObject({
      averageRating: 3,
      totalRatings: 2,
    })
    expect(await ana.json<Recipe>('GET', `/api/recipes/${recipe?.id}`)).toMatchObject({
      averageRating: 3,
      totalRatings: 2,
      userRating: 4,
    })
  })

  it('refuses ratings outside 1 to 5 with a 400 naming rating', async () => {
    const user = await signUp(t)
    const [recipe] = await user.json<Recipe[]>('GET', '/api/recipes/french')
    for (const rating of [0, 6, 2.5, '5']) {
      const response = await user.call('POST', `/api/recipes/${recipe?.id}/rating`, { rating })
      expect(response.statusCode).toBe(400)
      expect(response.json().issues[0].path).toBe('rating')
    }
  })
})
