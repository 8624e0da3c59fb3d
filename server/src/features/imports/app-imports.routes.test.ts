import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppImportResult } from '@forkcast/contract/app-imports.schemas'
import type { Recipe, RecipePage } from '@forkcast/contract/recipes.schemas'
import { rowsOf } from '../../db/client'
import { startTestApp, type TestApp } from '../../testing/test-app'
import { pngPhoto, webpPhoto } from '../../testing/photos'
import { signUp, type TestUser } from '../../testing/recipe-test-app'
import { PHOTO_RATE_LIMIT } from '../images/images.service'
import {
  mealieBackup,
  mealieExport,
  paprikaExport,
  tandoorExport,
  zipFiles,
} from './app-exports/export-fixtures'

let t: TestApp
let photoServer: Server
let photoPort = 0
let photo: Buffer

beforeAll(async () => {
  photo = await pngPhoto(64, 48)
  photoServer = createServer((request, response) => {
    if (request.url === '/tart.png')
      return response.writeHead(200, { 'content-type': 'image/png' }).end(photo)
    return response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => photoServer.listen(0, '127.0.0.1', resolve))
  photoPort = (photoServer.address() as AddressInfo).port
  t = await startTestApp({
    env: { AUTH_RATE_LIMIT_PER_IP: '100000' },
    importFetch: { allowedPrivateHosts: [`127.0.0.1:${photoPort}`], timeoutMs: 2000 },
  })
})
afterAll(async () => {
  await t.close()
  photoServer.closeAllConnections()
  await new Promise<void>((resolve) => photoServer.close(() => resolve()))
})

const send = (
  user: TestUser,
  bytes: Buffer,
  { validateOnly = false, contentType = 'application/octet-stream' } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/recipes/app-import?validateOnly=${validateOnly}`,
    headers: { cookie: user.cookie, 'content-type': contentType },
    payload: bytes,
  })

const importOk = async (user: TestUser, bytes: Buffer, options: { validateOnly?: boolean } = {}) => {
  const response = await send(user, bytes, options)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<AppImportResult>()
}

const countOwnRecipes = async (userId: number) => {
  const result = await t.database.db.execute(
    sql`select count(*)::int as count from recipes where owner_id = ${userId}`,
  )
  return (rowsOf(result)[0] as { count: number }).count
}

const findOwnRecipe = async (user: TestUser, title: string) => {
  const collection = (await user.json<RecipePage>('GET', '/api/user/recipes')).items
  const listed = collection.find((recipe) => recipe.title === title)
  expect(listed, `${title} in the collection`).toBeDefined()
  return user.json<Recipe>('GET', `/api/recipes/${listed?.id}`)
}

const PANCAKES = {
  name: 'Peanut Butter Pancakes',
  ingredients: '2 cups flour\n1 cup milk\n\n3 tbsp peanut butter\n1 egg',
  directions: 'Whisk everything together.\nFry spoonfuls in a hot pan.',
  servings: '4 servings',
  prep_time: '10 min',
  cook_time: '1 hr 5 min',
  categories: ['Family favourites', 'American'],
  source_url: 'https://recipes.example/pancakes',
}

describe('Paprika (.paprikarecipes)', () => {
  it('previews without storing, then stores every recipe with its photo, times and derived allergens', async () => {
    const user = await signUp(t, 'Paula')
    const file = paprikaExport([
      { ...PANCAKES, photo: await pngPhoto(80, 60) },
      {
        name: 'Tomato Soup',
        ingredients: '6 tomatoes\n1 onion',
        directions: 'Simmer the tomatoes and onion.\nBlend.',
      },
    ])

    const preview = await importOk(user, file, { validateOnly: true })
    expect(preview).toMatchObject({ format: 'paprika', validateOnly: true, success: 2, failed: 0 })
    expect(preview.recipes).toEqual([
      {
        row: 1,
        title: 'Peanut Butter Pancakes',
        ingredientCount: 4,
        stepCount: 2,
        hasPhoto: true,
        hasErrors: false,
      },
      { row: 2, title: 'Tomato Soup', ingredientCount: 2, stepCount: 2, hasPhoto: false, hasErrors: false },
    ])
    expect(await countOwnRecipes(user.userId)).toBe(0)

    const stored = await importOk(user, file)
    expect(stored).toMatchObject({ validateOnly: false, success: 2, photosStored: 1 })
    const pancakes = await findOwnRecipe(user, 'Peanut Butter Pancakes')
    expect(pancakes).toMatchObject({
      ingredients: ['2 cups flour', '1 cup milk', '3 tbsp peanut butter', '1 egg'],
      instructions: ['Whisk everything together.', 'Fry spoonfuls in a hot pan.'],
      servings: 4,
      prepTimeMinutes: 10,
      cookTimeMinutes: 65,
      foodType: 'american',
      sourceUrl: 'https://recipes.example/pancakes',
      sourceType: 'bulk',
    })
    expect(pancakes.allergens).toContain('peanuts')
    expect(pancakes.imageUrl).toMatch(/^\/api\/images\//)
    const image = await t.app.inject({ method: 'GET', url: pancakes.imageUrl ?? '' })
    expect(image.headers['content-type']).toBe('image/webp')

    const again = await importOk(user, file)
    expect(again).toMatchObject({ success: 0, duplicates: 2 })
    expect(await countOwnRecipes(user.userId)).toBe(2)
  })

  it('stores every photo of a file with more recipes than the per-photo upload limit allows', async () => {
    const user = await signUp(t, 'Nora')
    const small = await pngPhoto(8, 8)
    const many = Array.from({ length: PHOTO_RATE_LIMIT.limit + 1 }, (_, index) => ({
      ...PANCAKES,
      name: `Pancakes number ${index + 1}`,
      source_url: `https://recipes.example/pancakes-${index + 1}`,
      photo: small,
    }))
    const result = await importOk(user, paprikaExport(many))
    expect(result.success).toBe(many.length)
    const withPhoto = await t.database.db.execute(
      sql`select count(*)::int as count from recipes where owner_id = ${user.userId} and image_id is not null`,
    )
    expect((rowsOf(withPhoto)[0] as { count: number }).count).toBe(many.length)
  })

  it('lists a broken recipe by number and title, and stores only the good ones once confirmed', async () => {
    const user = await signUp(t, 'Brook')
    const file = paprikaExport([
      PANCAKES,
      { name: 'Mystery Bake', ingredients: '', directions: 'Bake it.' },
      { name: 'Green Salad', ingredients: '1 lettuce\n2 tbsp olive oil', directions: 'Toss.' },
    ])

    const preview = await importOk(user, file, { validateOnly: true })
    expect(preview).toMatchObject({ success: 2, failed: 1, totalRows: 3 })
    expect(preview.errors).toEqual([
      { row: 2, field: null, message: 'Recipe 2 (Mystery Bake) has no ingredients' },
    ])
    expect(preview.recipes[1]).toMatchObject({ title: 'Mystery Bake', hasErrors: true })
    expect(await countOwnRecipes(user.userId)).toBe(0)

    const stored = await importOk(user, file)
    expect(stored).toMatchObject({ success: 2, failed: 1 })
    const titles = (await user.json<RecipePage>('GET', '/api/user/recipes')).items.map(
      (recipe) => recipe.title,
    )
    expect(titles.sort()).toEqual(['Green Salad', 'Peanut Butter Pancakes'])
  })
})

