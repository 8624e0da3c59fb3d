import { describe, expect, it } from 'vitest'
import { SAMPLE_CSV } from '@forkcast/contract/bulk-csv-template'
import { previewBulkContent } from './bulk-files'

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
})
