import { countStep } from './work-meter'
import { collapseWhitespace, LEADING_AMOUNT } from './clean-text'
import { classifySectionLabel } from './section-labels'
import {
  BLOCK_TAGS,
  getBlockText,
  getTextContent,
  isElement,
  MAX_DOM_DEPTH,
  type DomElement,
  type DomNode,
} from './dom'

/**
 * The visible page as a flat sequence of readable blocks, in reading order. Headings have levels 1–6;
 * a line that is entirely bold ('<p><strong>Ingredients:</strong></p>') counts as a level 7 heading.
 * Text is only whitespace-collapsed here; the full cleaning runs on the few lines a recipe keeps.
 */
export type PageBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'item'; text: string; list: number }
  | { kind: 'line'; text: string }

/** Chrome and widgets that never hold the recipe but often hold lists and 'Print' or 'Share' labels. */
const SKIPPED_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'nav',
  'footer',
  'form',
  'button',
  'select',
  'textarea',
  'aside',
  'head',
  'object',
  'canvas',
  'video',
  'audio',
  'map',
])
const HEADING_LEVELS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 }
const EMPHASIS_TAGS = new Set(['strong', 'b'])
const MAX_BLOCKS = 20_000
const MAX_LABEL_LENGTH = 80

/**
 * Tabs that switch units or views ('US | METRIC') are buttons, not lines of the recipe; tabs named after
 * sections ('Ingredients | Method') are kept, as they title the panels below them.
 */
const isControlTabs = (element: DomElement): boolean =>
  element.attribs.role === 'tablist' &&
  !element.children.some(
    (child) => isElement(child) && classifySectionLabel(collapseWhitespace(getTextContent(child))) !== null,
  )

const isSkipped = (element: DomElement): boolean =>
  SKIPPED_TAGS.has(element.name) ||
  isControlTabs(element) ||
  element.attribs.hidden !== undefined ||
  element.attribs['aria-hidden'] === 'true' ||
  /display\s*:\s*none/i.test(element.attribs.style ?? '')

/** How deep a chain of framework elements ('<app-recipe><app-card><div>') is searched for a block inside. */
const MAX_CUSTOM_NESTING = 4

/** Angular, Vue and web-component pages wrap their blocks in custom elements, which hold lines like a div. */
const hasBlockChild = (element: DomElement, nesting = 0): boolean =>
  element.children.some(
    (child) =>
      isElement(child) &&
      (BLOCK_TAGS.has(child.name) ||
        (nesting < MAX_CUSTOM_NESTING && child.name.includes('-') && hasBlockChild(child, nesting + 1))),
  )

/** The part of a run's text that sits inside strong/b, to tell a bold label from a sentence. */
const readEmphasizedText = (node: DomNode, depth: number): string => {
  countStep()
  if (depth > 12 || !isElement(node)) return ''
  if (EMPHASIS_TAGS.has(node.name)) return getTextContent(node)
  let text = ''
  for (const child of node.children) text += readEmphasizedText(child, depth + 1)
  return text
}

/*
 * The walkers below are top-level functions sharing one state object rather than closures: tsx names every
 * closure it creates (esbuild keepNames), which made block building several times slower on large pages.
 */
interface BlockState {
  blocks: PageBlock[]
  listCount: number
}

const pushLine = (state: BlockState, run: readonly DomNode[]): void => {
  let raw = ''
  for (const node of run) raw += getTextContent(node)
  const text = collapseWhitespace(raw)
  if (text.length === 0) return
  // Only short lines can be bold labels; measuring emphasis on paragraphs would be wasted work.
  let emphasized = ''
  if (text.length <= MAX_LABEL_LENGTH) for (const node of run) emphasized += readEmphasizedText(node, 0)
  state.blocks.push(
    collapseWhitespace(emphasized) === text ? { kind: 'heading', level: 7, text } : { kind: 'line', text },
  )
}

