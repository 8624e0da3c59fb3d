import { isElement, isUnreadable, walkElements, type DomElement, type DomNode } from './dom'
import { countStep } from './work-meter'
import { deriveTotalMinutes, parseStrictDurationMinutes } from './durations'
import { normalizeYield } from './yields'

/*
 * Recipe cards and themes often print their facts without words, behind an icon, but name them in the markup:
 * <div class="recipe-meta servings">4</div>, <span class="tijd">15 min</span>, an empty
 * <span class="icon-serves"></span> beside the count. This reads those facts by the class or id that names them.
 */

export interface ClassFacts {
  prepTimeMinutes: number | null
  cookTimeMinutes: number | null
  totalTimeMinutes: number | null
  yields: string | null
}

/** 'other' is a time that is no part of prep, cook or total as read here (chilling, resting, a post's reading time). */
type FactKind = 'prep' | 'cook' | 'total' | 'other' | 'yields'
/** 'time' names a time without saying which; it takes the kind of the container it sits in. */
type MarkKind = FactKind | 'time'

const MAX_VALUE_LENGTH = 30
/** Parts of a page that never hold the recipe's own facts. */
const SKIPPED_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'nav',
  'footer',
  'aside',
  'form',
  'button',
  'head',
  'svg',
])
const KIND_TOKENS: ReadonlyArray<[MarkKind, RegExp]> = [
  ['prep', /(?:^|[-_])prep(?:aration)?(?:[-_]?time)?(?:$|[-_])/i],
  ['cook', /(?:^|[-_])(?:cook(?:ing)?|bake|baking)[-_]?time(?:$|[-_])/i],
  ['total', /(?:^|[-_])(?:total[-_]?time|ready[-_]?in)(?:$|[-_])/i],
  [
    'other',
    /(?:^|[-_])(?:reading|read|custom|chill(?:ing)?|rest(?:ing)?|marinat(?:e|ing)|inactive|additional|active|wait(?:ing)?|freez(?:e|ing)|ris(?:e|ing)|proof(?:ing)?)[-_]?time(?:$|[-_])/i,
  ],
  ['time', /(?:^|[-_])(?:time|tijd|zeit|temps|tiempo|tempo|duration|durata|duree)(?:$|[-_])/i],
  [
    'yields',
    /(?:^|[-_])(?:serves|servings?|yields?|portions?|porties|portionen|persons?|people|personen|porciones|porcj[ie]|porce|aantal)(?:$|[-_])/i,
  ],
]
const COUNT = /^(?:\d+(?:\s*[-–]\s*\d+)?)(?:\s+\p{L}+\.?)?$/u
const YIELD_LABEL = /^(?:serves|servings|yields?|makes)\s*:?\s*\d+(?:\s*[-–]\s*\d+)?(?:\s+\p{L}+)?$/iu

const kindOf = (element: DomElement): MarkKind | null => {
  // An icon image says what it stands for in its alt text ('serves', 'time').
  const words = element.name === 'img' ? `${element.attribs.alt ?? ''} ${element.attribs.title ?? ''}` : ''
  const tokens = `${element.attribs.class ?? ''} ${element.attribs.id ?? ''} ${words}`.split(/\s+/)
  for (const [kind, pattern] of KIND_TOKENS) if (tokens.some((token) => pattern.test(token))) return kind
  return null
}

/** The node's text when it is short, else ''; it stops reading early, so nested containers cost little. */
const shortText = (node: DomNode): string => {
  const parts: string[] = []
  let length = 0
  const stack: DomNode[] = [node]
  while (stack.length > 0 && length <= MAX_VALUE_LENGTH * 4) {
    const current = stack.pop()
    if (current === undefined) break
    countStep()
    if (current.type === 'text') {
      parts.push(current.data ?? '')
      length += current.data?.length ?? 0
      continue
    }
    if (isElement(current) && (SKIPPED_TAGS.has(current.name) || isUnreadable(current))) continue
    const children = current.children ?? []
    for (let index = children.length - 1; index >= 0; index--) {
      const child = children[index]
      if (child !== undefined) stack.push(child)
    }
  }
  if (stack.length > 0) return ''
  const text = parts.join('').replace(/\s+/g, ' ').trim()
  return text.length <= MAX_VALUE_LENGTH ? text : ''
}

const readValue = (kind: FactKind, text: string): number | string | null => {
  if (text.length === 0) return null
  if (kind === 'yields') return COUNT.test(text) || YIELD_LABEL.test(text) ? normalizeYield(text) : null
  return parseStrictDurationMinutes(text)
}

/** The first fact of each kind that the page's markup names, in reading order. */
export const readClassFacts = (root: DomNode): ClassFacts => {
  const found: Partial<Record<FactKind, number | string>> = {}
  const take = (kind: FactKind, text: string) => {
    if (kind === 'other' || found[kind] !== undefined) return
    const value = readValue(kind, text)
    if (value !== null) found[kind] = value
  }
  // The specific kinds of the elements around the current one, by depth ('wprm-recipe-time' in a prep block).
  const around: Array<{ depth: number; kind: FactKind }> = []
  const resolve = (kind: MarkKind | null): FactKind | null =>
    kind === 'time' ? (around.at(-1)?.kind ?? 'total') : kind
  walkElements(root, (element, depth) => {
    // A servings selector shows its chosen option; the others are only choices.
    if (
      SKIPPED_TAGS.has(element.name) ||
      (element.name === 'option' && element.attribs.selected === undefined)
    )
      return false
    while ((around.at(-1)?.depth ?? -1) >= depth) around.pop()
    const kind = resolve(kindOf(element))
    if (kind !== null) {
      take(kind, shortText(element))
      around.push({ depth, kind })
    }
    // An empty icon that names the fact: the value is its neighbour's text, so its parent's whole text.
    for (const child of element.children) {
      const iconKind = isElement(child) ? resolve(kindOf(child)) : null
      if (iconKind !== null && shortText(child) === '') take(iconKind, shortText(element))
    }
    return true
  })
  const number = (kind: FactKind): number | null => {
    const value = found[kind]
    return typeof value === 'number' ? value : null
  }
  const yields = found.yields
  return {
    prepTimeMinutes: number('prep'),
    cookTimeMinutes: number('cook'),
    totalTimeMinutes: deriveTotalMinutes(number('prep'), number('cook'), number('total')),
    yields: typeof yields === 'string' ? yields : null,
  }
}
