import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BulkUploadResult } from '@forkcast/contract/recipes.schemas'
import { formatBulkCsv, type BulkCsvRecipe } from '@forkcast/contract/bulk-csv'
import { startTestApp, type TestApp } from '../../testing/test-app'
import { signUp, type TestUser } from '../../testing/recipe-test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '100000' } })
})
afterAll(() => t.close())

const speaking = async (language: 'en' | 'es') => {
  const user = await signUp(t)
  await user.json('PUT', '/api/user/language', { language })
  return user
}

const recipeRow = (index: number, overrides: BulkCsvRecipe = {}): BulkCsvRecipe => ({
  title: `Lentejas ${index}`,
  ingredients: [`${index} carrots`, '1 onion, diced', '2 cups stock'],
  instructions: ['Chop everything.', 'Simmer for 30 minutes.'],
  ...overrides,
})

// Two good rows, one twice (a duplicate), two with errors, and a column nobody reads.
const content = formatBulkCsv([
  recipeRow(1),
  recipeRow(2),
  recipeRow(1),
  recipeRow(3, { ingredients: '' }),
  recipeRow(4, { foodType: 'atlantean' }),
])
  .replace(/^title,/, 'Mood,title,')
  .replace(/\r\n(?!$)/g, '\r\n,')

const upload = async (user: TestUser, validateOnly: boolean) => {
  const response = await user.call('POST', '/api/recipes/bulk-upload', {
    content,
    fileType: 'csv',
    validateOnly,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<BulkUploadResult>()
}

describe('a bulk upload’s summary in the language of the person who uploads', () => {
  it('sums a check up in Spanish for a person who chose Spanish, row errors included', async () => {
    const result = await upload(await speaking('es'), true)
    expect(result.message).toBe(
      '5 recetas revisadas: 2 listas para subir; 2 filas con errores, 1 duplicada omitida. Columnas ignoradas: Mood.',
    )
    expect(result.errors.map((error) => error.message)).toEqual([
      'Hace falta al menos un ingrediente',
      'Elige una cocina de la lista',
    ])
  })

  it('says what was stored in Spanish', async () => {
    const result = await upload(await speaking('es'), false)
    expect(result.message).toBe(
      'Se han subido 2 recetas de 5; 2 filas con errores, 1 duplicada omitida. Columnas ignoradas: Mood.',
    )
  })

  it('keeps the English exactly as it was for an English speaker', async () => {
    const user = await speaking('en')
    const checked = await upload(user, true)
    expect(checked.message).toBe(
      'Checked 5 recipes: 2 ready to upload; 2 rows with errors, 1 duplicate skipped. Ignored columns: Mood.',
    )
    expect(checked.errors.map((error) => error.message)).toEqual([
      'At least one ingredient is required',
      'Choose a cuisine from the list',
    ])
    const stored = await upload(user, false)
    expect(stored.message).toBe(
      'Uploaded 2 recipes of 5; 2 rows with errors, 1 duplicate skipped. Ignored columns: Mood.',
    )
  })
})
