import { parseLenientJson } from './lenient-json'
import { normalizeSchemaRecipe, type SchemaContext } from './schema-recipe'
import { getSchemaTypes, isSchemaNode, type SchemaNode } from './schema-values'
import type { ParsedRecipe } from './types'

const MAX_WALK_DEPTH = 12
const MAX_NODES = 5000

/** Collects Recipe nodes wherever they sit (top level, arrays, @graph, mainEntity, ItemList) and every @id. */
const collectNodes = (
  values: readonly unknown[],
): { recipes: SchemaNode[]; byId: Map<string, SchemaNode> } => {
  const recipes: SchemaNode[] = []
  const byId = new Map<string, SchemaNode>()
  const seen = new Set<unknown>()
  const stack: Array<{ value: unknown; depth: number }> = values
    .map((value) => ({ value, depth: 0 }))
    .reverse()
  while (stack.length > 0 && seen.size < MAX_NODES) {
    const entry = stack.pop()
    if (entry === undefined) break
    const { value, depth } = entry
    if (depth > MAX_WALK_DEPTH || typeof value !== 'object' || value === null || seen.has(value)) continue
    seen.add(value)
    const children: unknown[] = Array.isArray(value) ? value : Object.values(value)
    if (isSchemaNode(value)) {
      const id = value['@id']
      // Bare references ({ "@id": … }) must not shadow the node they point to.
      if (typeof id === 'string' && Object.keys(value).length > 1 && !byId.has(id)) byId.set(id, value)
      if (getSchemaTypes(value).includes('recipe')) recipes.push(value)
    }
    for (let index = children.length - 1; index >= 0; index--)
      stack.push({ value: children[index], depth: depth + 1 })
  }
  return { recipes, byId }
}

const scoreRecipe = (recipe: ParsedRecipe): number =>
  recipe.ingredients.length * 2 + recipe.instructions.length * 2 + (recipe.title === null ? 0 : 1)

const toComparable = (text: string | null): string =>
  (text ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')

/**
 * Reads the best Recipe from the page's JSON-LD scripts; null when none holds one. Of several recipes, the one
 * named like the page (its title or heading) is the page's own; the others are its side recipes.
 */
export const extractJsonLdRecipe = (
  scripts: readonly string[],
  pageUrl?: string,
  pageTitle?: string | null,
): ParsedRecipe | null => extractSchemaRecipe(scripts.flatMap(parseLenientJson), pageUrl, pageTitle)

/** Reads the best schema.org Recipe among parsed JSON values (JSON-LD, or the same objects in app state). */
export const extractSchemaRecipe = (
  values: readonly unknown[],
  pageUrl?: string,
  pageTitle?: string | null,
): ParsedRecipe | null => {
  const { recipes, byId } = collectNodes(values)
  if (recipes.length === 0) return null
  const context: SchemaContext = {
    pageUrl,
    resolveReference: (value) => {
      if (!isSchemaNode(value) || typeof value['@id'] !== 'string') return value
      const keys = Object.keys(value).filter((key) => key !== '@type')
      return keys.length === 1 ? (byId.get(value['@id']) ?? value) : value
    },
  }
  const title = toComparable(pageTitle ?? null)
  let best: ParsedRecipe | null = null
  let bestNamed: ParsedRecipe | null = null
  for (const node of recipes) {
    const recipe = normalizeSchemaRecipe(node, context)
    if (best === null || scoreRecipe(recipe) > scoreRecipe(best)) best = recipe
    const named = recipes.length > 1 && title.length > 0 && toComparable(recipe.title) === title
    if (named && (bestNamed === null || scoreRecipe(recipe) > scoreRecipe(bestNamed))) bestNamed = recipe
  }
  return bestNamed !== null && scoreRecipe(bestNamed) > 0 ? bestNamed : best
}

/** Every schema.org Recipe among parsed JSON values, in document order (a file of exported recipes). */
export const extractSchemaRecipes = (values: readonly unknown[]): ParsedRecipe[] =>
  // Each item of a top-level array is walked on its own, so a file of many recipes stays within MAX_NODES each.
  values
    .flatMap((value) => (Array.isArray(value) ? (value as unknown[]) : [value]))
    .flatMap((value) => {
      const { recipes, byId } = collectNodes([value])
      const context: SchemaContext = {
        resolveReference: (reference) => {
          if (!isSchemaNode(reference) || typeof reference['@id'] !== 'string') return reference
          const keys = Object.keys(reference).filter((key) => key !== '@type')
          return keys.length === 1 ? (byId.get(reference['@id']) ?? reference) : reference
        },
      }
      return recipes.map((node) => normalizeSchemaRecipe(node, context))
    })
