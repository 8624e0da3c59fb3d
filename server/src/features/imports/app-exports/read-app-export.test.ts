import { gzipSync, strToU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../../lib/app-error'
import { paprikaExport, paprikaRecipe, zipFiles } from './export-fixtures'
import { readAppExport } from './read-app-export'

const refusal = async (bytes: Buffer) => {
  const error = await readAppExport(bytes).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describe('readAppExport', () => {
  it('refuses a gzip bomb inside a Paprika entry, which the zip sizes alone do not show', async () => {
    const bomb = Buffer.from(gzipSync(new Uint8Array(201 * 1024 * 1024), { level: 1 }))
    const error = await refusal(zipFiles({ 'Bomb.paprikarecipe': bomb }))
    expect(error.code).toBe('PAYLOAD_TOO_LARGE')
    expect(error.message).toMatch(/unpacks to more than 200 MB/)
  })

  it('keeps a damaged Paprika entry as an unreadable recipe beside the good ones', async () => {
    const file = zipFiles({
      'Good.paprikarecipe': paprikaRecipe({ name: 'Good', ingredients: '1 egg', directions: 'Boil.' }),
      'Broken.paprikarecipe': strToU8('not gzip, not json'),
    })
    const { format, recipes } = await readAppExport(file)
    expect(format).toBe('paprika')
    expect(recipes.map((recipe) => recipe?.title ?? null)).toEqual(['Good', null])
  })

  it('reads one Paprika recipe sent on its own, as a gzipped .paprikarecipe', async () => {
    const single = Buffer.from(paprikaRecipe({ name: 'Solo', ingredients: '1 egg', directions: 'Boil.' }))
    expect((await readAppExport(single)).recipes[0]?.title).toBe('Solo')
  })

  it('reads a Tandoor zip of a single recipe, with recipe.json at its root', async () => {
    const file = zipFiles({
      'recipe.json': JSON.stringify({
        name: 'Rice',
        servings: 3,
        steps: [{ instruction: 'Simmer.', ingredients: [{ food: { name: 'rice' }, unit: null, amount: 1 }] }],
      }),
    })
    const { format, recipes } = await readAppExport(file)
    expect(format).toBe('tandoor')
    expect(recipes[0]).toMatchObject({
      title: 'Rice',
      ingredients: ['1 rice'],
      instructions: ['Simmer.'],
      servings: 3,
    })
  })

  it('answers a zip with nothing it knows, an empty export and plain text with the formats it reads', async () => {
    const unknown = await refusal(zipFiles({ 'notes.txt': 'hello', 'data.json': '{"a":1}' }))
    expect(unknown.code).toBe('UNSUPPORTED_MEDIA_TYPE')
    expect(unknown.message).toMatch(/Mealie or Tandoor export \(\.zip\), a Paprika file/)
    expect((await refusal(Buffer.from('just some text'))).code).toBe('UNSUPPORTED_MEDIA_TYPE')
    expect((await refusal(paprikaExport([]))).code).toBe('UNSUPPORTED_MEDIA_TYPE')
  })

  it('answers a cut-off zip as damaged, not as a server error', async () => {
    const file = paprikaExport([{ name: 'Toast', ingredients: 'bread', directions: 'Toast.' }])
    const error = await refusal(file.subarray(0, file.length - 30))
    expect(error.code).toBe('BAD_REQUEST')
    expect(error.message).toMatch(/could not be read/)
  })
})
