import { parseLenientJson } from './lenient-json'
import { isSchemaNode, toArray, type SchemaNode } from './schema-values'

/*
 * Pages built with Next.js or Nuxt often render the recipe in the browser from state embedded in the page:
 * `<script id="__NEXT_DATA__">` (JSON), Nuxt 3's `<script id="__NUXT_DATA__">` (devalue: a flat array whose
 * entries point at each other by index) and Nuxt 2's `window.__NUXT__ = {…}` when it is plain data. Nothing
 * is executed: state that is a function call stays unread. Inertia, Vue and Alpine pages put the same kind of
 * state in a JSON attribute of a root element (`data-page`, `data-props`, `:props`, `x-data`), and islands in
 * `<script type="application/json">`: both are read as plain JSON ('json').
 */

export type AppStateKind = 'next' | 'nuxt-data' | 'nuxt-window' | 'json' | 'next-flight'

export interface AppStateScript {
  kind: AppStateKind
  text: string
}

const MAX_HYDRATE_NODES = 50_000
const MAX_DEPTH = 40
const WINDOW_NUXT = /^\s*window\.__NUXT__\s*=\s*/
/** Larger state is not a recipe page's own data but a whole catalogue; it is left unread. */
export const MAX_APP_STATE_CHARS = 2_000_000
/** Attributes that frameworks fill with a component's initial state as JSON. */
const STATE_ATTRIBUTE = /^(?:data-(?:page|props|state|initial-state|recipe|json)|:[a-z][\w-]*|x-data)$/i

