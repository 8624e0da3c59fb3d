import { describe, expect, it } from 'vitest'
import { SAMPLE_CSV } from '@forkcast/contract/bulk-csv-template'
import { describeJsonError, previewBulkContent } from './bulk-files'

describe('bulk file preview', () => {
  it('previews the template as the upload reads it: titles, list counts and cuisines', () => {
    const preview = previewBulkContent(SAMPLE_CSV, 'csv')
    expect(preview.error).toBeNull()
    expect(preview.totalRows).toBe(3)
    expect(preview.rows[0]).toEqual({
      row: 1,
      title: 'Lemon Garlic Spaghetti',
      ingredients: 4,
      instructions: 3,
      cuisine: 'italian',
    })
  })

  it('refuses a CSV without the required columns in the words the upload would use', () => {
    expect(previewBulkContent('title,ingredients\nToast,bread\n', 'csv')).toEqual({
      rows: [],
      totalRows: 0,
      error:
        'The first line must name the columns: title, ingredients and instructions are required (missing: instructions)',
    })
  })

  it('reads JSON keys by the same column names as the CSV headers', () => {
    const json = JSON.stringify({
      recipes: [{ Title: 'Dal', ingredients: 'lentils|water', foodType: 'indian' }],
    })
    expect(previewBulkContent(json, 'json').rows).toEqual([
      { row: 1, title: 'Dal', ingredients: 2, instructions: 0, cuisine: 'indian' },
    ])
  })

  it('says where a broken JSON file goes wrong in plain words, not in the parser’s', () => {
    const broken = '[\n  { "title": "Toast"\n    "ingredients": ["bread"] }\n]'
    const preview = previewBulkContent(broken, 'json')
    expect(preview.rows).toEqual([])
    expect(preview.error).toBe(
      'This file is not valid JSON. Check line 3 for a missing comma, quote or bracket.',
    )
    expect(preview.error).not.toMatch(/position|token|Unexpected|Expected/)
  })

  it.each([
    ['Chrome and Node', "Expected ',' or '}' after property value in JSON at position 25", 'Check line 3'],
    [
      'Firefox',
      "JSON.parse: expected ',' or '}' after property value in object at line 3 column 5 of the JSON data",
      'Check line 3',
    ],
    ['Safari', "JSON Parse error: Expected '}'", 'Check it'],
  ])('finds the line in %s’s message', (_browser, message, where) => {
    const content = '[\n  { "title": "Toast"\n    "ingredients": ["bread"] }\n]'
    expect(describeJsonError(content, message)).toBe(
      `This file is not valid JSON. ${where} for a missing comma, quote or bracket.`,
    )
  })
})
