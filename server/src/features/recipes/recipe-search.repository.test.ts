import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../testing/test-app'
import { seedRecipeCatalog } from './recipe-catalog'
import type { RecipeAudience } from './recipe-queries'
import { rankIdsByIngredients } from './recipe-search.repository'

let testDatabase: TestDatabase
beforeAll(async () => {
  testDatabase = await createTestDatabase()
  await seedRecipeCatalog(testDatabase.database.db)
})
afterAll(() => testDatabase.drop())

const audienceOf = (overrides: Partial<RecipeAudience> = {}): RecipeAudience => ({
  userId: 0,
  blockedAllergens: [],
  avoidedSensitivities: [],
  avoidedAllergens: [],
  ...overrides,
})

const AUDIENCES = [
  audienceOf(),
  audienceOf({ blockedAllergens: ['peanuts'], avoidedSensitivities: ['lactose'] }),
  audienceOf({ blockedAllergens: ['fish', 'crustaceans'], avoidedAllergens: ['eggs'] }),
]
const TERM_LISTS = [
  ['chicken'],
  ['chicken', 'rice', 'garlic'],
  ['onion', 'garlic', 'tomato', 'basil'],
  ['tofu', 'soy sauce', 'ginger', 'rice', 'lime', 'cilantro'],
  ['lentil', 'saffron'],
]

describe('ingredient search ranking', () => {
  it('is the same whether the best recipes lie inside the walk in ingredient-count order or beyond it', async () => {
    const { db } = testDatabase.database
    for (const audience of AUDIENCES) {
      for (const terms of TERM_LISTS) {
        const everything = await rankIdsByIngredients(db, { audience, terms, limit: 20, walkRows: 1_000_000 })
        expect(everything.ids.length, `${terms.join(', ')} finds recipes`).toBeGreaterThan(0)
        for (const walkRows of [1, 7, 60]) {
          const walked = await rankIdsByIngredients(db, { audience, terms, limit: 20, walkRows })
          expect(walked.ids, `${terms.join(', ')} walking ${walkRows}`).toEqual(everything.ids)
        }
      }
    }
  })
})
