/**
 * The sentences the server and the contract say (errors, validation messages) in the person's language: one
 * catalog per language, keyed by the English sentence itself, so English needs none. A key may hold `{{name}}`
 * placeholders for the parts that change ("Too many {{action}}. Please try again in {{wait}}."); what a
 * placeholder captured is translated in turn when it is itself a catalog sentence ("5 minutes", "Email"), and
 * otherwise kept as it was sent (a recipe title, an address). A placeholder whose name ends in `List`
 * (`{{cuisineList}}`) holds an English list ("Thai, Korean and Indian"): each item is translated on its own and
 * the items are joined as the catalog's language writes a list ("Tailandesa, Coreana e India"). Numbers and
 * dollar amounts a placeholder captured are written as the catalog's language writes them; `{{count}}` captures
 * only a number. A sentence
 * made of parts joined by " · " ("25 min · fits your usual time") that no key names is translated part by part.
 */

interface Template {
  pattern: RegExp
  names: string[]
  /** The key's text before its first placeholder and after its last: cheap checks before the pattern runs. */
  prefix: string
  suffix: string
  /** How much of the key is fixed text: the more, the more specific, and the earlier it is tried. */
  weight: number
  translation: string
}

export interface MessageCatalog {
  exact: Map<string, string>
  templates: Template[]
  /** How the catalog's language writes a number an English sentence wrote with commas ("50,000" → "50.000"). */
  numbers: Intl.NumberFormat
  /** How the catalog's language joins a list ("a, b y c"). */
  lists: Intl.ListFormat
  /** Formats of decimals and dollar amounts, made on first use and kept (by decimals, and whether in dollars). */
  amounts: Map<string, Intl.NumberFormat>
  language: string
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g
// Beyond this a message is someone's pasted text echoed back, never a sentence of ours worth a pattern scan.
const MAX_TEMPLATE_INPUT = 10_000
// "Too many {{action}}" → "sign-in attempts" → a further level is never needed, and bounds the work.
const MAX_NESTING = 2

const ENGLISH_NUMBER = /^\d{1,3}(,\d{3})+$/
// "4.5", "12.25": a decimal the English wrote with a point, in the catalog's way ("4,5").
const ENGLISH_DECIMAL = /^\d{1,3}(?:,\d{3})*\.(\d+)$/
// How an English list separates its items: "a, b and c", "a, b, and c", "a and b and c".
// "$4.50", "$1,200": dollars as English writes them, in the catalog's way ("4,50 $").
const ENGLISH_DOLLARS = /^\$(\d{1,3}(?:,\d{3})*(?:\.(\d+))?)$/
const ENGLISH_LIST_SEPARATOR = /,? and |, /
const LIST_PLACEHOLDER = /List$/
// Parts of a sentence said side by side ("25 min · uses rice you have").
const PARTS_SEPARATOR = ' · '

// `{{count}}` holds a number, so "{{count}} ingredients" never swallows "uses 3 of your ingredients".
const COUNT_PLACEHOLDER = 'count'
const NUMBER_CAPTURE = '(\\d[\\d,.]*)'
const ANY_CAPTURE = '([\\s\\S]+?)'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function compileTemplate(key: string, translation: string): Template {
  const names: string[] = []
  let source = ''
  let last = 0
  for (const match of key.matchAll(PLACEHOLDER)) {
    const capture = match[1] === COUNT_PLACEHOLDER ? NUMBER_CAPTURE : ANY_CAPTURE
    source += `${escapeRegExp(key.slice(last, match.index))}${capture}`
    names.push(match[1]!)
    last = match.index + match[0].length
  }
  source += escapeRegExp(key.slice(last))
  const fixed = key.replace(PLACEHOLDER, '')
  return {
    pattern: new RegExp(`^${source}$`),
    names,
    prefix: key.slice(0, key.indexOf('{{')),
    suffix: key.slice(key.lastIndexOf('}}') + 2),
    weight: fixed.length,
    translation,
  }
}

export function compileCatalog(entries: Record<string, string>, language: string): MessageCatalog {
  const exact = new Map<string, string>()
  const templates: Template[] = []
  for (const [key, translation] of Object.entries(entries)) {
    // A template is also found by its own key, so `sayWith` gets its translation to fill in.
    exact.set(key, translation)
    if (key.includes('{{')) templates.push(compileTemplate(key, translation))
  }
  templates.sort((a, b) => b.weight - a.weight)
  return {
    exact,
    templates,
    numbers: new Intl.NumberFormat(language),
    lists: new Intl.ListFormat(language, { type: 'conjunction' }),
    amounts: new Map(),
    language,
  }
}

function translateIn(catalog: MessageCatalog, english: string, depth: number): string | null {
  const exact = catalog.exact.get(english)
  if (exact !== undefined) return exact
  if (english.length > MAX_TEMPLATE_INPUT) return null
  for (const template of catalog.templates) {
    if (!english.startsWith(template.prefix) || !english.endsWith(template.suffix)) continue
    const match = template.pattern.exec(english)
    if (!match) continue
    const values = new Map(
      template.names.map((name, index) => {
        const value = match[index + 1]!
        if (LIST_PLACEHOLDER.test(name))
          return [
            name,
            catalog.lists.format(
              value.split(ENGLISH_LIST_SEPARATOR).map((item) => translateValue(catalog, item, depth)),
            ),
          ]
        return [name, translateValue(catalog, value, depth)]
      }),
    )
    return template.translation.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole)
  }
  return null
}

/** What a placeholder captured, in the catalog's language: a sentence of its own, a number, else as it was. */
function translateValue(catalog: MessageCatalog, value: string, depth: number): string {
  const nested = depth < MAX_NESTING ? translateIn(catalog, value, depth + 1) : null
  if (nested !== null) return nested
  if (ENGLISH_NUMBER.test(value)) return catalog.numbers.format(Number(value.replaceAll(',', '')))
  const dollars = ENGLISH_DOLLARS.exec(value)
  if (dollars) return formatAmount(catalog, dollars[1]!, dollars[2]?.length ?? 0, true)
  const decimal = ENGLISH_DECIMAL.exec(value)
  if (decimal) return formatAmount(catalog, value, decimal[1]!.length, false)
  return value
}

/** An English amount ("1,234.50") with as many decimals as it was written with, as a number or in dollars. */
function formatAmount(catalog: MessageCatalog, english: string, digits: number, inDollars: boolean): string {
  const key = `${digits}:${inDollars}`
  let format = catalog.amounts.get(key)
  if (!format) {
    format = new Intl.NumberFormat(catalog.language, {
      ...(inDollars ? { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' } : {}),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    catalog.amounts.set(key, format)
  }
  return format.format(Number(english.replaceAll(',', '')))
}

/**
 * `english` through `catalog`: its sentence, else a template's with its values put in, else unchanged; parts
 * joined by " · " part by part.
 */
export function translateWith(catalog: MessageCatalog, english: string): string {
  // Parts side by side are said one by one: a template with a placeholder first or last would take them all.
  if (!english.includes(PARTS_SEPARATOR)) return translateIn(catalog, english, 0) ?? english
  const exact = catalog.exact.get(english)
  if (exact !== undefined) return exact
  if (english.length > MAX_TEMPLATE_INPUT) return english
  return english
    .split(PARTS_SEPARATOR)
    .map((part) => translateIn(catalog, part, 0) ?? part)
    .join(PARTS_SEPARATOR)
}
