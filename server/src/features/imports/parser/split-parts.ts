import { isElement, type DomElement, type DomNode } from './dom'

/*
 * Recipe cards print an ingredient as separate amount, unit, name and notes elements and rely on CSS for
 * the gaps: '<span class="…-amount">195</span><span class="…-unit">g</span>'. Read as text that is
 * '195g' or, worse, 'bloem150gr'. A space after each such part keeps page order and units as people see them.
 */
const PART_CLASS = /(?:^|[-_])(?:amount|unit|quantity|qty|name|notes?)$/i

const isPart = (node: DomNode): boolean =>
  isElement(node) && (node.attribs.class ?? '').split(/\s+/).some((token) => PART_CLASS.test(token))

/**
 * Adds the spaces among one element's children; called on every element during the page's one walk.
 * Rebuilt in one pass: a splice per part made 100,000 sibling parts quadratic.
 */
export const spaceIngredientParts = (element: DomElement): void => {
  const children = element.children
  if (!children.some(isPart)) return
  const spaced: DomNode[] = []
  for (let index = 0; index < children.length; index++) {
    const child = children[index]
    if (child === undefined) continue
    spaced.push(child)
    if (!isPart(child)) continue
    const next = children[index + 1]
    if (next !== undefined && next.type === 'text' && /^\s/.test(next.data ?? '')) continue
    spaced.push({ type: 'text', data: ' ' })
  }
  children.length = 0
  for (const node of spaced) children.push(node)
}
