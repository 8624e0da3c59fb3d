import { sql } from 'drizzle-orm'
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKUP_FORMAT_VERSION, type BackupManifest } from '@forkcast/contract/backup.schemas'
import * as schema from '../../db/schema'
import { rowsOf } from '../../db/client'
import { buildApp } from '../../app'
import { webpPhoto } from '../../testing/photos'
import {
  createTestConfig,
  createTestDatabase,
  registerUser,
  sessionCookieFrom,
  startTestApp,
  UNLIMITED_TIERS_FILE,
  type TestApp,
  type TestDatabase,
} from '../../testing/test-app'
import { readTableRows, useUtcInTransaction } from './backup.repository'
import { createBackup, restoreBackup } from './backup.service'
import { ALL_TABLES, TABLES_LEFT_OUT, tablesFor } from './backup.tables'

const PASSWORD = 'correct horse battery'
const MONDAY = '2026-03-02'
const env = { AUTH_RATE_LIMIT_PER_IP: '100000', TIERS_FILE: UNLIMITED_TIERS_FILE }

let t: TestApp
let maria: Awaited<ReturnType<typeof registerUser>>
let carlos: Awaited<ReturnType<typeof registerUser>>
let olga: Awaited<ReturnType<typeof registerUser>>
let groupId: number
let otherGroupId: number
let planId: number
let ownRecipeId: number
let catalogRecipeId: number
let olgaRecipeId: number

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const ok = async <T>(
  app: TestApp['app'],
  cookie: string,
  method: Method,
  url: string,
  payload?: Record<string, unknown>,
) => {
  const response = await app.inject({ method, url, headers: { cookie }, payload })
  expect(response.statusCode < 300, `${method} ${url}: ${response.body}`).toBe(true)
  return response.json<T>()
}

/** Every row of every table the archive kind holds (photo bytes included, as hex), for comparing two databases. */
const snapshot = (database: TestDatabase['database'], kind: 'instance' | 'household' = 'instance') =>
  database.db.transaction(async (tx) => {
    await useUtcInTransaction(tx)
    const tables: Record<string, unknown[]> = {}
    for (const table of tablesFor(kind)) tables[table.name] = await readTableRows(tx, table)
    return tables
  })

const createRecipe = (cookie: string, title: string) =>
  ok<{ id: number }>(t.app, cookie, 'POST', '/api/recipes/custom', {
    title,
    description: 'A family favorite.',
    foodType: 'spanish',
    ingredients: ['1 lb chicken thighs', '2 cups rice'],
    instructions: ['Brown the chicken.', 'Simmer with the rice.'],
    servings: 4,
    difficulty: 'Easy',
  })

