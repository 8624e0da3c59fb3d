import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatBulkCsv } from '@forkcast/contract/bulk-csv'
import type { BulkUploadResult } from '@forkcast/contract/recipes.schemas'
import { seedRecipeCatalog } from '../features/recipes/recipe-catalog'
import { insertRecipes } from '../features/recipes/recipes.repository'
import { prepareRecipeRow } from '../lib/recipe-derivation'
import { signUp } from '../testing/recipe-test-app'
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../testing/test-app'
import { createPgliteDatabase, PGLITE_EXTENSIONS, rowsOf, type Executor } from './client'
import { areRecipeStatisticsStale, refreshRecipeStatisticsWhenStale } from './statistics'

const columnsWithStatistics = async (db: Executor) =>
  rowsOf(
    await db.execute(
      sql`select attname from pg_stats where schemaname = 'public' and tablename = 'recipes' order by attname`,
    ),
  ).map((row) => (row as { attname: string }).attname)

const publicRecipes = (count: number, word: string) =>
  Array.from({ length: count }, (_, index) =>
    prepareRecipeRow({
      title: `${word} stew ${index + 1}`,
      description: 'A test dish.',
      ingredients: ['2 carrots', '1 onion, diced', '2 cups stock'],
      instructions: ['Simmer everything.'],
      foodType: 'french',
      sourceType: 'catalog',
    }),
  )

describe('recipe statistics', () => {
  let testDatabase: TestDatabase
  beforeAll(async () => {
    testDatabase = await createTestDatabase()
  })
  afterAll(() => testDatabase.drop())

  it('are taken once missing or stale, and not again until the table has changed much', async () => {
    const { db } = testDatabase.database
    // On PostgreSQL, autovacuum stays out of this table so only the code under test takes statistics.
    await db.execute(sql`alter table recipes set (autovacuum_enabled = false)`)
    expect(await areRecipeStatisticsStale(db)).toBe(false)
    await seedRecipeCatalog(db)
    expect(await areRecipeStatisticsStale(db)).toBe(true)
    expect(await refreshRecipeStatisticsWhenStale(db)).toBe(true)
    expect(await columnsWithStatistics(db)).toEqual(
      expect.arrayContaining(['allergens', 'ingredient_terms', 'owner_id', 'search_vector']),
    )
    expect(await refreshRecipeStatisticsWhenStale(db)).toBe(false)
    await insertRecipes(db, publicRecipes(20, 'Few'))
    expect(await areRecipeStatisticsStale(db)).toBe(false)
    await insertRecipes(db, publicRecipes(400, 'Many'))
    expect(await areRecipeStatisticsStale(db)).toBe(true)
  })
})

describe('on the embedded database, which runs no autovacuum', () => {
  let t: TestApp
  beforeAll(async () => {
    const database = createPgliteDatabase(await PGlite.create({ extensions: PGLITE_EXTENSIONS }))
    await database.migrate()
    t = await startTestApp({
      env: { AUTH_RATE_LIMIT_PER_IP: '100000' },
      testDatabase: { database, url: null, drop: () => database.close() },
    })
  })
  afterAll(() => t.close())

  it('a bulk upload leaves statistics that describe the collection it made', async () => {
    const { db } = t.database
    expect(await columnsWithStatistics(db)).toEqual([])
    const user = await signUp(t)
    const content = formatBulkCsv(
      Array.from({ length: 300 }, (_, index) => ({
        title: `Upload stew ${index + 1}`,
        ingredients: [`${index + 1} carrots`, '1 onion, diced', '2 cups stock'],
        instructions: ['Simmer for 30 minutes.'],
      })),
    )
    const response = await user.call('POST', '/api/recipes/bulk-upload', { content, fileType: 'csv' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<BulkUploadResult>().success).toBe(300)
    expect(await columnsWithStatistics(db)).toContain('owner_id')
    expect(await areRecipeStatisticsStale(db)).toBe(false)
  })
})
