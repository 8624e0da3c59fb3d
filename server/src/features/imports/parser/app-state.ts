import { parseLenientJson } from './lenient-json'
import { isSchemaNode, toArray, type SchemaNode } from './schema-values'

/*
 * Pages built with Next.js or Nuxt often render the recipe in the browser from state embedded in the page:
 * `<script id="__NEXT_DATA__">` (JSON), Nuxt 3's `<script id="__NUXT_DATA__">` (devalue: a flat array whose
 * entries point at each other by index) and Nuxt 2's `window.__NUXT__ = {…}` when it is plain data. Nothing
 * is executed: state that is a function call stays unread.
 */

export type AppStateKind = 'next' | 'nuxt-data' | 'nuxt-window'

export interface AppStateScript {
  kind: AppStateKind
  text: string
}

const MAX_HYDRATE_NODES = 50_000
const MAX_DEPTH = 40
const WINDOW_NUXT = /^\s*window\.__NUXT__\s*=\s*/

/** Which kind of embedded state a script holds, from its id or its first characters. */
export const readAppStateKind = (id: string | undefined, text: string): AppStateKind | null => {
  if (id === '__NEXT_DATA__') return 'next'
  if (id === '__NUXT_DATA__') return 'nuxt-data'
  return WINDOW_NUXT.test(text.slice(0, 64)) ? 'nuxt-window' : null
}

/** Rebuilds devalue's flat array into plain values; wrappers such as ['Reactive', i] yield what they wrap. */
const hydrateDevalue = (table: readonly unknown[]): unknown => {
  const cache = new Map<number, unknown>()
  let budget = MAX_HYDRATE_NODES
  const hydrate = (index: unknown, depth: number): unknown => {
    if (typeof index !== 'number' || index < 0 || depth > MAX_DEPTH || --budget < 0) return null
    if (cache.has(index)) return cache.get(index)
    const value = table[index]
    if (Array.isArray(value)) {
      if (typeof value[0] === 'string') {
        const [tag, ...rest] = value as [string, ...unknown[]]
        if (/^(?:Shallow)?(?:Reactive|Ref)$|^EmptyShallowRef$|^EmptyRef$/.test(tag))
          return hydrate(rest[0], depth + 1)
        if (tag === 'Set') return rest.map((item) => hydrate(item, depth + 1))
        return null
      }
      const items: unknown[] = []
      cache.set(index, items)
      for (const item of value) items.push(hydrate(item, depth + 1))
      return items
    }
    if (isSchemaNode(value)) {
      const node: SchemaNode = {}
      cache.set(index, node)
      for (const [key, item] of Object.entries(value)) node[key] = hydrate(item, depth + 1)
      return node
    }
    return value
  }
  return hydrate(0, 0)
}

/** The plain values embedded in one state script; empty when it is not data. */
export const readAppStateValues = (script: AppStateScript): unknown[] => {
  if (script.kind === 'nuxt-window') {
    const body = script.text.replace(WINDOW_NUXT, '').replace(/;\s*$/, '')
    return body.startsWith('{') ? parseLenientJson(body) : []
  }
  const values = parseLenientJson(script.text)
  if (script.kind === 'next') return values
  return values.flatMap((value) => (Array.isArray(value) ? [hydrateDevalue(value)] : []))
}

const INGREDIENT_KEY = /ingredient/i
const STEP_KEY =
  /^(?:instructions?|directions?|method|steps?|preparation|procedure|recipeInstructions|instructionSteps)$/i
const TEXT_KEYS = [
  'text',
  'display',
  'displayText',
  'raw',
  'original',
  'line',
  'fullText',
  'description',
  'body',
  'content',
]
const PART_KEYS = [
  ['quantity', 'amount', 'qty', 'quantityText'],
  ['unit', 'unitName', 'measure'],
  ['name', 'ingredient', 'item', 'food', 'title'],
  ['note', 'notes', 'comment', 'preparation'],
]

const asText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim().length > 0
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : null

const readItemText = (item: SchemaNode, keys: readonly string[]): string | null => {
  for (const key of keys) {
    const text = asText(item[key])
    if (text !== null) return text
  }
  return null
}

