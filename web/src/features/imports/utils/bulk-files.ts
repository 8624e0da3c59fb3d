import {
  BulkCsvError,
  findBulkJsonItems,
  readBulkCsv,
  readBulkJsonItem,
  splitBulkList,
  type BulkCsvColumn,
} from '@forkcast/contract/bulk-csv'
import { BULK_FILE_TYPES, type BulkFileType } from '@forkcast/contract/recipes.schemas'
import type { TFunction } from 'i18next'
import { i18next } from '@/lib/i18n'
import { formatNumber } from '@/lib/format'

type ImportsT = TFunction<'imports'>
/** The words of the language on screen, for callers that have no `t` of their own. */
const currentT = (): ImportsT => i18next.getFixedT(null, 'imports')

const PREVIEW_ROW_COUNT = 5

/** The first rows as the person will recognise them; `row` counts recipes, not the header line. */
interface PreviewRow {
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

const countItems = (value: unknown) =>
  (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? splitBulkList(value) : []).filter(
    (item) => item.trim() !== '',
  ).length
const readText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''

const toPreviewRow = (values: Partial<Record<BulkCsvColumn, unknown>>, index: number): PreviewRow => ({
  row: index + 1,
  title: readText(values.title),
  ingredients: countItems(values.ingredients),
  instructions: countItems(values.instructions),
  cuisine: readText(values.foodType) || readText(values.cuisine),
})

// The server's own reader, so the preview refuses what the upload would refuse, with the same words.
const previewCsv = (content: string): BulkPreview => {
  try {
    const { records } = readBulkCsv(content)
    return {
      rows: records.slice(0, PREVIEW_ROW_COUNT).map(toPreviewRow),
      totalRows: records.length,
      error: null,
    }
  } catch (error) {
    if (error instanceof BulkCsvError) return { rows: [], totalRows: 0, error: error.message }
    throw error
  }
}

/**
 * The line a JSON.parse failure points at: Chrome and Node give a character position, Firefox a line;
 * null when the browser says neither (Safari).
 */
const findJsonErrorLine = (content: string, message: string): number | null => {
  const line = /\bline (\d+)/.exec(message)
  if (line) return Number(line[1])
  const position = /\bposition (\d+)/.exec(message)
  if (!position) return null
  return content.slice(0, Number(position[1])).split('\n').length
}

/** A broken JSON file in a person's words: where to look and what is usually wrong, not the parser's message. */
export const describeJsonError = (content: string, message: string, t: ImportsT = currentT()): string => {
  const line = findJsonErrorLine(content, message)
  return line === null
    ? t('bulkFiles.invalidJson')
    : t('bulkFiles.invalidJsonAtLine', { line: formatNumber(line) })
}

const previewJson = (content: string, t: ImportsT): BulkPreview => {
  let parsed: unknown
  try {
    parsed = JSON.parse(content)
  } catch (error) {
    return {
      rows: [],
      totalRows: 0,
      error: describeJsonError(content, error instanceof Error ? error.message : '', t),
    }
  }
  const items = findBulkJsonItems(parsed)
  if (items === null) return { rows: [], totalRows: 0, error: t('bulkFiles.notAnArray') }
  return {
    rows: items
      .slice(0, PREVIEW_ROW_COUNT)
      .map((item, index) => toPreviewRow(readBulkJsonItem(item)?.values ?? {}, index)),
    totalRows: items.length,
    error: null,
  }
}

/** What the file holds, read in the browser before anything is sent. */
export const previewBulkContent = (
  content: string,
  fileType: BulkFileType,
  t: ImportsT = currentT(),
): BulkPreview => (fileType === 'csv' ? previewCsv(content) : previewJson(content, t))
