/*
 * A linear pass over the raw HTML before the DOM parser sees it, for two reasons:
 * 1. Speed: inline scripts (other than JSON-LD), styles, SVG and comments are most of a large page's bytes
 *    and carry nothing the parser reads, so they are cut before the DOM is built.
 * 2. Safety: htmlparser2 keeps its open-element stack with unshift/indexOf, so a hostile page of 500k unclosed
 *    <div>s (or a deep stack followed by 500k stray close tags) takes minutes and blocks the event loop. The
 *    pass replays the parser's stack rules and, only when a page goes that deep, drops the tags beyond the
 *    limit. Text is kept; only the excess structure goes.
 */

import { countStep } from './work-meter'

export const MAX_PARSE_DEPTH = 300
/** Stray close tags each cost a scan of the open stack; past this much total work the page is rewritten. */
const MAX_STRAY_CLOSE_WORK = 20_000_000

const TAG = /<(\/?)([a-zA-Z][^\s/>]*)[^>]*>|<!--/g
const RAW_TEXT_TAGS = new Set(['script', 'style', 'textarea', 'title'])
const JSON_LD_TYPE = /\stype\s*=\s*["']?application\/ld\+json/i
const VOID_TAGS = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'command',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'isindex',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
])
const P_ONLY = new Set(['p'])
const FORM_TAGS = new Set(['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea'])
const OPEN_IMPLIES_CLOSE = new Map<string, ReadonlySet<string>>([
  ['tr', new Set(['tr', 'th', 'td'])],
  ['th', new Set(['th'])],
  ['td', new Set(['thead', 'th', 'td'])],
  ['body', new Set(['head', 'link', 'script'])],
  ['li', new Set(['li'])],
  ['option', new Set(['option'])],
  ['optgroup', new Set(['optgroup', 'option'])],
  ['dd', new Set(['dd', 'dt'])],
  ['dt', new Set(['dd', 'dt'])],
  ['rt', new Set(['rt', 'rp'])],
  ['rp', new Set(['rt', 'rp'])],
  ['tbody', new Set(['thead', 'tbody'])],
  ['tfoot', new Set(['thead', 'tbody'])],
  ...['select', 'input', 'output', 'button', 'datalist', 'textarea'].map(
    (name): [string, ReadonlySet<string>] => [name, FORM_TAGS],
  ),
  ...[
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'address',
    'article',
    'aside',
    'blockquote',
    'details',
    'div',
    'dl',
    'fieldset',
    'figcaption',
    'figure',
    'footer',
    'form',
    'header',
    'hr',
    'main',
    'nav',
    'ol',
    'pre',
    'section',
    'table',
    'ul',
  ].map((name): [string, ReadonlySet<string>] => [name, P_ONLY]),
])

const APP_STATE_ID = /\sid\s*=\s*["']?__(?:NEXT|NUXT)_DATA__["'\s>]/i
const APP_STATE_TYPE = /\stype\s*=\s*["']?application\/json["'\s>]/i
const APP_STATE_START = /^\s*(?:window\.__NUXT__\s*=|\(?self\.__next_f\b)/

/** Embedded app state (Next.js, Nuxt, JSON islands) can hold the whole recipe, so those scripts are kept. */
const isAppStateScript = (html: string, openTag: string, contentStart: number): boolean =>
  APP_STATE_ID.test(openTag) ||
  APP_STATE_TYPE.test(openTag) ||
  APP_STATE_START.test(html.slice(contentStart, contentStart + 64))

/** Cuts are always applied; structural cuts only when the page is pathologically deep. */
const CONTENT_CUT = 0
const STRUCTURE_CUT = 1

const increment = (counts: Map<string, number>, name: string, by: number) =>
  counts.set(name, (counts.get(name) ?? 0) + by)

/** Offset just past the close tag of `name` at or after `from`, or -1 when the element never closes. */
const findCloseEnd = (html: string, name: string, from: number): { start: number; end: number } | null => {
  const close = new RegExp(`</${name}[^>]*>`, 'ig')
  close.lastIndex = from
  const match = close.exec(html)
  return match === null ? null : { start: match.index, end: close.lastIndex }
}

/** Answers HTML that parses to the same readable document, without dead weight or pathological nesting. */
export const prepareHtml = (html: string, maxDepth = MAX_PARSE_DEPTH): string => {
  const stack: string[] = []
  const openCounts = new Map<string, number>()
  const droppedOpenCounts = new Map<string, number>()
  /** Flattened [start, end, kind] triples, in document order. */
  const cuts: number[] = []
  let strayCloseWork = 0
  let exceeded = false

  const pop = () => {
    countStep()
    const name = stack.pop()
    if (name !== undefined) increment(openCounts, name, -1)
  }

  const tag = new RegExp(TAG.source, 'g')
  for (let match = tag.exec(html); match !== null; match = tag.exec(html)) {
    const start = match.index
    countStep()
    if (match[0] === '<!--') {
      const end = html.indexOf('-->', start + 4)
      if (end === -1) break
      tag.lastIndex = end + 3
      cuts.push(start, end + 3, CONTENT_CUT)
      continue
    }
    const name = (match[2] ?? '').toLowerCase()
    if (match[1] === '/') {
      if ((droppedOpenCounts.get(name) ?? 0) > 0) {
        increment(droppedOpenCounts, name, -1)
        cuts.push(start, tag.lastIndex, STRUCTURE_CUT)
      } else if ((openCounts.get(name) ?? 0) > 0) {
        while (stack.length > 0 && stack.at(-1) !== name) pop()
        pop()
      } else if (!VOID_TAGS.has(name) && name !== 'p') {
        strayCloseWork += stack.length
        cuts.push(start, tag.lastIndex, STRUCTURE_CUT)
      }
      continue
    }
    // Whole elements the parser never reads: cut them before they cost a DOM.
    const isDeadScript =
      (name === 'script' &&
        !JSON_LD_TYPE.test(match[0]) &&
        !isAppStateScript(html, match[0], tag.lastIndex)) ||
      name === 'style'
    if (isDeadScript || name === 'svg') {
      const close = findCloseEnd(html, name, tag.lastIndex)
      if (close === null) break
      cuts.push(start, close.end, CONTENT_CUT)
      tag.lastIndex = close.end
      continue
    }
    const implied = OPEN_IMPLIES_CLOSE.get(name)
    if (implied !== undefined) {
      while (stack.length > 0 && implied.has(stack.at(-1) ?? '')) pop()
    }
    if (!VOID_TAGS.has(name)) {
      if (stack.length >= maxDepth) {
        exceeded = true
        increment(droppedOpenCounts, name, 1)
        cuts.push(start, tag.lastIndex, STRUCTURE_CUT)
      } else {
        stack.push(name)
        increment(openCounts, name, 1)
      }
    }
    if (RAW_TEXT_TAGS.has(name)) {
      const close = findCloseEnd(html, name, tag.lastIndex)
      if (close === null) break
      tag.lastIndex = close.start
    }
  }

  const applyStructureCuts = exceeded || strayCloseWork > MAX_STRAY_CLOSE_WORK
  const parts: string[] = []
  let cursor = 0
  for (let index = 0; index + 2 < cuts.length; index += 3) {
    const cutStart = cuts[index] ?? 0
    const cutEnd = cuts[index + 1] ?? 0
    if (cuts[index + 2] === STRUCTURE_CUT && !applyStructureCuts) continue
    if (cutStart < cursor) continue
    parts.push(html.slice(cursor, cutStart))
    cursor = cutEnd
  }
  if (cursor === 0) return html
  parts.push(html.slice(cursor))
  return parts.join('')
}