beforeAll(async () => {
  t = await startTestApp({ env })
  const { db } = t.database
  maria = await registerUser(t.app, { firstName: 'Maria', password: PASSWORD })
  carlos = await registerUser(t.app, { firstName: 'Carlos', password: PASSWORD })
  olga = await registerUser(t.app, { firstName: 'Olga', password: PASSWORD })

  await ok(t.app, maria.cookie, 'PUT', '/api/user/allergies', { allergies: ['peanuts'], sensitivities: [] })
  const group = await ok<{ id: number; inviteCode: string }>(
    t.app,
    maria.cookie,
    'POST',
    '/api/family-groups',
    {
      name: 'The Garcias',
    },
  )
  groupId = group.id
  await ok(t.app, carlos.cookie, 'POST', '/api/family-groups/join', { inviteCode: group.inviteCode })
  otherGroupId = (
    await ok<{ id: number }>(t.app, olga.cookie, 'POST', '/api/family-groups', { name: 'The Petrovs' })
  ).id

  ownRecipeId = (await createRecipe(maria.cookie, 'Abuela’s Arroz con Pollo')).id
  olgaRecipeId = (await createRecipe(olga.cookie, 'Olga’s Secret Borscht')).id
  const photo = await t.app.inject({
    method: 'PUT',
    url: `/api/recipes/${ownRecipeId}/photo`,
    headers: { cookie: maria.cookie, 'content-type': 'image/webp' },
    payload: await webpPhoto(),
  })
  expect(photo.statusCode, photo.body).toBe(200)

  // The catalog comes with the app; one seeded recipe the family plans with.
  const [catalog] = await db
    .insert(schema.recipes)
    .values({
      slug: 'spanish-paella',
      title: 'Catalog Paella',
      foodType: 'spanish',
      sourceType: 'catalog',
      contentHash: 'paella',
    })
    .returning({ id: schema.recipes.id })
  catalogRecipeId = catalog?.id ?? 0
  await ok(t.app, maria.cookie, 'POST', '/api/recipes/save', { recipeId: catalogRecipeId })
  await ok(t.app, carlos.cookie, 'POST', `/api/recipes/${catalogRecipeId}/rating`, { rating: 5 })

  // Weekly plans are Premium: Maria pays for the family (no route writes a plan without Stripe or the test checkout).
  await db.insert(schema.subscriptions).values({
    userId: maria.userId,
    tier: 'premium',
    status: 'active',
    provider: 'test',
    currentPeriodEnd: new Date('2030-01-01T00:00:00Z'),
    coveredGroupId: groupId,
  })
  planId = (
    await ok<{ id: number }>(t.app, maria.cookie, 'POST', '/api/weekly-meal-plans', {
      weekStartDate: MONDAY,
      groupId,
      name: 'Spring week',
    })
  ).id
  await ok(t.app, maria.cookie, 'POST', `/api/weekly-meal-plans/${planId}/meals`, {
    recipeId: ownRecipeId,
    dayOfWeek: 2,
    mealType: 'dinner',
  })
  await ok(t.app, carlos.cookie, 'POST', `/api/weekly-meal-plans/${planId}/meals`, {
    recipeId: catalogRecipeId,
    dayOfWeek: 5,
    mealType: 'lunch',
    servings: 2,
  })
  const shopping = await ok<{ list: { id: number } | null }>(
    t.app,
    maria.cookie,
    'POST',
    '/api/grocery-lists/shopping/recipes',
    { groupId, recipeId: ownRecipeId },
  )
  const listId = shopping.list?.id ?? 0
  await ok(t.app, carlos.cookie, 'POST', `/api/grocery-lists/${listId}/items`, {
    name: 'Saffron',
    quantity: '1 pinch',
  })
  await ok(t.app, maria.cookie, 'POST', '/api/favorite-restaurants', {
    placeId: 'osm-node-family',
    name: 'Trattoria Famiglia',
    address: null,
    cuisine: 'Italian',
    rating: 4.5,
    priceLevel: 2,
    phoneNumber: null,
    groupId,
  })
  // A meal Olga's family planned stays out of the Garcias' archive.
  await db
    .insert(schema.weeklyMealPlans)
    .values({ groupId: otherGroupId, weekStartDate: MONDAY, name: 'Petrov week' })
})
afterAll(() => t.close())

const targets: TestDatabase[] = []
afterAll(async () => {
  for (const target of targets) await target.drop()
})
const emptyDatabase = async () => {
  const target = await createTestDatabase()
  targets.push(target)
  return target
}

describe('which tables a backup holds', () => {
  it('decides about every table: each one is backed up or left out with a reason', () => {
    const backedUp = tablesFor('instance').map((table) => table.name)
    const leftOut = Object.keys(TABLES_LEFT_OUT)
    expect(backedUp.filter((name) => leftOut.includes(name))).toEqual([])
    expect([...backedUp, ...leftOut].sort()).toEqual(ALL_TABLES.map((table) => table.name).sort())
  })
})

