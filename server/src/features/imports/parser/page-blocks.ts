import { countStep } from './work-meter'
import { collapseWhitespace } from './clean-text'
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

const isSkipped = (element: DomElement): boolean =>
  SKIPPED_TAGS.has(element.name) ||
  element.attribs.hidden !== undefined ||
  element.attribs['aria-hidden'] === 'true' ||
  /display\s*:\s*none/i.test(element.attribs.style ?? '')

const hasBlockChild = (element: DomElement): boolean =>
  element.children.some((child) => isElement(child) && BLOCK_TAGS.has(child.name))

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

const visitListItem = (state: BlockState, item: DomElement, list: number, depth: number): void => {
  // A list item that wraps a heading is a group of the recipe card, not an ingredient.
  if (item.children.some((child) => isElement(child) && HEADING_LEVELS[child.name] !== undefined)) {
    visitContainer(state, item, depth)
    return
  }
  const nestedLists: DomElement[] = []
  let raw = ''
  for (const child of item.children) {
    if (isElement(child) && (child.name === 'ul' || child.name === 'ol')) nestedLists.push(child)
    else if (!isElement(child) || !isSkipped(child)) raw += ` ${getBlockText(child)}`
  }
  const text = collapseWhitespace(raw)
  if (text.length > 0) state.blocks.push({ kind: 'item', text, list })
  for (const nested of nestedLists) visitBlock(state, nested, depth + 1)
}

const visitContainer = (state: BlockState, element: DomElement, depth: number): void => {
  let run: DomNode[] = []
  for (const child of element.children) {
    countStep()
    if (!isElement(child)) {
      if (child.type === 'text') run.push(child)
      continue
    }
    if (isSkipped(child)) continue
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
