import { load } from 'cheerio/slim'
import { prepareHtml } from './prepare-html'
import { countStep } from './work-meter'

/** The slice of domhandler's node shape the parser reads; cheerio's parsed documents satisfy it. */
export interface DomNode {
  type: string
  name?: string
  attribs?: Record<string, string>
  children?: DomNode[]
  data?: string
}

export interface DomElement extends DomNode {
  name: string
  attribs: Record<string, string>
  children: DomNode[]
}

/** Deeper nesting than this is garbage, and walking it would only burn time. */
export const MAX_DOM_DEPTH = 400

export const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'center',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'html',
  'legend',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
])

const UNREADABLE_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'head',
  'iframe',
  'object',
])

/** Parses HTML with htmlparser2 (several times faster than parse5 on large pages, and just as forgiving). */
export const parseHtmlDocument = (html: string): DomNode => {
  const root = load(prepareHtml(html)).root().get(0)
  return root ?? { type: 'root', children: [] }
}

export const isElement = (node: DomNode): node is DomElement =>
  typeof node.name === 'string' && node.attribs !== undefined && Array.isArray(node.children)

export const isUnreadable = (element: DomElement): boolean =>
  UNREADABLE_TAGS.has(element.name) || element.attribs.hidden !== undefined

/** Concatenated text of a node, skipping scripts and styles; iterative so deep nesting cannot overflow. */
export const getTextContent = (node: DomNode): string => {
  if (node.type === 'text') return node.data ?? ''
  // Most inline elements hold a single text node; they need no stack.
  const only = node.children?.length === 1 ? node.children[0] : undefined
  if (only?.type === 'text') return only.data ?? ''
  const parts: string[] = []
  const stack: DomNode[] = [node]
  while (stack.length > 0) {
    const current = stack.pop()
    if (current === undefined) break
    countStep()
    if (current.type === 'text') {
      parts.push(current.data ?? '')
      continue
    }
    if (isElement(current) && current !== node && isUnreadable(current)) continue
    if (current.type === 'comment') continue
    const children = current.children ?? []
    for (let index = children.length - 1; index >= 0; index--) {
      const child = children[index]
      if (child !== undefined) stack.push(child)
    }
  }
  return parts.join('')
}

/** Text of a node with a line break around every block element and br, for values that hold a list. */
export const getBlockText = (node: DomNode): string => {
  const parts: string[] = []
  const stack: Array<DomNode | '\n'> = [node]
  while (stack.length > 0) {
    const current = stack.pop()
    if (current === undefined) break
    countStep()
    if (current === '\n') {
      parts.push('\n')
      continue
    }
    if (current.type === 'text') {
      parts.push(current.data ?? '')
      continue
    }
    if (current.type === 'comment') continue
    if (isElement(current)) {
      if (current !== node && isUnreadable(current)) continue
      if (current.name === 'br') {
        parts.push('\n')
        continue
      }
      if (BLOCK_TAGS.has(current.name)) {
        parts.push('\n')
        stack.push('\n')
      }
    }
    const children = current.children ?? []
    for (let index = children.length - 1; index >= 0; index--) {
      const child = children[index]
      if (child !== undefined) stack.push(child)
    }
  }
  return parts.join('')
}

/** Visits every element in document order; the visitor answers false to skip an element's subtree. */
export const walkElements = (
  root: DomNode,
  visit: (element: DomElement, depth: number) => boolean | void,
): void => {
  // Parallel stacks rather than one object per element: large pages have hundreds of thousands.
  const nodes: DomNode[] = [root]
  const depths: number[] = [0]
  while (nodes.length > 0) {
    const node = nodes.pop()
    const depth = depths.pop() ?? 0
    if (node === undefined) break
    countStep()
    if (isElement(node) && node !== root && visit(node, depth) === false) continue
    if (depth >= MAX_DOM_DEPTH) continue
    const children = node.children ?? []
    for (let index = children.length - 1; index >= 0; index--) {
      const child = children[index]
      if (child !== undefined && isElement(child)) {
        nodes.push(child)
        depths.push(depth + 1)
      }
    }
  }
}
