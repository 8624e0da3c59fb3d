import { isElement, walkElements, type DomElement, type DomNode } from './dom'
import { toHeaderTitle, type IngredientEntry } from './ingredient-sections'
import { buildPageBlocks } from './page-blocks'
import { classifySectionLabel } from './section-labels'

/*
 * Recipe plugins and themes name their containers even when the headings are icons or odd phrases
 * ('What goes in'): WP Recipe Maker, Tasty Recipes, Mediavine Create, Zip Recipes, EasyRecipe and most
 * themes put 'ingredients' and 'instructions' (or directions, method, steps) in the class or id. This reads
 * those containers when no heading named the section.
 */

export type ClassRegionKind = 'ingredients' | 'instructions'

const TOKEN_PATTERNS: Record<ClassRegionKind, RegExp> = {
  ingredients: /ingredients?(?:$|[-_])/i,
  instructions: /(?:instructions?|directions?|method|steps|preparation|procedure)(?:$|[-_])/i,
}
const MIN_ITEMS = 2

const classTokens = (element: DomElement): string[] =>
  `${element.attribs.class ?? ''} ${element.attribs.id ?? ''}`
    .split(/\s+/)
    .filter((token) => token.length > 0)

const isContainerOf = (element: DomElement, kind: ClassRegionKind): boolean => {
  const other: ClassRegionKind = kind === 'ingredients' ? 'instructions' : 'ingredients'
  return classTokens(element).some(
    (token) => TOKEN_PATTERNS[kind].test(token) && !TOKEN_PATTERNS[other].test(token),
  )
}

/** Entries of one container: its list items, with short headings inside it as ingredient groups. */
const readContainer = (container: DomElement, kind: ClassRegionKind): IngredientEntry[] => {
  const entries: IngredientEntry[] = []
  for (const block of buildPageBlocks(container)) {
    if (block.kind === 'item') entries.push({ kind: 'line', text: block.text })
    else if (
      kind === 'ingredients' &&
      block.kind === 'heading' &&
      block.level <= 6 &&
      classifySectionLabel(block.text) === null &&
      block.text.length <= 60
    ) {
      entries.push({ kind: 'header', title: toHeaderTitle(block.text) })
    }
  }
  return entries
}

const countLines = (entries: readonly IngredientEntry[]): number =>
  entries.filter((entry) => entry.kind === 'line').length

/**
 * The fullest container named for the section, read as list items; empty when the page has none. Sibling
 * containers with the same class are one section in parts (each group's ingredients, then its steps).
 */
export const findClassRegion = (root: DomNode, kind: ClassRegionKind): IngredientEntry[] => {
  let best: IngredientEntry[] = []
  // A part read as one of its parent's siblings is met again as a container: it is read once.
  const read = new Map<DomElement, IngredientEntry[]>()
  const readOnce = (container: DomElement): IngredientEntry[] => {
    const known = read.get(container) ?? readContainer(container, kind)
    read.set(container, known)
    return known
  }
  const consider = (entries: IngredientEntry[]) => {
    if (countLines(entries) >= MIN_ITEMS && countLines(entries) > countLines(best)) best = entries
  }
  walkElements(root, (element) => {
    if (!isContainerOf(element, kind)) {
      const parts = element.children.filter(
        (child): child is DomElement => isElement(child) && isContainerOf(child, kind),
      )
      if (parts.length < 2) return true
      const byClass = new Map<string, IngredientEntry[]>()
      for (const part of parts) {
        const key = part.attribs.class ?? ''
        const entries = byClass.get(key) ?? []
        entries.push(...readOnce(part))
        byClass.set(key, entries)
      }
      for (const entries of byClass.values()) consider(entries)
      return true
    }
    consider(readOnce(element))
    // The outermost container holds the groups; the ones inside it are parts of it.
    return false
  })
  return best
}
