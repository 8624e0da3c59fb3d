import { decodeHTMLAttribute } from 'entities'
import { unwrapPluginNotes } from './ingredient-notes'
import { repairMojibake } from './mojibake'

/** A line that starts with an amount: a digit or a vulgar fraction ('2 cups', '½ lemon'). */
export const LEADING_AMOUNT = /^[\p{N}½¼¾⅓⅔⅛⅜⅝⅞]/u

/*
 * Fractions: unicode vulgar fractions ('½', '¾') are kept exactly as written, because they read well and
 * round-trip through the editor. Only the fraction slash (U+2044, '1⁄2') becomes a plain '/', since fonts
 * without it show '12'.
 */

const BLOCK_TAG =
  /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|table|section|article|header|footer|blockquote|dd|dt|dl|pre|hr)\b[^>]*>/gi
const ANY_TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^>]*)?\/?>/gi
const DROPPED_BLOCKS = /<(script|style|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi
const ENCODED_ENTITY = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]{1,31});?/i
const ENCODED_TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^>]*)?\/?>/i
const SPACE_LIKE = /[\t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/g
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]/g
const BULLET = /^(?:[-–—•*·▪◦‣●○■□▢☐✓✔➤►▶→]|&bull;)\s*/
const STEP_NUMBER =
  /^(?:step\s*\d{1,3}\s*(?:[:.)\-–—]|of\s*\d+)?|\d{1,3}\s*[.):\-–—](?!\d)|#\d{1,3}\s*[:.)]?)\s*/i

/** Removes tags; block tags become line breaks when lines matter, spaces otherwise. */
const stripTags = (html: string, keepLines = false): string =>
  html
    .replace(DROPPED_BLOCKS, ' ')
    .replace(BLOCK_TAG, keepLines ? '\n' : ' ')
    .replace(ANY_TAG, '')

/** Decodes entities, repeating for double-encoded text ('&amp;amp;') that CMSs often publish. */
export const decodeEntities = (text: string): string => {
  let current = text
  for (let round = 0; round < 3 && ENCODED_ENTITY.test(current); round++) {
    const decoded = decodeHTMLAttribute(current)
    if (decoded === current) break
    current = decoded
  }
  return current
}

/** Collapses every kind of whitespace into single spaces and drops invisible characters. */
export const collapseWhitespace = (text: string): string =>
  repairMojibake(text).replace(INVISIBLE, '').replace(SPACE_LIKE, ' ').replace(/ {2,}/g, ' ').trim()

/** Repairs the punctuation that templating leaves behind ('Stir ..', 'salt , pepper', '( optional )'). */
const tidyPunctuation = (text: string): string =>
  text
    .replace(/\u2044/g, '/')
    .replace(/\s+([,;!?])(?=\s|$)/g, '$1')
    .replace(/\s+([,;])(?=\p{L})/gu, '$1 ')
    .replace(/\s+([.:])(?=\s|$)/g, '$1')
    .replace(/([,;:!?])\1+/g, '$1')
    .replace(/(?<!\.)\.\.(?!\.)/g, '.')
    .replace(/,\./g, '.')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/\(\s*\)/g, '')
    .replace(/ {2,}/g, ' ')
    .trim()

const cleanOneLine = (line: string): string => tidyPunctuation(collapseWhitespace(line))

/** Turns a value that may carry tags and entities into one readable line. */
export const cleanText = (value: string): string => {
  let text = decodeEntities(stripTags(value))
  // Entity-encoded markup ('&lt;p&gt;') only becomes a tag after decoding.
  if (ENCODED_TAG.test(text)) text = stripTags(text)
  return cleanOneLine(text)
}

/** Same as cleanText but keeps line structure (br, p, li) and answers the non-empty lines. */
export const cleanLines = (value: string): string[] => {
  let text = decodeEntities(stripTags(value, true))
  if (ENCODED_TAG.test(text)) text = stripTags(text, true)
  return text
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .map(cleanOneLine)
    .filter((line) => line.length > 0)
}

/** Answers the cleaned text, or null when nothing readable is left. */
export const cleanOptionalText = (value: string | null | undefined): string | null => {
  if (value === null || value === undefined) return null
  const text = cleanText(value)
  return text.length > 0 ? text : null
}

/** Removes a leading list bullet ('-', '•', '*', '▢') from a line. */
export const stripBullet = (line: string): string => line.replace(BULLET, '').trim()

/** Removes a leading step number ('1.', '2)', 'Step 3:', 'Step 4 of 9') from an instruction. */
export const stripStepNumber = (step: string): string => step.replace(STEP_NUMBER, '').trim()

/** Cleans one ingredient line: readable text without a bullet. */
/** '0 As required salt': recipe builders print a zero amount where the cook decides; the zero is no amount. */
const stripZeroAmount = (line: string): string => line.replace(/^0\s+(?=\p{L})/u, '')

export const cleanIngredientLine = (line: string): string =>
  tidyPunctuation(unwrapPluginNotes(stripZeroAmount(stripBullet(cleanText(line)))))

/** Cleans one instruction: readable text without a bullet or step number. */
export const cleanInstructionLine = (line: string): string => {
  const text = cleanText(line)
  // A lone '3' or 'Step 3' is the number badge of a step card, not a step.
  if (/^(?:step\s*)?\d{1,3}\s*[.):]?$/i.test(text)) return ''
  return tidyPunctuation(stripStepNumber(stripBullet(text)))
}

/** Drops empties and exact repeats while keeping the original order. */
export const dedupeLines = (lines: readonly string[]): string[] => {
  const seen = new Set<string>()
  const result: string[] = []
  for (const line of lines) {
    if (line.length === 0) continue
    const key = line.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    result.push(line)
  }
  return result
}