describe('Mealie export (.zip)', () => {
  it('stores each recipe folder with its ingredients, steps, yield, times, tags and original photo', async () => {
    const user = await signUp(t, 'Mel')
    const file = mealieExport([
      {
        name: 'Chicken Tikka Masala',
        slug: 'chicken-tikka-masala',
        recipeIngredient: [
          {
            display: '500 g chicken thigh',
            note: '',
            quantity: 500,
            unit: { name: 'g' },
            food: { name: 'chicken thigh' },
          },
          { display: '', note: 'a pinch of salt', quantity: 0, unit: null, food: null },
          { quantity: 1, unit: { name: 'cup' }, food: { name: 'plain yogurt' }, note: 'full fat' },
          '2 tbsp garam masala',
        ],
        recipeInstructions: [
          { text: 'Marinate the chicken in yogurt.' },
          { text: 'Grill, then simmer in the sauce.' },
        ],
        recipeYield: '4 servings',
        prepTime: 'PT20M',
        performTime: '40 minutes',
        recipeCategory: [{ name: 'Dinner' }],
        tags: [{ name: 'Indian' }],
        orgURL: 'https://recipes.example/tikka',
        photo: await webpPhoto(90, 60),
      },
    ])

    const stored = await importOk(user, file)
    expect(stored).toMatchObject({ format: 'mealie', success: 1, failed: 0, photosStored: 1 })
    const tikka = await findOwnRecipe(user, 'Chicken Tikka Masala')
    expect(tikka).toMatchObject({
      ingredients: [
        '500 g chicken thigh',
        'a pinch of salt',
        '1 cup plain yogurt, full fat',
        '2 tbsp garam masala',
      ],
      instructions: ['Marinate the chicken in yogurt.', 'Grill, then simmer in the sauce.'],
      servings: 4,
      prepTimeMinutes: 20,
      cookTimeMinutes: 40,
      foodType: 'indian',
      sourceUrl: 'https://recipes.example/tikka',
    })
    expect(tikka.tags).toEqual(expect.arrayContaining(['Dinner', 'Indian']))
    expect(tikka.allergens).toContain('milk')
    expect(tikka.imageUrl).toMatch(/^\/api\/images\//)
  })
})

describe('Mealie backup (.zip from Admin → Backups)', () => {
  it('stores every recipe of the backup database with its lines in order, times, photo and allergens', async () => {
    const user = await signUp(t, 'Milo')
    const file = mealieBackup([
      {
        name: 'Roasted Aubergine with Tahini',
        recipeYield: '4',
        prepTime: '10 minutes',
        performTime: '35 minutes',
        ingredients: [
          { quantity: 2, food: 'aubergines' },
          { quantity: 2, unit: { name: 'tbsp' }, food: 'tahini' },
          { quantity: 0.5, food: 'lemon', note: 'juiced' },
          { note: 'salt and pepper' },
        ],
        instructions: ['Roast the aubergines until soft.', 'Drizzle with tahini and lemon.'],
        categories: ['Dinner'],
        tags: ['Middle Eastern'],
        orgUrl: 'https://recipes.example/aubergine',
        photo: await webpPhoto(90, 60),
      },
      {
        name: 'Plain Rice',
        totalTime: '20 minutes',
        disableAmount: true,
        ingredients: [{ note: '1 cup rice' }, { note: '2 cups water' }],
        instructions: ['Simmer covered until the water is gone.'],
      },
    ])

    const preview = await importOk(user, file, { validateOnly: true })
    expect(preview).toMatchObject({ format: 'mealie', success: 2, failed: 0 })
    expect(preview.recipes.map((recipe) => [recipe.title, recipe.hasPhoto])).toEqual([
      ['Roasted Aubergine with Tahini', true],
      ['Plain Rice', false],
    ])
    expect(await countOwnRecipes(user.userId)).toBe(0)

    const stored = await importOk(user, file)
    expect(stored).toMatchObject({ success: 2, failed: 0, photosStored: 1 })
    const aubergine = await findOwnRecipe(user, 'Roasted Aubergine with Tahini')
    expect(aubergine).toMatchObject({
      ingredients: ['2 aubergines', '2 tbsp tahini', '1/2 lemon juiced', 'salt and pepper'],
      instructions: ['Roast the aubergines until soft.', 'Drizzle with tahini and lemon.'],
      servings: 4,
      prepTimeMinutes: 10,
      cookTimeMinutes: 35,
      foodType: 'middle-eastern',
      sourceUrl: 'https://recipes.example/aubergine',
      sourceType: 'bulk',
    })
    expect(aubergine.tags).toEqual(expect.arrayContaining(['Dinner', 'Middle Eastern']))
    expect(aubergine.allergens).toContain('sesame')
    expect(aubergine.imageUrl).toMatch(/^\/api\/images\//)
    const rice = await findOwnRecipe(user, 'Plain Rice')
    expect(rice).toMatchObject({ ingredients: ['1 cup rice', '2 cups water'], cookTimeMinutes: 20 })
    expect(rice.imageUrl).toBeNull()
  })
})

describe('Tandoor export (.zip of zips)', () => {
  it('stores each inner recipe with step ingredients, working and waiting time, keywords and image', async () => {
    const user = await signUp(t, 'Tara')
    const file = tandoorExport([
      {
        name: 'Sesame Noodles',
        servings: 2,
        working_time: 15,
        waiting_time: 10,
        keywords: [{ name: 'Chinese' }, { name: 'Quick' }],
        source_url: 'https://recipes.example/noodles',
        steps: [
          {
            instruction: 'Boil the noodles.',
            ingredients: [{ food: { name: 'wheat noodles' }, unit: { name: 'g' }, amount: 200 }],
          },
          {
            instruction: 'Whisk the sauce.\nToss with the noodles.',
            ingredients: [
              { food: { name: 'Sauce' }, unit: null, amount: 0, is_header: true },
              { food: { name: 'sesame paste' }, unit: { name: 'tbsp' }, amount: 2 },
              { food: { name: 'soy sauce' }, unit: { name: 'tbsp' }, amount: 1.5, note: 'light' },
            ],
          },
        ],
        photo: await pngPhoto(70, 70),
      },
    ])

    const stored = await importOk(user, file)
    expect(stored).toMatchObject({ format: 'tandoor', success: 1, photosStored: 1 })
    const noodles = await findOwnRecipe(user, 'Sesame Noodles')
    expect(noodles).toMatchObject({
      ingredients: ['200 g wheat noodles', '2 tbsp sesame paste', '1.5 tbsp soy sauce, light'],
      instructions: ['Boil the noodles.', 'Whisk the sauce.', 'Toss with the noodles.'],
      servings: 2,
      prepTimeMinutes: 15,
      cookTimeMinutes: 10,
      foodType: 'chinese',
      sourceUrl: 'https://recipes.example/noodles',
    })
    expect(noodles.allergens).toEqual(expect.arrayContaining(['sesame', 'soy', 'wheat']))
    expect(noodles.imageUrl).toMatch(/^\/api\/images\//)
  })
})

const tartRecipe = (photoUrl: string) => ({
  '@type': 'Recipe',
  name: 'Almond Tart',
  recipeIngredient: ['200 g ground almonds', '100 g butter', '2 eggs'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Beat the butter and eggs.' },
    { '@type': 'HowToStep', text: 'Fold in the almonds and bake for 30 minutes.' },
  ],
  recipeYield: '8',
  prepTime: 'PT15M',
  cookTime: 'PT30M',
  recipeCuisine: 'French',
  image: photoUrl,
})

describe('schema.org Recipe JSON-LD', () => {
  it('reads every Recipe of an @graph file and fetches its photo through the safe client', async () => {
    const user = await signUp(t, 'Jason')
    const document = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', name: 'Our family recipes' },
        tartRecipe(`http://127.0.0.1:${photoPort}/tart.png`),
        {
          '@type': 'Recipe',
          name: 'Plain Rice',
          recipeIngredient: ['1 cup rice', '2 cups water'],
          recipeInstructions: 'Simmer the rice in the water for 15 minutes.',
        },
      ],
    }
    const stored = await importOk(user, Buffer.from(JSON.stringify(document)))
    expect(stored).toMatchObject({ format: 'schema-org', success: 2, photosStored: 1 })
    const tart = await findOwnRecipe(user, 'Almond Tart')
    expect(tart).toMatchObject({ servings: 8, prepTimeMinutes: 15, cookTimeMinutes: 30, foodType: 'french' })
    expect(tart.allergens).toEqual(expect.arrayContaining(['tree-nuts', 'milk', 'eggs']))
    expect(tart.imageUrl).toMatch(/^\/api\/images\//)
  })

  it('reads a zipped folder of recipe files, one Recipe or an array per file', async () => {
    const user = await signUp(t, 'Folder')
    const file = zipFiles({
      'recipes/tart.jsonld': JSON.stringify({ '@context': 'https://schema.org', ...tartRecipe('') }),
      'recipes/more.json': JSON.stringify([
        {
          '@context': 'https://schema.org',
          '@type': 'Recipe',
          name: 'Toast',
          recipeIngredient: ['1 slice bread'],
          recipeInstructions: ['Toast it.'],
        },
      ]),
      'recipes/notes.txt': 'not a recipe',
    })
    const stored = await importOk(user, file)
    expect(stored).toMatchObject({ format: 'schema-org', success: 2, failed: 0 })
  })
})

describe('files we refuse', () => {
  it('answers an unknown file with a 415 naming the formats accepted, storing nothing', async () => {
    const user = await signUp(t, 'Unknown')
    const response = await send(user, Buffer.from('title,ingredients\nToast,bread'))
    expect(response.statusCode).toBe(415)
    expect(response.json<{ message: string }>().message).toMatch(
      /Mealie export or backup.*Tandoor.*Paprika.*schema\.org/,
    )
  })

  it('refuses an archive with a path climbing out of it, with nothing written', async () => {
    const user = await signUp(t, 'Traverse')
    const file = zipFiles({
      'recipes/ok.json': JSON.stringify(tartRecipe('')),
      '../../etc/evil.json': JSON.stringify(tartRecipe('')),
    })
    const response = await send(user, file)
    expect(response.statusCode).toBe(400)
    expect(response.json<{ message: string }>().message).toMatch(/unsafe path/)
    expect(await countOwnRecipes(user.userId)).toBe(0)
  })

  it('refuses an archive with too many files, with nothing written', async () => {
    const user = await signUp(t, 'Many')
    const files: Record<string, string> = {}
    for (let index = 0; index < 5_001; index++) files[`r/${index}.json`] = '{}'
    const response = await send(user, zipFiles(files))
    expect(response.statusCode).toBe(413)
    expect(response.json<{ message: string }>().message).toMatch(/more than 5,000 files/)
    expect(await countOwnRecipes(user.userId)).toBe(0)
  })

  it('refuses a zip bomb by what it would unpack to, with nothing written', async () => {
    const user = await signUp(t, 'Bomb')
    const file = zipFiles({
      'recipes/ok.json': JSON.stringify(tartRecipe('')),
      'recipes/zeros.json': new Uint8Array(201 * 1024 * 1024),
    })
    expect(file.length).toBeLessThan(1024 * 1024)
    const response = await send(user, file)
    expect(response.statusCode).toBe(413)
    expect(response.json<{ message: string }>().message).toMatch(/unpacks to more than 200 MB/)
    expect(await countOwnRecipes(user.userId)).toBe(0)
  })

  it('asks for a sign-in before reading anything', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/app-import',
      headers: { 'content-type': 'application/octet-stream' },
      payload: paprikaExport([PANCAKES]),
    })
    expect(response.statusCode).toBe(401)
  })
})
