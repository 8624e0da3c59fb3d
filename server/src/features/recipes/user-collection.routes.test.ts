import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Recipe, RecipePage } from '@forkcast/contract/recipes.schemas'
import type { TestApp } from '../../testing/test-app'
import { formatBulkCsv, type BulkCsvRecipe } from '@forkcast/contract/bulk-csv'
import { customRecipe, signUp, startRecipeTestApp, type TestUser } from '../../testing/recipe-test-app'

let t: TestApp
beforeAll(async () => {
  t = await startRecipeTestApp()
})
afterAll(() => t.close())

const bulkRow = (index: number, overrides: BulkCsvRecipe = {}): BulkCsvRecipe => ({
  title: `Collection Stew ${index}`,
  ingredients: [`${index} carrots`, '1 onion, diced'],
  instructions: ['Chop everything.', 'Simmer for 30 minutes.'],
  difficulty: index % 3 === 0 ? 'Hard' : 'Easy',
  foodType: index % 2 === 0 ? 'italian' : 'mexican',
  ...overrides,
})

async function uploadBulk(user: TestUser, rows: BulkCsvRecipe[]) {
  const result = await user.json<{ success: number }>('POST', '/api/recipes/bulk-upload', {
    content: formatBulkCsv(rows),
    fileType: 'csv',
  })
  expect(result.success).toBe(rows.length)
}

const page = (user: TestUser, query: string) => user.json<RecipePage>('GET', `/api/user/recipes?${query}`)

/** Follows nextCursor to the end; `between` runs after each page, as another tab adding recipes would. */
async function walk(user: TestUser, query: string, between?: () => Promise<void>) {
  const seen: Recipe[] = []
  const totals: number[] = []
  let cursor: string | null = null
  do {
    const current: RecipePage = await page(user, `${query}${cursor ? `&cursor=${cursor}` : ''}`)
    seen.push(...current.items)
    totals.push(current.total)
    cursor = current.nextCursor
    if (between) await between()
  } while (cursor !== null)
  return { seen, totals }
}

describe('GET /api/user/recipes paging', () => {
  it('walks every recipe exactly once, newest first, even while recipes are added', async () => {
    const user = await signUp(t)
    await uploadBulk(
      user,
      Array.from({ length: 120 }, (_unused, index) => bulkRow(index)),
    )
    const own = await user.json<Recipe>('POST', '/api/recipes/custom', customRecipe(), 201)
    const before = (await walk(user, 'limit=100')).seen.map((recipe) => recipe.id)
    expect(before).toHaveLength(121)
    expect(before[0]).toBe(own.id)

    let added = 0
    const { seen, totals } = await walk(user, 'limit=25', async () => {
      added += 1
      await user.json('POST', '/api/recipes/custom', customRecipe({ title: `Added Meanwhile ${added}` }), 201)
    })
    // Same rows in the same order: none repeated, none skipped, and the ones added meanwhile sort before the cursor.
    expect(seen.map((recipe) => recipe.id)).toEqual(before)
    expect(totals[0]).toBe(121)
    expect(totals.at(-1)).toBe(121 + added - 1)
  })

  it('answers the default page of 50 with a cursor, and no cursor on the last page', async () => {
    const user = await signUp(t)
    await uploadBulk(
      user,
      Array.from({ length: 60 }, (_unused, index) => bulkRow(index)),
    )
    const first = await page(user, '')
    expect(first.items).toHaveLength(50)
    expect(first.total).toBe(60)
    expect(first.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/)
    const second = await page(user, `cursor=${first.nextCursor}`)
    expect(second.items).toHaveLength(10)
    expect(second.nextCursor).toBeNull()
    expect(await page(await signUp(t), '')).toEqual({ items: [], nextCursor: null, total: 0 })
  })

  it('searches titles and filters by cuisine, difficulty and source, with the total of the matches', async () => {
    const user = await signUp(t)
    await uploadBulk(user, [
      ...Array.from({ length: 12 }, (_unused, index) => bulkRow(index)),
      bulkRow(99, { title: 'Smoky 100% Chili', foodType: 'mexican', difficulty: 'Medium' }),
    ])
    await user.json(
      'POST',
      '/api/recipes/custom',
      customRecipe({ title: 'My Own Chili', foodType: 'mexican' }),
      201,
    )
    const [catalogRecipe] = await user.json<Recipe[]>('GET', '/api/recipes/general?limit=1')
    await user.json('POST', '/api/recipes/save', { recipeId: catalogRecipe?.id })

    const chili = await page(user, 'q=CHILI')
    expect(chili.items.map((recipe) => recipe.title).sort()).toEqual(['My Own Chili', 'Smoky 100% Chili'])
    expect(chili.total).toBe(2)
    // % is a literal character in a search, not a wildcard.
    expect((await page(user, 'q=100%25')).items.map((recipe) => recipe.title)).toEqual(['Smoky 100% Chili'])
    expect((await page(user, 'q=0%25')).total).toBe(1)

    const italianHard = await page(user, 'cuisine=italian&difficulty=Hard')
    expect(italianHard.total).toBe(2) // rows 0 and 6
    expect(
      italianHard.items.every((recipe) => recipe.foodType === 'italian' && recipe.difficulty === 'Hard'),
    ).toBe(true)
    expect((await page(user, 'source=bulk')).total).toBe(13)
    expect((await page(user, 'source=custom')).items.map((recipe) => recipe.title)).toEqual(['My Own Chili'])
    expect((await page(user, 'source=saved')).items.map((recipe) => recipe.id)).toEqual([catalogRecipe?.id])
    expect((await page(user, 'source=bulk&q=chili&limit=1')).items.map((recipe) => recipe.title)).toEqual([
      'Smoky 100% Chili',
    ])
  })

  it('never shows another user’s recipes, whatever the filters', async () => {
    const owner = await signUp(t)
    const other = await signUp(t)
    await uploadBulk(owner, [bulkRow(1, { title: 'Secret Owner Stew' })])
    await uploadBulk(other, [bulkRow(2, { title: 'Other Stew' })])
    for (const query of ['', 'q=secret', 'source=bulk', 'source=saved', 'cuisine=mexican']) {
      const seen = (await walk(other, query)).seen
      expect(seen.some((recipe) => recipe.title === 'Secret Owner Stew')).toBe(false)
    }
    expect((await page(other, '')).total).toBe(1)
  })

  it('refuses a limit outside 1 to 100, a foreign cursor and an unknown filter with a 400 naming the field', async () => {
    const user = await signUp(t)
    const cases: Array<[string, string]> = [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
      ['cursor=not-ours', 'cursor'],
      ['cursor=a%2Bb', 'cursor'],
      [`cursor=${Buffer.from('["2026-01-01T00:00:00.000000Z",0]').toString('base64url')}`, 'cursor'],
      [`cursor=${Buffer.from('["drop table",1]').toString('base64url')}`, 'cursor'],
      ['source=stolen', 'source'],
      ['difficulty=Extreme', 'difficulty'],
      ['cuisine=martian', 'cuisine'],
    ]
    for (const [query, field] of cases) {
      const response = await user.call('GET', `/api/user/recipes?${query}`)
      expect(response.statusCode, query).toBe(400)
      const body = response.json<{ message: string; code: string; issues?: Array<{ path: string }> }>()
      expect(body.code).toBe('VALIDATION_ERROR')
      expect(
        body.issues?.map((issue) => issue.path),
        query,
      ).toContain(field)
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/user/recipes' })).statusCode).toBe(401)
  })
})