describe('an instance backup', () => {
  let archive: Uint8Array
  let target: TestDatabase

  beforeAll(async () => {
    archive = (await createBackup(t.database.db, { kind: 'instance' })).archive
    target = await emptyDatabase()
  })

  it('holds a manifest, one JSON file per table and the photos as files', () => {
    const files = unzipSync(archive)
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as BackupManifest
    expect(manifest).toMatchObject({
      format: 'forkcast-backup',
      formatVersion: 1,
      kind: 'instance',
      photos: 1,
    })
    expect(manifest.migration).toMatch(/^\d{4}_/)
    expect(manifest.tables.users).toBe(3)
    expect(Object.keys(files).filter((name) => name.startsWith('photos/'))).toHaveLength(1)
    const users = JSON.parse(strFromU8(files['tables/users.json']!)) as Array<Record<string, unknown>>
    expect(users.map((user) => user.id)).toEqual(
      [maria.userId, carlos.userId, olga.userId].sort((a, b) => a - b),
    )
    expect(String(users[0]?.created_at)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/)
    expect(files['tables/sessions.json']).toBeUndefined()
  })

  it('restores into an empty instance with every row of every table equal, photos included', async () => {
    const before = await snapshot(t.database)
    const result = await restoreBackup(target.database.db, archive)
    expect(result.manifest.kind).toBe('instance')
    const after = await snapshot(target.database)
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table])
    expect(after.images?.[0]).toMatchObject({ storage: 'db' })
    expect(String((after.images?.[0] as { bytes: string }).bytes)).toMatch(/^\\x[0-9a-f]+$/)
  })

  it('gives back a working app: the same password signs in, the plan reads, new rows get fresh ids', async () => {
    const app = await buildApp({ config: createTestConfig(env), database: target.database })
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/email',
        payload: { email: maria.email, password: PASSWORD },
      })
      expect(signIn.statusCode, signIn.body).toBe(200)
      const cookie = sessionCookieFrom(signIn)
      const current = await ok<{
        plan: { id: number; meals: Record<string, Record<string, Array<{ recipe: { title: string } }>>> }
      }>(app, cookie, 'GET', `/api/weekly-meal-plans/current?weekStartDate=${MONDAY}&groupId=${groupId}`)
      expect(current.plan.id).toBe(planId)
      expect(current.plan.meals['2']?.dinner?.map((meal) => meal.recipe.title)).toEqual([
        'Abuela’s Arroz con Pollo',
      ])
      const photo = await app.inject({
        method: 'GET',
        url: `/api/recipes/${ownRecipeId}`,
        headers: { cookie },
      })
      const imageUrl = photo.json<{ imageUrl: string }>().imageUrl
      expect((await app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(200)

      const created = await app.inject({
        method: 'POST',
        url: '/api/recipes/custom',
        headers: { cookie },
        payload: {
          title: 'After the restore',
          foodType: 'spanish',
          ingredients: ['rice'],
          instructions: ['Cook.'],
          difficulty: 'Easy',
        },
      })
      expect(created.statusCode, created.body).toBe(201)
      const [{ maxId } = { maxId: 0 }] = rowsOf(
        await t.database.db.execute(sql`select max(id)::int as "maxId" from recipes`),
      ) as Array<{ maxId: number }>
      expect(created.json<{ id: number }>().id).toBeGreaterThan(maxId)
    } finally {
      await app.close()
    }
  })

  it('refuses to restore into an instance that has accounts, and writes nothing', async () => {
    const before = await snapshot(target.database)
    await expect(restoreBackup(target.database.db, archive)).rejects.toThrow(/already has accounts/)
    expect(await snapshot(target.database)).toEqual(before)
  })

  it('refuses an archive from a newer Forkcast, a damaged one or a file that is no backup, writing nothing', async () => {
    const files = unzipSync(archive)
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as BackupManifest
    const newer = zipSync({
      ...files,
      'manifest.json': strToU8(JSON.stringify({ ...manifest, formatVersion: BACKUP_FORMAT_VERSION + 1 })),
    })
    const fresh = await emptyDatabase()
    await expect(restoreBackup(fresh.database.db, newer)).rejects.toThrow(/newer version of Forkcast/)
    const laterSchema = zipSync({
      ...files,
      'manifest.json': strToU8(JSON.stringify({ ...manifest, migration: '9999_from_the_future' })),
    })
    await expect(restoreBackup(fresh.database.db, laterSchema)).rejects.toThrow(/newer version of Forkcast/)
    await expect(restoreBackup(fresh.database.db, strToU8('not a zip'))).rejects.toThrow(/not a zip archive/)
    const withoutPhotos = zipSync(
      Object.fromEntries(Object.entries(files).filter(([name]) => !name.startsWith('photos/'))),
    )
    await expect(restoreBackup(fresh.database.db, withoutPhotos)).rejects.toThrow(/damaged.*photo.*missing/)
    const [{ count } = { count: -1 }] = rowsOf(
      await fresh.database.db.execute(sql`select count(*)::int as "count" from recipes`),
    ) as Array<{ count: number }>
    expect(count).toBe(0)
  })
})

