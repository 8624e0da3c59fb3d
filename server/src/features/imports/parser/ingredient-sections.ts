import { cleanText } from './clean-text'
import type { IngredientSection } from './types'

/** One ingredient line or a section header met while reading a list, in page order. */
export type IngredientEntry = { kind: 'line'; text: string } | { kind: 'header'; title: string }

const MAX_HEADER_WORDS = 7

/** Section headers are short, carry no quantities and read like 'For the sauce:' or 'Dressing:'. */
export const isIngredientHeader = (line: string): boolean => {
  const text = line.trim()
  if (text.length < 2 || text.length > 60 || /\d/.test(text)) return false
  const words = text.split(/\s+/).length
  if (words > MAX_HEADER_WORDS) return false
  if (/:$/.test(text)) return true
  return /^for (?:the |a |an )?[\p{L}' -]+$/iu.test(text) && words <= 5
}

/** Header text as shown: without the trailing colon. */
export const toHeaderTitle = (line: string): string => cleanText(line).replace(/\s*:+$/, '')

/** Classifies plain lines, recognising header lines among them. */
export const toIngredientEntries = (lines: readonly string[]): IngredientEntry[] =>
  lines.map((line) =>
    isIngredientHeader(line) ? { kind: 'header', title: toHeaderTitle(line) } : { kind: 'line', text: line },
  )

/** Groups entries under their headers; lines before the first header form an untitled section. */
export const groupIngredientEntries = (
  entries: readonly IngredientEntry[],
): { ingredients: string[]; ingredientSections: IngredientSection[] } => {
  const sections: IngredientSection[] = []
  let current: IngredientSection = { title: null, items: [] }
  for (const entry of entries) {
    if (entry.kind === 'header') {
      if (current.items.length > 0) sections.push(current)
      current = { title: entry.title.length > 0 ? entry.title : null, items: [] }
      continue
    }
    current.items.push(entry.text)
  }
  if (current.items.length > 0) sections.push(current)
  return { ingredients: sections.flatMap((section) => section.items), ingredientSections: sections }
}
