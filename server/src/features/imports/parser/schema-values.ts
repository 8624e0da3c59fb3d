/** Helpers for reading schema.org values, which arrive as strings, numbers, arrays or objects. */

export type SchemaNode = Record<string, unknown>

const PREFIXES = ['', 'schema:', 'https://schema.org/', 'http://schema.org/']

export const isSchemaNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const toArray = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]

/** Reads a property, accepting the prefixed spellings ('schema:name') some publishers use. */
export const getProperty = (node: SchemaNode, key: string): unknown => {
  for (const prefix of PREFIXES) {
    const value = node[`${prefix}${key}`]
    if (value !== undefined && value !== null) return value
  }
  return undefined
}

/** Lower-cased type names without their vocabulary prefix ('http://schema.org/Recipe' → 'recipe'). */
export const getSchemaTypes = (node: SchemaNode): string[] =>
  toArray(node['@type'])
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.replace(/^(?:https?:\/\/(?:www\.)?schema\.org\/|schema:)/i, '').toLowerCase())

/** Every string in a value, in order: strings, numbers, arrays of them and JSON-LD value objects. */
export const getTexts = (value: unknown, depth = 0): string[] => {
  if (depth > 8) return []
  if (typeof value === 'string') return [value]
  if (typeof value === 'number' && Number.isFinite(value)) return [String(value)]
  if (Array.isArray(value)) return value.flatMap((item) => getTexts(item, depth + 1))
  if (isSchemaNode(value) && value['@value'] !== undefined) return getTexts(value['@value'], depth + 1)
  return []
}

export const getFirstText = (value: unknown): string | null => {
  for (const text of getTexts(value)) if (text.trim().length > 0) return text
  return null
}

/** Reads the first number in '320 kcal', '12,5 g' or '1,250 calories'. */
export const parseNutritionNumber = (value: unknown): number | null => {
  const text = getFirstText(value)
  if (text === null) return null
  const match = /(\d+(?:[.,]\d+)*)/.exec(text)
  if (!match?.[1]) return null
  let digits = match[1]
  // A comma before exactly three digits groups thousands; any other comma is a decimal point.
  digits = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(digits) ? digits.replace(/,/g, '') : digits.replace(',', '.')
  const number = Number(digits)
  if (!Number.isFinite(number)) return null
  return Math.round(number * 10) / 10
}