const FLIGHT_PUSH =
  /^\s*\(?self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\]\)?\.push\(|^\s*self\.__next_f\.push\(/

/**
 * Next.js app-router pages stream their server components' data as `self.__next_f.push([1, "…"])` chunks;
 * joined, the strings are rows of `id:JSON`. This answers one chunk's string, or null for other scripts.
 */
export const readFlightChunk = (text: string): string | null => {
  const match = FLIGHT_PUSH.exec(text.slice(0, 80))
  if (match === null) return null
  const body = text.slice(match[0].length).replace(/\)\s*;?\s*$/, '')
  try {
    const value: unknown = JSON.parse(body)
    return Array.isArray(value) && value[0] === 1 && typeof value[1] === 'string' ? value[1] : null
  } catch {
    return null
  }
}

/** The JSON values in the rows of a joined flight stream; text rows and references stay unread. */
const readFlightRows = (stream: string): unknown[] =>
  stream.split('\n').flatMap((row) => {
    const body = /^[0-9a-f]{1,8}:/.exec(row) === null ? '' : row.slice(row.indexOf(':') + 1)
    const start = body[0]
    if (start !== '{' && start !== '[') return []
    try {
      return [JSON.parse(body) as unknown]
    } catch {
      return []
    }
  })

/** The JSON state a root element carries in its attributes (Inertia's data-page, Vue's :props, Alpine's x-data). */
export const readAppStateAttributes = (attribs: Readonly<Record<string, string>>): AppStateScript[] => {
  const scripts: AppStateScript[] = []
  for (const [name, value] of Object.entries(attribs)) {
    if (!STATE_ATTRIBUTE.test(name) || value.length < 2 || value.length > MAX_APP_STATE_CHARS) continue
    const start = value.trimStart()[0]
    if (start === '{' || start === '[') scripts.push({ kind: 'json', text: value })
  }
  return scripts
}

/** Which kind of embedded state a script holds, from its id or its first characters. */
export const readAppStateKind = (
  id: string | undefined,
  text: string,
  type?: string,
): AppStateKind | null => {
  if (id === '__NEXT_DATA__') return 'next'
  if (id === '__NUXT_DATA__') return 'nuxt-data'
  if (/^application\/json$/i.test((type ?? '').trim()))
    return text.length <= MAX_APP_STATE_CHARS ? 'json' : null
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
  if (script.kind === 'next-flight') return readFlightRows(script.text)
  const values = parseLenientJson(script.text)
  if (script.kind === 'next' || script.kind === 'json') return values
  return values.flatMap((value) => (Array.isArray(value) ? [hydrateDevalue(value)] : []))
}

const INGREDIENT_KEY = /ingredient|zutaten|ingredien|ingrediën|ingredienser|ainekset|składniki|malzemeler/i
/** Step lists under their usual names, also prefixed ('grouped_instructions') and in other languages. */
const STEP_KEY =
  /^(?:\w+[_-])?(?:instructions?|directions?|method|steps?|preparation|procedure|recipeInstructions|instructionSteps|zubereitung|fremgangsmaade|fremgangsmåde|framgangsmåte|tilberedning|instructies|bereiding|preparacion|preparación|passaggi|etapes|étapes|valmistus|przygotowanie)$/i
/** camelCase step lists named for what they are: 'preparationInstructions', 'cookingSteps'. */
const PREFIXED_STEP_KEY = /^[a-z]+(?:Instructions|Directions|Steps|Method)$/

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
const AMOUNT_KEYS = ['quantity', 'amount', 'qty', 'quantityText']
const UNIT_KEYS = ['unit', 'unitName', 'measure']
const NAME_KEYS = ['name', 'ingredient', 'item', 'food', 'title']
const PREFIX_KEYS = ['prefix']
const NOTE_KEYS = ['note', 'notes', 'comment', 'preparation', 'suffix']

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

const FRACTIONS: ReadonlyArray<[number, string]> = [
  [0.25, '¼'],
  [1 / 3, '⅓'],
  [0.5, '½'],
  [2 / 3, '⅔'],
  [0.75, '¾'],
]

/** An amount as a cook writes it: whole numbers, common fractions ('2½'), else two decimals at most. */
const formatAmount = (amount: number): string => {
  const whole = Math.floor(amount + 1e-6)
  const rest = amount - whole
  if (rest < 1e-6) return String(whole)
  const fraction = FRACTIONS.find(([value]) => Math.abs(value - rest) < 0.01)?.[1]
  if (fraction !== undefined) return whole === 0 ? fraction : `${whole}${fraction}`
  return String(Math.round(amount * 100) / 100)
}

/** A name given as an object of word forms ({ name_singular, name_plural, abbreviation }): the fitting form. */
const readWordForm = (value: unknown, plural: boolean, preferShort: boolean): string | null => {
  const text = asText(value)
  if (text !== null) return text
  if (!isSchemaNode(value)) return null
  const entries = Object.entries(value)
  const form = (pattern: RegExp): string | null =>
    entries
      .map(([key, child]) => (pattern.test(key) ? asText(child) : null))
      .find((found) => found != null) ?? null
  const short = preferShort ? form(/abbrev|short|symbol/i) : null
  return (
    short ??
    (plural ? form(/plural/i) : form(/singular/i)) ??
    form(/^(?:name|title|text|label|display)$/i) ??
    form(/singular|plural/i)
  )
}

/** The key holding a part and its value, of the first of the keys that has one. */
const findPart = (item: SchemaNode, keys: readonly string[], pattern?: RegExp): [string, unknown] | null => {
  for (const key of keys) {
    const value = item[key]
    if (value !== null && value !== undefined && value !== '') return [key, value]
  }
  if (pattern === undefined) return null
  const found = Object.entries(item).find(
    ([key, value]) => pattern.test(key) && value !== null && value !== undefined && value !== '',
  )
  return found ?? null
}

/** Decorated part names ('displayQuantity', 'unitOfMeasurement') when the plain ones are absent. */
const AMOUNT_KEY = /(?:quantity|amount)$/i
const UNIT_KEY = /(?:unit|unitOfMeasurement|unitOfMeasure)$/i

/** Whether an app states a part's grammatical number itself (`ingredient_inflection: 'singular'`). */
const statedNumber = (item: SchemaNode, key: string): boolean | null => {
  const stated = asText(item[`${key}_inflection`] ?? item[`${key}Inflection`])
  return stated === null ? null : /^plural$/i.test(stated) ? true : /^singular$/i.test(stated) ? false : null
}

/** One ingredient line from its parts, amounts multiplied by `factor` when the app stores them per serving. */
const composeParts = (item: SchemaNode, factor: number): string | null => {
  const amountPart = findPart(item, AMOUNT_KEYS, AMOUNT_KEY)
  const rawAmount = amountPart?.[1]
  const amount = typeof rawAmount === 'number' && Number.isFinite(rawAmount) ? rawAmount * factor : null
  // A number the app stored is written as stored; one this reader multiplied is written as a cook would.
  const amountText = amount !== null && factor !== 1 ? formatAmount(amount) : asText(rawAmount)
  const plural = amount !== null && amount > 1
  const unitPart = findPart(item, UNIT_KEYS, UNIT_KEY)
  const unit = unitPart === null ? null : readWordForm(unitPart[1], plural, true)
  const namePart = findPart(item, NAME_KEYS)
  const name =
    namePart === null ? null : readWordForm(namePart[1], statedNumber(item, namePart[0]) ?? plural, false)
  const parts = [
    amountText,
    amountText === null ? null : unit,
    readItemText(item, PREFIX_KEYS),
    name,
    readItemText(item, NOTE_KEYS),
  ].filter((part): part is string => part !== null && part.trim().length > 0)
  return name === null && parts.length === 0 ? null : parts.join(' ')
}

/** Ingredient lines from strings, `{ text }` objects, `{ quantity, unit, name }` parts or titled groups. */
const readIngredientItems = (value: unknown, factor = 1, depth = 0): string[] =>
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
          const lines = readIngredientItems(nested[1], factor, depth + 1)
          return title === null || lines.length === 0 ? lines : [`${title}:`, ...lines]
        }
        const whole = readItemText(item, TEXT_KEYS)
        if (whole !== null) return [whole]
        const composed = composeParts(item, factor)
        return composed === null ? [] : [composed]
      })