describe('a household backup', () => {
  let files: Record<string, Uint8Array>
  let archive: Uint8Array
  const archivedRows = (table: string) =>
    JSON.parse(strFromU8(files[`tables/${table}.json`]!)) as Array<Record<string, unknown>>

  beforeAll(async () => {
    archive = (await createBackup(t.database.db, { kind: 'household', groupId })).archive
    files = unzipSync(archive)
  })

  it("holds the family's rows and nobody else's", () => {
    expect(archivedRows('users').map((user) => user.id)).toEqual(
      [maria.userId, carlos.userId].sort((a, b) => a - b),
    )
    expect(archivedRows('users').find((user) => user.id === maria.userId)?.allergies).toEqual(['peanuts'])
    expect(archivedRows('family_groups').map((group) => group.id)).toEqual([groupId])
    const recipeIds = archivedRows('recipes').map((recipe) => recipe.id)
    expect(recipeIds).toContain(ownRecipeId)
    expect(recipeIds).toContain(catalogRecipeId)
    expect(recipeIds).not.toContain(olgaRecipeId)
    expect(archivedRows('weekly_meal_plans').map((plan) => plan.name)).toEqual(['Spring week'])
    expect(archivedRows('planned_meals')).toHaveLength(2)
    expect(archivedRows('grocery_list_items').map((item) => item.name)).toContain('Saffron')
    expect(archivedRows('favorite_restaurants').map((favorite) => favorite.name)).toEqual([
      'Trattoria Famiglia',
    ])
    expect(Object.keys(files).filter((name) => name.startsWith('photos/'))).toHaveLength(1)
    for (const table of ['subscriptions', 'sessions', 'api_tokens', 'webhooks', 'elimination_sessions'])
      expect(files[`tables/${table}.json`], table).toBeUndefined()
  })

  it('holds no password hash of any member', async () => {
    const stored = await t.database.db.select({ hash: schema.users.passwordHash }).from(schema.users)
    const archived = archivedRows('users').map((user) => user.password_hash)
    for (const { hash } of stored) expect(archived).not.toContain(hash)
  })

  it('restores the family into an empty instance, matching catalog recipes by slug, members without passwords', async () => {
    const target = await emptyDatabase()
    // This instance's catalog numbered its recipes differently.
    await target.database.db.insert(schema.recipes).values(
      ['a', 'b', 'c'].map((letter) => ({
        slug: `filler-${letter}`,
        title: `Filler ${letter}`,
        foodType: 'italian',
        sourceType: 'catalog',
        contentHash: letter,
      })),
    )
    const [seeded] = await target.database.db
      .insert(schema.recipes)
      .values({
        slug: 'spanish-paella',
        title: 'Catalog Paella',
        foodType: 'spanish',
        sourceType: 'catalog',
        contentHash: 'paella',
      })
      .returning({ id: schema.recipes.id })
    await restoreBackup(target.database.db, archive)

    const restored = await snapshot(target.database, 'household')
    expect(restored.users?.map((user) => (user as { email: string }).email)).toEqual(
      archivedRows('users').map((user) => user.email),
    )
    const meals = restored.planned_meals as Array<{ recipe_id: number; recipe_title: string }>
    expect(meals.find((meal) => meal.recipe_title === 'Catalog Paella')?.recipe_id).toBe(seeded?.id)
    // The family's own recipe kept its content; its id was taken here, so it got a new one and its rows follow.
    const own = (restored.recipes as Array<{ id: number; title: string; image_id: string | null }>).find(
      (recipe) => recipe.title === 'Abuela’s Arroz con Pollo',
    )
    expect(own?.image_id).toBeTruthy()
    expect(meals.find((meal) => meal.recipe_title === 'Abuela’s Arroz con Pollo')?.recipe_id).toBe(own?.id)
    expect(
      (restored.grocery_list_recipes as Array<{ recipe_id: number }>).map((row) => row.recipe_id),
    ).toEqual([own?.id])
    expect(
      (restored.recipes as Array<{ slug: string | null }>).filter(
        (recipe) => recipe.slug === 'spanish-paella',
      ),
    ).toHaveLength(1)

    const app = await buildApp({ config: createTestConfig(env), database: target.database })
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/email',
        payload: { email: carlos.email, password: PASSWORD },
      })
      expect(signIn.statusCode).toBe(401)
    } finally {
      await app.close()
    }
  })
})
