import { describe, expect, it } from 'vitest'
import {
  BULK_CSV_COLUMNS,
  BulkCsvError,
  findBulkColumn,
  findBulkJsonItems,
  formatBulkCsv,
  readBulkCsv,
  readBulkJsonItem,
  splitBulkList,
} from './bulk-csv'
import { SAMPLE_CSV, SAMPLE_RECIPES } from './bulk-csv-template'

const asCells = (value: string | readonly string[] | undefined) =>
  value === undefined || typeof value === 'string' ? value : [...value]

describe('bulk CSV rules', () => {
  it('reads the template back as the recipes it was written from, every column known', () => {
    const { records, ignoredColumns } = readBulkCsv(SAMPLE_CSV)
    expect(ignoredColumns).toEqual([])
    expect(records).toHaveLength(SAMPLE_RECIPES.length)
    records.forEach((record, index) => {
      const sample = SAMPLE_RECIPES[index] ?? {}
      for (const column of BULK_CSV_COLUMNS) {
        const cell = record[column] ?? ''
        const expected = asCells(sample[column]) ?? ''
        expect(typeof expected === 'string' ? cell : splitBulkList(cell)).toEqual(expected)
      }
    })
  })

  it('keeps commas, quotes and line breaks inside a cell through a write and a read', () => {
    const recipe = {
      title: 'Say "cheese", please',
      ingredients: ['1 cup flour, sifted', '2 eggs'],
      instructions: 'Mix.\nBake.',
    }
    const [record] = readBulkCsv(formatBulkCsv([recipe])).records
    expect(record?.title).toBe(recipe.title)
    expect(splitBulkList(record?.ingredients ?? '')).toEqual(recipe.ingredients)
    expect(splitBulkList(record?.instructions ?? '')).toEqual(['Mix.', 'Bake.'])
  })

  it('matches headers in any case and spacing, takes the form field names for times and lists the rest', () => {
    expect(findBulkColumn('Prep Time')).toBe('prepTime')
    expect(findBulkColumn('cook_time_minutes')).toBe('cookTime')
    expect(findBulkColumn('calories')).toBeNull()
    const { records, ignoredColumns } = readBulkCsv(
      'Title,INGREDIENTS,Instructions,Prep Time Minutes,Calories\nToast,bread,Toast it,5,120\n',
    )
    expect(records).toEqual([
      { title: 'Toast', ingredients: 'bread', instructions: 'Toast it', prepTime: '5' },
    ])
    expect(ignoredColumns).toEqual(['Calories'])
  })

  it('refuses a file without the required columns or with a broken quote, saying why', () => {
    expect(() => readBulkCsv('title,ingredients\nToast,bread\n')).toThrow(
      new BulkCsvError(
        'The first line must name the columns: title, ingredients and instructions are required (missing: instructions)',
      ),
    )
    expect(() => readBulkCsv('title,ingredients,instructions\n"Toast,bread,x\n')).toThrow(
      /^The CSV could not be read near line \d+/,
    )
    expect(() => readBulkCsv('\n\n')).toThrow('The CSV is empty')
  })

  it('reads at most the recipes asked for, so a limit needs one recipe past it', () => {
    const csv = ['title,ingredients,instructions', 'A,a,a', 'B,b,b', 'C,c,c', 'D,d,d', 'E,e,e'].join('\n')
    expect(readBulkCsv(csv).records).toHaveLength(5)
    expect(readBulkCsv(csv, { maxRecords: 3 }).records.map((record) => record.title)).toEqual(['A', 'B', 'C'])
  })

  it('finds JSON recipes in an array or under recipes, by the same column names', () => {
    expect(findBulkJsonItems([{ title: 'A' }])).toEqual([{ title: 'A' }])
    expect(findBulkJsonItems({ recipes: [{ title: 'A' }] })).toEqual([{ title: 'A' }])
    expect(findBulkJsonItems({ title: 'A' })).toBeNull()
    expect(readBulkJsonItem({ Title: 'A', prepTimeMinutes: 5, calories: 1 })).toEqual({
      values: { title: 'A', prepTime: 5 },
      ignoredKeys: ['calories'],
    })
    expect(readBulkJsonItem('A')).toBeNull()
  })
})