/**
 * Inside one line, a part hidden by class ('hidden', 'd-none') is a substitute or a popup shown on demand.
 * Only lines are trimmed this way: whole sections hidden by class may be tabs that hold the recipe, and
 * 'hidden md:block' is shown on larger screens.
 */
const isClassHidden = (element: DomElement): boolean => {
  const classes = (element.attribs.class ?? '').split(/\s+/)
  return (
    classes.some((name) => name === 'hidden' || name === 'd-none') &&
    !classes.some((name) => name.includes(':') || /^d-\w+-(?!none)/.test(name))
  )
}

const MAX_NOTE_ITEMS = 2
const MAX_NOTE_WORDS = 10

/**
 * '150 g onion' with a nested 'roughly 1 large onion': a short unmeasured line under a measured one is its
 * note, not an ingredient of its own. Nested measured lines ('For the sauce' then '2 tbsp soy') stay items.
 */
const readItemNote = (text: string, nestedLists: readonly DomElement[]): string | null => {
  if (nestedLists.length !== 1 || !LEADING_AMOUNT.test(text) || text.length > 120 || /[.!?]$/.test(text))
    return null
  const items = (nestedLists[0]?.children ?? []).filter(isElement)
  if (items.length === 0 || items.length > MAX_NOTE_ITEMS) return null
  const notes: string[] = []
  for (const item of items) {
    if (
      item.name !== 'li' ||
      isSkipped(item) ||
      item.children.some((child) => isElement(child) && (child.name === 'ul' || child.name === 'ol'))
    )
      return null
    const note = collapseWhitespace(getTextContent(item))
    if (note.length === 0) continue
    if (LEADING_AMOUNT.test(note) || note.split(' ').length > MAX_NOTE_WORDS) return null
    notes.push(note)
  }
  return notes.length > 0 ? notes.join(' ') : null
}

const visitListItem = (state: BlockState, item: DomElement, list: number, depth: number): void => {
  // A list item that wraps a heading is a group of the recipe card, not an ingredient; text before the
  // heading is still the item ('<li>Bake 20 minutes.<h2>More recipes</h2></li>').
  const headingAt = item.children.findIndex(
    (child) => isElement(child) && HEADING_LEVELS[child.name] !== undefined,
  )
  if (headingAt >= 0) {
    let lead = ''
    for (const child of item.children.slice(0, headingAt))
      if (!isElement(child) || !isSkipped(child)) lead += ` ${getTextContent(child)}`
    const text = collapseWhitespace(lead)
    // A number badge or an icon before the heading stays with the group.
    const isItem = /\p{L}{2}/u.test(text)
    if (isItem) state.blocks.push({ kind: 'item', text, list })
    const rest = isItem ? { ...item, children: item.children.slice(headingAt) } : item
    visitContainer(state, rest, depth)
    return
  }
  const nestedLists: DomElement[] = []
  let raw = ''
  for (const child of item.children) {
    if (isElement(child) && (child.name === 'ul' || child.name === 'ol')) nestedLists.push(child)
    else if (!isElement(child) || !(isSkipped(child) || isClassHidden(child)))
      raw += ` ${getBlockText(child)}`
  }
  const text = collapseWhitespace(raw)
  const note = readItemNote(text, nestedLists)
  if (note !== null) {
    state.blocks.push({ kind: 'item', text: `${text} ${note}`, list })
    return
  }
  if (text.length > 0) state.blocks.push({ kind: 'item', text, list })
  for (const nested of nestedLists) visitBlock(state, nested, depth + 1)
}

const isTabPanel = (element: DomElement): boolean => element.attribs.role === 'tabpanel'

const isActivePanel = (element: DomElement): boolean =>
  (element.attribs.class ?? '').split(/\s+/).some((name) => name === 'active' || name === 'is-active')

const MIN_SHARED_WORDS = 0.6

const toWordSet = (element: DomElement): Set<string> =>
  new Set(
    (
      getTextContent(element)
        .toLowerCase()
        .match(/\p{L}{3,}/gu) ?? []
    ).slice(0, 2000),
  )

