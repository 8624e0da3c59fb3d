import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BulkUploadResult, Recipe, RecipePage } from '@forkcast/contract/recipes.schemas'
import { rowsOf } from '../../db/client'
import { recipes } from '../../db/schema'
import { prepareRecipeRow } from '../../lib/recipe-derivation'
import { startTestApp, type TestApp } from '../../testing/test-app'
import { customRecipe, signUp, type TestUser } from '../../testing/recipe-test-app'
import { formatBulkCsv, type BulkCsvRecipe } from '@forkcast/contract/bulk-csv'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '100000' } })
})
afterAll(() => t.close())

const upload = (user: TestUser, payload: Record<string, unknown>) =>
  user.call('POST', '/api/recipes/bulk-upload', payload)

const uploadOk = async (user: TestUser, payload: Record<string, unknown>) => {
  const response = await upload(user, payload)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<BulkUploadResult>()
}

const countOwnRecipes = async (userId: number) => {
  const result = await t.database.db.execute(
    sql`select count(*)::int as count from recipes where owner_id = ${userId}`,
  )
  return (rowsOf(result)[0] as { count: number }).count
}

const countStagedRows = async (userId: number) => {
  const result = await t.database.db.execute(
    sql`select count(*)::int as count from bulk_upload_rows where owner_id = ${userId}`,
  )
  return (rowsOf(result)[0] as { count: number }).count
}

const recipeRow = (index: number, overrides: BulkCsvRecipe = {}): BulkCsvRecipe => ({
  title: `Bulk Stew ${index}`,
  ingredients: [`${index} carrots`, '1 onion, diced', '2 cups stock'],
  instructions: ['Chop everything.', 'Simmer for 30 minutes.'],
  ...overrides,
})

describe('CSV template', () => {
  // The first upload starts the worker thread, which loads its TypeScript through tsx: slow on a busy machine.
  it('downloads as a CSV attachment that the upload accepts as it is', async () => {
    const user = await signUp(t)
    const template = await user.call('GET', '/api/recipes/sample-csv')
    expect(template.statusCode).toBe(200)
    expect(template.headers['content-type']).toMatch(/^text\/csv/)
    expect(template.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/)
    expect(template.body.split('\r\n')[0]).toBe(
      'title,description,ingredients,instructions,prepTime,cookTime,servings,difficulty,foodType,cuisine,tags,language',
    )

    const checked = await uploadOk(user, { content: template.body, fileType: 'csv', validateOnly: true })
    expect(checked).toMatchObject({
      success: 3,
      failed: 0,
      duplicates: 0,
      totalRows: 3,
      errors: [],
      validateOnly: true,
    })
    const stored = await uploadOk(user, { content: template.body, fileType: 'csv' })
    expect(stored).toMatchObject({ success: 3, failed: 0, duplicates: 0, validateOnly: false })
    expect(stored.message).toBe('Uploaded 3 recipes of 3.')

    const collection = (await user.json<RecipePage>('GET', '/api/user/recipes')).items
    const tinga = collection.find((recipe) => recipe.title === 'Chicken Tinga Tacos')
    expect(tinga).toMatchObject({
      sourceType: 'bulk',
      foodType: 'mexican',
      prepTimeMinutes: 15,
      cookTimeMinutes: 35,
      servings: 6,
      difficulty: 'Medium',
      tags: ['tacos', 'family'],
      isOwner: true,
    })
    expect(collection.find((recipe) => recipe.title === 'Coconut Red Lentil Dal')?.cookTimeMinutes).toBe(25)
  }, 60_000)
})

