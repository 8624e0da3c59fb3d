import { gzipSync, strToU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../../lib/app-error'
import { webpPhoto } from '../../../testing/photos'
import { mealieBackup, paprikaExport, paprikaRecipe, zipFiles } from './export-fixtures'
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

  it('reads a Mealie backup from its database tables, lines in position order as Mealie shows them', async () => {
    const photo = await webpPhoto(12, 8)
    const file = mealieBackup(
      [
        {
          name: 'Hummus',
          description: 'Smooth and lemony.',
          recipeYield: '6 servings',
          prepTime: '15 minutes',
          totalTime: '1 hour',
          ingredients: [
            { quantity: 1.5, unit: { name: 'cup' }, food: 'chickpeas', note: 'drained' },
            {
              quantity: 2,
              unit: { name: 'tablespoon', abbreviation: 'tbsp', useAbbreviation: true },
              food: 'tahini',
            },
            { quantity: 0.25, unit: { name: 'gram', fraction: false }, food: 'cumin' },
            { note: 'salt to taste' },
            { originalText: '1 lemon, juiced' },
          ],
          instructions: ['Blend everything.\nAdd water until smooth.', 'Season.'],
          categories: ['Starters'],
          tags: ['Middle Eastern', 'Vegan'],
          orgUrl: 'https://recipes.example/hummus',
          photo,
        },
        {
          name: 'Flatbread',
          performTime: '10 min',
          disableAmount: true,
          ingredients: [{ note: '2 cups flour' }, { note: '1 cup water', quantity: 1 }],
          instructions: ['Knead, rest and fry.'],
        },
      ],
      { sqliteIds: true },
    )
    const { format, recipes } = await readAppExport(file)
    expect(format).toBe('mealie')
    expect(recipes[0]).toMatchObject({
      title: 'Hummus',
      description: 'Smooth and lemony.',
      ingredients: [
        '1 1/2 cup chickpeas drained',
        '2 tbsp tahini',
        '0.25 gram cumin',
        'salt to taste',
        '1 lemon, juiced',
      ],
      instructions: ['Blend everything.', 'Add water until smooth.', 'Season.'],
      servings: 6,
      prepTimeMinutes: 15,
      cookTimeMinutes: 45,
      tags: ['Starters', 'Middle Eastern', 'Vegan'],
      cuisine: 'Middle Eastern',
      sourceUrl: 'https://recipes.example/hummus',
    })
    expect(recipes[0]?.photo?.equals(photo)).toBe(true)
    expect(recipes[1]).toMatchObject({
      title: 'Flatbread',
      ingredients: ['2 cups flour', '1 cup water'],
      cookTimeMinutes: 10,
      photo: null,
    })
  })

  it('finds a Mealie backup a browser re-zipped one folder down, and keeps a row that is no recipe as unreadable', async () => {
    const backup = mealieBackup([
      { name: 'Toast', ingredients: [{ note: '1 slice bread' }], instructions: ['Toast it.'] },
    ])
    const { unzipSync } = await import('fflate')
    const moved: Record<string, Uint8Array> = { '__MACOSX/._database.json': new Uint8Array([1]) }
    for (const [name, bytes] of Object.entries(unzipSync(backup))) {
      const text = name === 'database.json' ? Buffer.from(bytes).toString('utf8') : null
      moved[`mealie_2026.01.02/${name}`] =
        text === null ? bytes : Buffer.from(text.replace('"recipes":[', '"recipes":["oops",'))
    }
    const { format, recipes } = await readAppExport(zipFiles(moved))
    expect(format).toBe('mealie')
    expect(recipes.map((recipe) => recipe?.title ?? null)).toEqual([null, 'Toast'])
  })

  it('answers a zip with nothing it knows, an empty export and plain text with the formats it reads', async () => {
    const unknown = await refusal(zipFiles({ 'notes.txt': 'hello', 'data.json': '{"a":1}' }))
    expect(unknown.code).toBe('UNSUPPORTED_MEDIA_TYPE')
    expect(unknown.message).toMatch(
      /Mealie export or backup \(\.zip\), a Tandoor export \(\.zip\), a Paprika file/,
    )
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