/**
 * Panels that show one list in other units ('US' beside 'Metric') repeat the same foods: the panel not
 * shown is left out when the shown one holds most of its words. A panel holding other text (a 'Method'
 * tab) is kept.
 */
const findDuplicatePanels = (element: DomElement): Set<DomElement> => {
  const panels = element.children.filter(
    (child): child is DomElement => isElement(child) && isTabPanel(child),
  )
  const active = panels.filter(isActivePanel)
  const shown = active[0]
  if (active.length !== 1 || shown === undefined || panels.length < 2) return new Set()
  const shownWords = toWordSet(shown)
  const duplicates = new Set<DomElement>()
  for (const panel of panels) {
    if (panel === shown) continue
    const words = [...toWordSet(panel)]
    const shared = words.filter((word) => shownWords.has(word)).length
    if (words.length > 0 && shared >= words.length * MIN_SHARED_WORDS) duplicates.add(panel)
  }
  return duplicates
}

const visitContainer = (state: BlockState, element: DomElement, depth: number): void => {
  let run: DomNode[] = []
  const duplicates = findDuplicatePanels(element)
  for (const child of element.children) {
    countStep()
    if (!isElement(child)) {
      if (child.type === 'text') run.push(child)
      continue
    }
    if (isSkipped(child) || duplicates.has(child)) continue
    const breaksLine = child.name === 'br' || child.name === 'hr'
    const isBlock = !breaksLine && (BLOCK_TAGS.has(child.name) || hasBlockChild(child))
    if (!breaksLine && !isBlock) {
      run.push(child)
      continue
    }
    if (run.length > 0) pushLine(state, run)
    run = []
    if (isBlock) visitBlock(state, child, depth + 1)
  }
  if (run.length > 0) pushLine(state, run)
}

const visitBlock = (state: BlockState, element: DomElement, depth: number): void => {
  countStep()
  if (depth > MAX_DOM_DEPTH || state.blocks.length >= MAX_BLOCKS || isSkipped(element)) return
  const level = HEADING_LEVELS[element.name]
  if (level !== undefined) {
    const text = collapseWhitespace(getTextContent(element))
    if (text.length > 0) state.blocks.push({ kind: 'heading', level, text })
    return
  }
  if (element.name === 'ul' || element.name === 'ol') {
    const list = ++state.listCount
    for (const child of element.children) {
      if (!isElement(child) || isSkipped(child)) continue
      if (child.name === 'li') visitListItem(state, child, list, depth + 1)
      else visitBlock(state, child, depth + 1)
    }
    return
  }
  if (element.name === 'li') {
    visitListItem(state, element, ++state.listCount, depth + 1)
    return
  }
  // A definition list of terms alone is a list ('<dt><b>flour</b><u>85 g</u></dt>'); term and definition
  // pairs stay lines, as facts like 'Prep time' then '10 min' are read from them.
  if (element.name === 'dl' && !element.children.some((child) => isElement(child) && child.name === 'dd')) {
    const list = ++state.listCount
    for (const child of element.children) {
      if (!isElement(child) || isSkipped(child)) continue
      if (child.name === 'dt') visitListItem(state, child, list, depth + 1)
      else visitBlock(state, child, depth + 1)
    }
    return
  }
  if (element.name === 'tr') {
    const cells = element.children.filter(isElement).map((cell) => collapseWhitespace(getTextContent(cell)))
    const text = cells.filter((cell) => cell.length > 0).join(' ')
    if (text.length > 0) state.blocks.push({ kind: 'line', text })
    return
  }
  visitContainer(state, element, depth)
}

export const buildPageBlocks = (root: DomNode): PageBlock[] => {
  const state: BlockState = { blocks: [], listCount: 0 }
  if (isElement(root)) visitBlock(state, root, 0)
  else visitContainer(state, { type: 'root', name: '#root', attribs: {}, children: root.children ?? [] }, 0)
  return state.blocks
}