describe('row checks', () => {
  it('reports each bad row by its number (header not counted) and field, and stores the good ones', async () => {
    const user = await signUp(t)
    const content = formatBulkCsv([
      recipeRow(1),
      recipeRow(2, { ingredients: '' }),
      recipeRow(3, { difficulty: 'Extreme', prepTime: 'soon' }),
      recipeRow(4, { foodType: 'atlantean' }),
      recipeRow(5, {
        difficulty: 'hard',
        foodType: 'Middle Eastern',
        servings: '4 people',
        tags: 'quick|quick|stew',
      }),
    ])
    const result = await uploadOk(user, { content, fileType: 'csv' })
    expect(result).toMatchObject({ success: 2, failed: 3, duplicates: 0, totalRows: 5, totalErrors: 4 })
    expect(result.errors).toEqual([
      { row: 2, field: 'ingredients', message: 'At least one ingredient is required' },
      { row: 3, field: 'prepTime', message: 'Prep time must be a number of minutes' },
      { row: 3, field: 'difficulty', message: 'Difficulty must be Easy, Medium or Hard' },
      { row: 4, field: 'foodType', message: 'Choose a cuisine from the list' },
    ])
    const collection = (await user.json<RecipePage>('GET', '/api/user/recipes')).items
    expect(collection.find((recipe) => recipe.title === 'Bulk Stew 5')).toMatchObject({
      difficulty: 'Hard',
      foodType: 'middle-eastern',
      servings: 4,
      tags: ['quick', 'stew'],
    })
  })

  it('counts rows across quoted line breaks and skips blank lines', async () => {
    const user = await signUp(t)
    const content = [
      'Title,Ingredients,Instructions,Prep Time',
      '"Two-line soup","1 leek\n2 potatoes","Sweat the leek.\nAdd the potatoes and simmer.",20',
      '',
      ',,,',
      'No steps,1 egg,,',
    ].join('\n')
    const result = await uploadOk(user, { content, fileType: 'csv', validateOnly: true })
    expect(result).toMatchObject({ success: 1, failed: 1, totalRows: 2 })
    expect(result.errors).toEqual([
      { row: 2, field: 'instructions', message: 'At least one instruction is required' },
    ])
  })

  it('answers 400 for a header without the required columns or an unreadable CSV', async () => {
    const user = await signUp(t)
    const missing = await upload(user, { content: 'title,ingredients\nSoup,water\n', fileType: 'csv' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json<{ message: string }>().message).toMatch(/missing: instructions/)
    const broken = await upload(user, {
      content: 'title,ingredients,instructions\n"Soup,water,boil\n',
      fileType: 'csv',
    })
    expect(broken.statusCode).toBe(400)
    expect(broken.json<{ issues: Array<{ path: string }> }>().issues[0]?.path).toBe('content')
    const empty = await upload(user, { content: '  ', fileType: 'csv' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json<{ message: string }>().message).toMatch(/Please upload a file or paste content/)
    const badType = await upload(user, { content: 'x', fileType: 'xlsx' })
    expect(badType.statusCode).toBe(400)
    expect(badType.json<{ issues: Array<{ path: string }> }>().issues[0]?.path).toBe('fileType')
  })

  it('takes JSON with lists as arrays or pipe-separated text, numbering items from 1', async () => {
    const user = await signUp(t)
    const content = JSON.stringify([
      {
        title: 'Peanut Noodles',
        ingredients: ['8 oz noodles', '3 tbsp peanut butter'],
        instructions: 'Boil.|Toss.',
      },
      { title: 'Broken', ingredients: 'water', instructions: [] },
      'not a recipe',
      {
        title: 'Toast',
        ingredients: 'bread|butter',
        instructions: ['Toast the bread.'],
        prepTime: 5,
        tags: ['quick'],
      },
    ])
    const result = await uploadOk(user, { content, fileType: 'json' })
    expect(result).toMatchObject({ success: 2, failed: 2, totalRows: 4 })
    expect(result.errors.map((error) => [error.row, error.field])).toEqual([
      [2, 'instructions'],
      [3, null],
    ])
    const collection = (await user.json<RecipePage>('GET', '/api/user/recipes')).items
    const noodles = collection.find((recipe) => recipe.title === 'Peanut Noodles')
    expect(noodles?.instructions).toEqual(['Boil.', 'Toss.'])
    expect(noodles?.allergens).toContain('peanuts')
    const notArray = await upload(user, { content: '{"title":"x"}', fileType: 'json' })
    expect(notArray.statusCode).toBe(400)
    expect(notArray.json<{ message: string }>().message).toBe('The JSON must be an array of recipe objects')
  })
})

describe('duplicates', () => {
  it('counts a repeat within the file and recipes already in the collection, and stores neither', async () => {
    const user = await signUp(t)
    await user.json('POST', '/api/recipes/custom', customRecipe(), 201)
    const content = formatBulkCsv([
      recipeRow(1),
      recipeRow(1, {
        title: '  bulk   STEW 1 ',
        ingredients: ['2 cups stock', '1 onion, diced', '1 carrots'],
        description: 'Same recipe, other words',
      }),
      {
        title: customRecipe().title,
        ingredients: customRecipe().ingredients,
        instructions: ['Different steps do not make a different recipe.'],
      },
      recipeRow(2),
    ])
    const first = await uploadOk(user, { content, fileType: 'csv' })
    expect(first).toMatchObject({ success: 2, duplicates: 2, failed: 0 })
    expect(await countOwnRecipes(user.userId)).toBe(3)

    const checked = await uploadOk(user, { content, fileType: 'csv', validateOnly: true })
    expect(checked).toMatchObject({ success: 0, duplicates: 4 })
    const again = await uploadOk(user, { content, fileType: 'csv' })
    expect(again).toMatchObject({ success: 0, duplicates: 4 })
    expect(await countOwnRecipes(user.userId)).toBe(3)
  })

  it('counts a saved catalog recipe as already in the collection, and an unsaved one not', async () => {
    const user = await signUp(t)
    const saved = {
      title: 'Saved Lentil Soup',
      ingredients: ['1 cup red lentils', '1 onion, diced'],
      instructions: ['Simmer for 20 minutes.'],
    }
    const [catalogRecipe] = await t.database.db
      .insert(recipes)
      .values(
        prepareRecipeRow({
          ...saved,
          foodType: 'indian',
          sourceType: 'catalog',
        }),
      )
      .returning({ id: recipes.id })
    await user.json('POST', '/api/recipes/save', { recipeId: catalogRecipe!.id })
    const content = formatBulkCsv([saved, recipeRow(502)])
    expect(await uploadOk(user, { content, fileType: 'csv', validateOnly: true })).toMatchObject({
      success: 1,
      duplicates: 1,
    })
  })

  it("does not count another user's recipes as duplicates", async () => {
    const owner = await signUp(t)
    const other = await signUp(t)
    const content = formatBulkCsv([recipeRow(7)])
    expect((await uploadOk(owner, { content, fileType: 'csv' })).success).toBe(1)
    expect((await uploadOk(other, { content, fileType: 'csv' })).success).toBe(1)
  })
})

describe('what is written', () => {
  it('writes nothing with validateOnly', async () => {
    const user = await signUp(t)
    const result = await uploadOk(user, {
      content: formatBulkCsv([recipeRow(1), recipeRow(2)]),
      fileType: 'csv',
      validateOnly: true,
    })
    expect(result).toMatchObject({ success: 2, validateOnly: true })
    expect(result.message).toBe('Checked 2 recipes: 2 ready to upload.')
    expect(await countOwnRecipes(user.userId)).toBe(0)
  })

  it('stores nothing when the database fails part-way through', async () => {
    const user = await signUp(t)
    await t.database.db.execute(
      sql.raw(`
      create function fail_on_marked_title() returns trigger language plpgsql as $$
      begin
        if new.title = 'Database Fails Here' then raise exception 'simulated database failure'; end if;
        return new;
      end $$`),
    )
    await t.database.db.execute(
      sql.raw(
        'create trigger fail_on_marked_title before insert on recipes for each row execute function fail_on_marked_title()',
      ),
    )
    try {
      const rows = Array.from({ length: 1500 }, (_unused, index) =>
        recipeRow(index, index === 1200 ? { title: 'Database Fails Here' } : {}),
      )
      const response = await upload(user, { content: formatBulkCsv(rows), fileType: 'csv' })
      expect(response.statusCode).toBe(500)
      expect(await countOwnRecipes(user.userId)).toBe(0)
    } finally {
      await t.database.db.execute(sql.raw('drop trigger fail_on_marked_title on recipes'))
      await t.database.db.execute(sql.raw('drop function fail_on_marked_title()'))
    }
  })

  it('answers other queries while a large upload is staged, and they see none of it until it is stored', async () => {
    const user = await signUp(t)
    const rows = Array.from({ length: 1200 }, (_unused, index) => recipeRow(index))
    let finished = false
    const uploading = upload(user, { content: formatBulkCsv(rows), fileType: 'csv' }).finally(() => {
      finished = true
    })
    const seenCounts = new Set<number>()
    let answeredWhileStaged = false
    while (!finished) {
      const [recipesNow, stagedNow] = [await countOwnRecipes(user.userId), await countStagedRows(user.userId)]
      seenCounts.add(recipesNow)
      if (stagedNow > 0 && recipesNow === 0) answeredWhileStaged = true
      await new Promise((resolve) => setImmediate(resolve))
    }
    expect((await uploading).statusCode).toBe(200)
    // Staged in short writes, so the database answered in between; stored in one transaction, so 0 or all.
    expect(answeredWhileStaged).toBe(true)
    expect([...seenCounts].every((count) => count === 0 || count === 1200)).toBe(true)
    expect(await countOwnRecipes(user.userId)).toBe(1200)
    expect(await countStagedRows(user.userId)).toBe(0)
  })

  it('keeps bulk recipes private to their owner', async () => {
    const owner = await signUp(t)
    const other = await signUp(t)
    await uploadOk(owner, {
      content: formatBulkCsv([recipeRow(1, { title: 'Zanzibar Pilau Secret Family Recipe' })]),
      fileType: 'csv',
    })
    const mine = await owner.json<Recipe[]>('GET', '/api/recipes/search?q=zanzibar pilau')
    expect(mine.map((recipe) => recipe.title)).toEqual(['Zanzibar Pilau Secret Family Recipe'])
    expect(await other.json<Recipe[]>('GET', '/api/recipes/search?q=zanzibar pilau')).toEqual([])
    const id = mine[0]?.id
    expect((await other.call('GET', `/api/recipes/${id}`)).statusCode).toBe(404)
  })
})

describe('limits', () => {
  it('answers 413 for more than 20,000 rows', async () => {
    const user = await signUp(t)
    const lines = ['title,ingredients,instructions']
    for (let index = 0; index < 20_001; index += 1) lines.push(`Dish ${index},salt,stir`)
    const response = await upload(user, { content: lines.join('\n'), fileType: 'csv' })
    expect(response.statusCode).toBe(413)
    expect(response.json<{ message: string }>().message).toBe(
      'That file has more than 20,000 recipes. Split it into files of at most 20,000.',
    )
    expect(await countOwnRecipes(user.userId)).toBe(0)
  })

  it('answers 413 for a file over 10 MB', async () => {
    const user = await signUp(t)
    const content = `title,ingredients,instructions\n${'x'.repeat(10.5 * 1024 * 1024)}`
    const response = await upload(user, { content, fileType: 'csv' })
    expect(response.statusCode).toBe(413)
    expect(response.json<{ message: string }>().message).toBe(
      'That file is larger than 10 MB. Split it into smaller files.',
    )
    const overBodyLimit = await upload(user, {
      content: `${content}${'y'.repeat(2 * 1024 * 1024)}`,
      fileType: 'csv',
    })
    expect(overBodyLimit.statusCode).toBe(413)
    expect(overBodyLimit.json<{ message: string }>().message).toBe(
      'That file is larger than 10 MB. Split it into smaller files.',
    )
  })

  it('needs a sign-in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/bulk-upload',
      payload: { content: 'x', fileType: 'csv' },
    })
    expect(response.statusCode).toBe(401)
  })
})
