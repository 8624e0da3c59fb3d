import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { rowsOf } from '../../db/client'
import { recipes } from '../../db/schema'
import { createTestDatabase, type TestDatabase } from '../../testing/test-app'
import { holdsBlockedAllergen } from './recipe-search.repository'

let testDatabase: TestDatabase
beforeAll(async () => {
  testDatabase = await createTestDatabase()
})
afterAll(() => testDatabase.drop())

describe('the hidden-by-allergy count', () => {
  it('can find unsafe recipes through the allergen and unchecked indexes instead of reading every match', async () => {
    const { db } = testDatabase.database
    const query = db
      .select({ count: sql<number>`count(*)` })
      .from(recipes)
      .where(holdsBlockedAllergen(['peanuts', 'milk']))
      .toSQL()
    const plan = await db.transaction(async (tx) => {
      // An empty table is read whole whatever the indexes: this asks only whether the indexes can answer.
      await tx.execute(sql`set local enable_seqscan = off`)
      const explained = await tx.execute(
        sql.raw(
          `explain ${query.sql.replace(/\$(\d+)/g, (_, index: string) => `'${String(query.params[Number(index) - 1])}'`)}`,
        ),
      )
      return JSON.stringify(rowsOf(explained))
    })
    expect(plan).toContain('recipes_unsafe_allergens_idx')
    expect(plan).toContain('recipes_allergen_unchecked_idx')
  })
})