/** Ingredient lines from strings, `{ text }` objects, `{ quantity, unit, name }` parts or titled groups. */
const readIngredientItems = (value: unknown, depth = 0): string[] =>
  depth > 4
    ? []
    : toArray(value).flatMap((item): string[] => {
        const text = asText(item)
        if (text !== null) return [text]
        if (!isSchemaNode(item)) return []
        const nested = Object.entries(item).find(
          ([key, child]) => /ingredients|items|lines/i.test(key) && Array.isArray(child),
        )
        if (nested !== undefined) {
          const title = asText(item.title) ?? asText(item.name)
          const lines = readIngredientItems(nested[1], depth + 1)
          return title === null || lines.length === 0 ? lines : [`${title}:`, ...lines]
        }
        const whole = readItemText(item, TEXT_KEYS)
        if (whole !== null) return [whole]
        const parts = PART_KEYS.map((keys) => readItemText(item, keys)).filter((part) => part !== null)
        return parts.length > 0 ? [parts.join(' ')] : []
      })

/** Steps from strings, `{ text }` objects or titled groups of steps. */
const readStepItems = (value: unknown, depth = 0): string[] =>
  depth > 4
    ? []
    : toArray(value).flatMap((item): string[] => {
        const text = asText(item)
        if (text !== null) return [text]
        if (!isSchemaNode(item)) return []
        const nested = Object.entries(item).find(
          ([key, child]) => /steps|items|instructions|itemListElement/i.test(key) && Array.isArray(child),
        )
        if (nested !== undefined) return readStepItems(nested[1], depth + 1)
        const whole = readItemText(item, [...TEXT_KEYS, 'instruction', 'step', 'name'])
        return whole === null ? [] : [whole]
      })

const findValue = (node: SchemaNode, pattern: RegExp): unknown => {
  for (const [key, value] of Object.entries(node))
    if (pattern.test(key) && value !== null && value !== undefined) return value
  return undefined
}

/** Reads an app's recipe object as a schema.org-shaped node, or null when it is not one. */
const toRecipeNode = (node: SchemaNode): { node: SchemaNode; size: number } | null => {
  const ingredientCandidates = Object.entries(node)
    .filter(([key, value]) => INGREDIENT_KEY.test(key) && Array.isArray(value) && value.length > 0)
    .map(([, value]) => readIngredientItems(value))
    .filter((lines) => lines.length > 0)
  const stepValue = Object.entries(node).find(
    ([key, value]) => STEP_KEY.test(key) && (Array.isArray(value) || typeof value === 'string'),
  )?.[1]
  const steps = stepValue === undefined ? [] : readStepItems(stepValue)
  const ingredients = ingredientCandidates.sort((left, right) => right.length - left.length)[0] ?? []
  if (ingredients.length === 0 || steps.length === 0) return null
  return {
    size: ingredients.length + steps.length,
    node: {
      '@type': 'Recipe',
      name: findValue(node, /^(?:title|name|headline|recipeName)$/i),
      description: findValue(node, /^(?:description|summary|intro)$/i),
      recipeIngredient: ingredients,
      recipeInstructions: steps,
      totalTime: findValue(
        node,
        /^(?:total_?time|totalTime(?:Minutes|InMinutes)?|readyIn(?:Minutes)?|time)$/i,
      ),
      prepTime: findValue(node, /^(?:prep_?time|prepTime(?:Minutes|InMinutes)?|preparationTime)$/i),
      cookTime: findValue(node, /^(?:cook_?time|cookTime(?:Minutes|InMinutes)?|cookingTime)$/i),
      recipeYield: findValue(node, /^(?:servings|serves|yields?|recipe_?yield|portions|numberOfServings)$/i),
    },
  }
}

/** The fullest recipe-like object in the state: one with both ingredient lines and steps. */
export const findAppStateRecipe = (values: readonly unknown[]): SchemaNode | null => {
  let best: { node: SchemaNode; size: number } | null = null
  const seen = new Set<unknown>()
  const stack: Array<{ value: unknown; depth: number }> = values.map((value) => ({ value, depth: 0 }))
  while (stack.length > 0 && seen.size < MAX_HYDRATE_NODES) {
    const entry = stack.pop()
    if (entry === undefined) break
    const { value, depth } = entry
    if (typeof value !== 'object' || value === null || seen.has(value) || depth > MAX_DEPTH) continue
    seen.add(value)
    if (isSchemaNode(value)) {
      const candidate = toRecipeNode(value)
      if (candidate !== null && (best === null || candidate.size > best.size)) best = candidate
    }
    for (const child of Array.isArray(value) ? value : Object.values(value))
      stack.push({ value: child, depth: depth + 1 })
  }
  return best?.node ?? null
}
