import Papa from 'papaparse'
import { BULK_FILE_TYPES, type BulkFileType } from '@forkcast/contract/recipes.schemas'

export const PREVIEW_ROW_COUNT = 5

/** The first rows as the person will recognise them; `row` counts recipes, not the header line. */
export interface PreviewRow {
  row: number
  title: string
  ingredients: number
  instructions: number
  cuisine: string
}

export interface BulkPreview {
  rows: PreviewRow[]
  totalRows: number
  error: string | null
}

/** 'csv' or 'json' from the file name, or null for anything else (spec 5: 'Unsupported File'). */
export const detectBulkFileType = (fileName: string): BulkFileType | null => {
  const extension = fileName.toLowerCase().split('.').pop() ?? ''
  return BULK_FILE_TYPES.find((type) => type === extension) ?? null
}

const toKey = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '')
const countItems = (value: unknown) =>
  Array.isArray(value)
    ? value.filter((item) => String(item).trim() !== '').length
    : typeof value === 'string'
      ? value.split(/[|\r\n]+/).filter((item) => item.trim() !== '').length
      : 0
const readText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''

const toPreviewRow = (values: Record<string, unknown>, index: number): PreviewRow => ({
  row: index + 1,
  title: readText(values.title),
  ingredients: countItems(values.ingredients),
  instructions: countItems(values.instructions),
  cuisine: readText(values.foodtype) || readText(values.cuisine),
})

const withKeys = (item: unknown): Record<string, unknown> =>
  item !== null && typeof item === 'object' && !Array.isArray(item)
    ? Object.fromEntries(Object.entries(item).map(([key, value]) => [toKey(key), value]))
    : {}

const previewCsv = (content: string): BulkPreview => {
  const parsed = Papa.parse<Record<string, string>>(content, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: toKey,
  })
  const firstError = parsed.errors.find((error) => error.type === 'Quotes')
  return {
    rows: parsed.data.slice(0, PREVIEW_ROW_COUNT).map(toPreviewRow),
    totalRows: parsed.data.length,
    error: firstError ? `Row ${(firstError.row ?? 0) + 1}: ${firstError.message}` : null,
  }
}

const previewJson = (content: string): BulkPreview => {
  let parsed: unknown
  try {
    parsed = JSON.parse(content)
  } catch (error) {
    return {
      rows: [],
      totalRows: 0,
      error: error instanceof Error ? error.message : 'This is not valid JSON',
    }
  }
  const items = Array.isArray(parsed)
    ? parsed
    : parsed !== null && typeof parsed === 'object' && 'recipes' in parsed && Array.isArray(parsed.recipes)
      ? (parsed.recipes as unknown[])
      : null
  if (items === null) return { rows: [], totalRows: 0, error: 'The JSON must be an array of recipe objects' }
  return {
    rows: items.slice(0, PREVIEW_ROW_COUNT).map((item, index) => toPreviewRow(withKeys(item), index)),
    totalRows: items.length,
    error: null,
  }
}

/** What the file holds, read in the browser before anything is sent. */
export const previewBulkContent = (content: string, fileType: BulkFileType): BulkPreview =>
  fileType === 'csv' ? previewCsv(content) : previewJson(content)