/** The numeric amounts of structured ingredient items, through groups. */
const collectAmounts = (value: unknown, amounts: number[], depth = 0): void => {
  if (depth > 4) return
  for (const item of toArray(value)) {
    if (!isSchemaNode(item)) continue
    const nested = Object.entries(item).find(
      ([key, child]) => /ingredients|items|lines/i.test(key) && Array.isArray(child),
    )
    if (nested !== undefined) collectAmounts(nested[1], amounts, depth + 1)
    const amount = findPart(item, AMOUNT_KEYS, AMOUNT_KEY)?.[1]
    if (typeof amount === 'number' && Number.isFinite(amount) && amount > 0) amounts.push(amount)
  }
}

const isWholeOrQuarter = (amount: number): boolean => Math.abs(amount * 4 - Math.round(amount * 4)) < 0.02

/**
 * Apps that rescale a recipe store amounts per serving (0.5 carrots, 12.5 g butter for four people); the page
 * shows them times the servings. Read so when most amounts are fractions that all become whole (or quarters).
 */
const perServingFactor = (value: unknown, servings: number | null): number => {
  if (servings === null || servings < 2 || servings > 100 || !Number.isInteger(servings)) return 1
  const amounts: number[] = []
  collectAmounts(value, amounts)
  if (amounts.length < 3) return 1
  const fractional = amounts.filter((amount) => !Number.isInteger(amount)).length
  if (fractional * 2 <= amounts.length) return 1
  return amounts.every((amount) => isWholeOrQuarter(amount * servings)) ? servings : 1
}

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

const YIELD_KEY =
  /^(?:servings|serves|yields?|recipe_?yield|portions|numberOfServings|serving_?size|portion_?size)$/i

/** Reads an app's recipe object as a schema.org-shaped node, or null when it is not one. */
const toRecipeNode = (node: SchemaNode): { node: SchemaNode; size: number } | null => {
  const servingsValue = findValue(node, YIELD_KEY)
  const servings = typeof servingsValue === 'number' ? servingsValue : null
  const ingredientCandidates = Object.entries(node)
    .filter(([key, value]) => INGREDIENT_KEY.test(key) && Array.isArray(value) && value.length > 0)
    .map(([, value]) => readIngredientItems(value, perServingFactor(value, servings)))
    .filter((lines) => lines.length > 0)
  const stepValue = Object.entries(node).find(
    ([key, value]) =>
      (STEP_KEY.test(key) || PREFIXED_STEP_KEY.test(key)) &&
      (Array.isArray(value) || typeof value === 'string'),
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
      prepTime: findValue(node, /^(?:prep_?time|prepTime|preparation_?time)(?:_?minutes|_?InMinutes)?$/i),
      cookTime: findValue(node, /^(?:cook_?time|cookTime|cooking_?time)(?:_?minutes|_?InMinutes)?$/i),
      recipeYield: servingsValue,
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
