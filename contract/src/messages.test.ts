/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { COMPOSITE_FOODS, parseCompositeFoods } from './allergen-composites'
import { LANGUAGE_LEXICONS } from './allergen-lexicon/lang/index'
import { translateMessage } from './messages'
import es from '../../locales/es/messages.json'

const contractDir = fileURLToPath(new URL('.', import.meta.url))
const serverDir = fileURLToPath(new URL('../../server/src', import.meta.url))

/** A message as the source writes it: a plain string, or a template literal with `${…}` read as `{{}}`. */
interface SourceMessage {
  text: string
  isTemplate: boolean
  where: string
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r' }
const REGEX_MAY_START = /[(,=:[!&|?{};]/

/** Reads the string or template literal opening at `at`; answers its text and where it ends. */
function readLiteral(source: string, at: number): { text: string; isTemplate: boolean; end: number } {
  const quote = source[at]!
  let text = ''
  let index = at + 1
  while (index < source.length && source[index] !== quote) {
    const char = source[index]!
    if (char === '\\') {
      const next = source[index + 1]!
      text += ESCAPES[next] ?? next
      index += 2
    } else if (quote === '`' && char === '$' && source[index + 1] === '{') {
      index = skipUntil(source, index + 2, '}') + 1
      text += '{{}}'
    } else {
      text += char
      index += 1
    }
  }
  return { text, isTemplate: quote === '`', end: index + 1 }
}

/**
 * Skips code from `at` to the first `stop` character outside brackets, strings, regular expressions and comments
 * (`,` ends an argument, `)` the call, `}` an interpolation); answers its index.
 */
function skipUntil(source: string, at: number, stops: string): number {
  let depth = 0
  let index = at
  let previous = '('
  while (index < source.length) {
    const char = source[index]!
    if (depth === 0 && stops.includes(char)) return index
    if (char === "'" || char === '"' || char === '`') {
      index = readLiteral(source, index).end
    } else if (char === '/' && source[index + 1] === '/') {
      const lineEnd = source.indexOf('\n', index)
      index = lineEnd < 0 ? source.length : lineEnd
    } else if (char === '/' && source[index + 1] === '*') {
      const commentEnd = source.indexOf('*/', index)
      index = commentEnd < 0 ? source.length : commentEnd + 2
    } else if (char === '/' && REGEX_MAY_START.test(previous)) {
      let inClass = false
      index += 1
      while (index < source.length && (source[index] !== '/' || inClass)) {
        if (source[index] === '\\') index += 1
        else if (source[index] === '[') inClass = true
        else if (source[index] === ']') inClass = false
        index += 1
      }
      index += 1
    } else {
      if ('([{'.includes(char)) depth += 1
      if (')]}'.includes(char)) depth -= 1
      index += 1
    }
    if (!/\s/.test(char)) previous = char
  }
  return index
}

const skipSpace = (source: string, at: number) => {
  let index = at
  while (/\s/.test(source[index] ?? '')) index += 1
  return index
}

const isQuote = (char: string | undefined) => char === "'" || char === '"' || char === '`'

/** The literal at `at`, if one starts there (after any space). */
function literalAt(source: string, at: number, where: string): SourceMessage | null {
  const start = skipSpace(source, at)
  if (!isQuote(source[start])) return null
  const { text, isTemplate } = readLiteral(source, start)
  return { text, isTemplate, where }
}

/** The literals of an object literal's values (`{ tooLarge: '…', noFile: '…' }`) opening at `at`. */
function objectValues(source: string, at: number, where: string): SourceMessage[] {
  const found: SourceMessage[] = []
  let index = at + 1
  while (index < source.length) {
    index = skipSpace(source, index)
    if (source[index] === '}') break
    index = skipUntil(source, index, ':') + 1
    const value = literalAt(source, index, where)
    if (value) found.push(value)
    index = skipUntil(source, index, ',}')
    if (source[index] === ',') index += 1
  }
  return found
}

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length

function sourceFiles(directory: string, keep: (file: string) => boolean): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && keep(file))
}

/**
 * Every message `new AppError(code, '…')` is given in the server and every sentence it says through `translate`,
 * and the constants handed to them.
 */
function serverMessages(): SourceMessage[] {
  const found: SourceMessage[] = []
  for (const file of sourceFiles(serverDir, (name) => !name.includes(`${path.sep}testing${path.sep}`))) {
    const source = readFileSync(file, 'utf8')
    const where = (index: number) => `${path.relative(serverDir, file)}:${lineOf(source, index)}`
    const handed = new Set<string>()
    for (const call of source.matchAll(/new AppError\(/g)) {
      const codeEnd = skipUntil(source, call.index + call[0].length, ',)')
      if (source[codeEnd] !== ',') continue
      const message = literalAt(source, codeEnd + 1, where(call.index))
      if (message) found.push(message)
      const argument = source.slice(codeEnd + 1, skipUntil(source, codeEnd + 1, ',)'))
      for (const name of argument.matchAll(/\b[A-Z][A-Z0-9_]+\b/g)) handed.add(name[0])
    }
    // Sentences of successful answers: `translate('…')`, `translate(CONSTANT[…])`, `sayWith(translate, '…', …)`.
    for (const call of source.matchAll(/\btranslate\(|\bsayWith\(\s*translate\s*,/g)) {
      const argumentAt = call.index + call[0].length
      const message = literalAt(source, argumentAt, where(call.index))
      if (message) found.push(message)
      const argument = source.slice(argumentAt, skipUntil(source, argumentAt, ',)'))
      for (const name of argument.matchAll(/^\s*([A-Z][A-Z0-9_]+)\b/g)) handed.add(name[1]!)
    }
    for (const constant of source.matchAll(/\bconst ([A-Z][A-Z0-9_]+)(?:\s*:\s*[^=]+)?\s*=\s*/g)) {
      const name = constant[1]!
      if (!handed.has(name) && !/_MESSAGES?$/.test(name)) continue
      const valueAt = skipSpace(source, constant.index + constant[0].length)
      if (source[valueAt] === '{') found.push(...objectValues(source, valueAt, where(constant.index)))
      else {
        const value = literalAt(source, valueAt, where(constant.index))
        if (value) found.push(value)
      }
    }
  }
  return found
}

// zod checks that take the message after a value (`.max(60, '…')`) or as their only argument (`.int('…')`).
const VALUE_THEN_MESSAGE =
  /\.(?:min|max|length|regex|refine|gt|gte|lt|lte|multipleOf|startsWith|endsWith|includes)\(/g
const MESSAGE_ONLY = /(?:\.|\bz\.)(?:int|positive|negative|nonnegative|nonpositive|finite|email|url|uuid)\(/g

/** Every message the contract's schemas give zod, and its *_MESSAGE(S) constants. */
function contractMessages(): SourceMessage[] {
  const found: SourceMessage[] = []
  const files = sourceFiles(contractDir, (file) => /\.(schemas|constants)\.ts$/.test(file))
  for (const file of files) {
    const source = readFileSync(file, 'utf8')
    const where = (index: number) => `${path.basename(file)}:${lineOf(source, index)}`
    const add = (message: SourceMessage | null) => message && found.push(message)
    for (const property of source.matchAll(/\b(?:message|error)\s*:\s*/g))
      add(literalAt(source, property.index + property[0].length, where(property.index)))
    for (const call of source.matchAll(VALUE_THEN_MESSAGE)) {
      const valueEnd = skipUntil(source, call.index + call[0].length, ',)')
      if (source[valueEnd] === ',') add(literalAt(source, valueEnd + 1, where(call.index)))
    }
    for (const call of source.matchAll(MESSAGE_ONLY))
      add(literalAt(source, call.index + call[0].length, where(call.index)))
    for (const constant of source.matchAll(/\bconst ([A-Z][A-Z0-9_]*_MESSAGES?)\s*=\s*/g)) {
      const valueAt = skipSpace(source, constant.index + constant[0].length)
      if (source[valueAt] === '{') found.push(...objectValues(source, valueAt, where(constant.index)))
      else add(literalAt(source, valueAt, where(constant.index)))
    }
  }
  return found
}

const PLACEHOLDER = /\{\{\w*\}\}/g
const catalogShapes = new Set(Object.keys(es).map((key) => key.replace(PLACEHOLDER, '{{}}')))

/** The messages with no Spanish: a sentence the catalog does not translate, a template it has no key for. */
const untranslated = (messages: SourceMessage[]) =>
  messages
    .filter((message) => {
      // A template literal's `${…}` and a sayWith template's `{{name}}` are both placeholders.
      const shape = message.text.replace(PLACEHOLDER, '{{}}')
      return shape.includes('{{}}')
        ? !catalogShapes.has(shape)
        : translateMessage('es', message.text) === message.text
    })
    .map((message) => `${message.where}: ${message.text}`)

describe('the message catalog', () => {
  it('answers a known sentence in Spanish, and leaves English as it is', () => {
    expect(translateMessage('es', 'Recipe not found')).toBe('No se ha encontrado la receta')
    expect(translateMessage('en', 'Recipe not found')).toBe('Recipe not found')
  })

  it('fills a template’s Spanish with the values the English carried', () => {
    expect(translateMessage('es', 'This group is full: it already has 20 members')).toBe(
      'Este grupo está completo: ya tiene 20 miembros',
    )
    expect(translateMessage('es', 'Only Maria can undo that veto.')).toBe(
      'Solo Maria puede deshacer ese veto.',
    )
  })

  it('translates a value that is itself a sentence of the catalog, and keeps one that is not', () => {
    expect(translateMessage('es', 'Too many recipe imports. Please try again in 7 minutes.')).toBe(
      'Demasiadas importaciones de recetas. Vuelve a intentarlo dentro de 7 minutos.',
    )
    expect(translateMessage('es', 'Email is required')).toBe('El correo electrónico es obligatorio')
    expect(translateMessage('es', 'Cooking skill level is not valid')).toBe(
      'Revisa este dato: Nivel de cocina',
    )
    expect(translateMessage('es', 'Favourite colour is required')).toBe('Falta un dato: Favourite colour')
  })

  it('prefers the most specific template when several fit', () => {
    expect(translateMessage('es', 'A recipe can have at most 20 tags')).toBe(
      'Una receta puede tener como máximo 20 etiquetas',
    )
    expect(translateMessage('es', 'A recipe can have at most 60 ingredients')).toBe(
      'Una receta puede tener como máximo 60 ingredientes',
    )
  })

  it('translates each item of a list placeholder and joins them as Spanish writes a list', () => {
    expect(translateMessage('es', 'someone in the group excludes Thai and Korean')).toBe(
      'alguien del grupo excluye: Tailandesa y Coreana',
    )
    expect(translateMessage('es', 'you exclude Thai, Korean and Indian')).toBe(
      'tú excluyes: Tailandesa, Coreana e India',
    )
    expect(translateMessage('es', 'Fits your low-carb and keto goals')).toBe(
      'Encaja con tus objetivos: bajo en hidratos y keto',
    )
  })

  it('translates a sentence of parts side by side part by part, and writes decimals the Spanish way', () => {
    expect(translateMessage('es', '1 hr 5 min · uses rice, beans and 3 more you have · Hard')).toBe(
      '1 h 5 min · usa rice, beans y 3 más, que ya tienes · Difícil',
    )
    expect(translateMessage('es', 'rated 4.5')).toBe('valoración de 4,5')
    expect(translateMessage('es', 'Grandma’s · lasagne')).toBe('Grandma’s · lasagne')
  })

  it('reads {{count}} as a number only, so a sentence around a count is not taken for a counted noun', () => {
    expect(translateMessage('es', '12 ingredients')).toBe('12 ingredientes')
    expect(translateMessage('es', '25 min · uses 3 of your ingredients · Hard: above your level')).toBe(
      '25 min · usa 3 de tus ingredientes · Difícil: por encima de tu nivel',
    )
  })

  it('writes dollar amounts the Spanish way, cents and thousands included', () => {
    expect(translateMessage('es', '$4.50 a serving is over your budget of $4.00')).toBe(
      // Intl keeps the amount and its sign together with a no-break space.
      '4,50\u00a0$ por ración, por encima de tu presupuesto de 4,00\u00a0$',
    )
    expect(translateMessage('es', '$1,200 a serving, and no budget limit')).toBe(
      '1200\u00a0$ por ración, y sin límite de presupuesto',
    )
  })

  it('leaves text it does not know unchanged: what someone typed, a message nobody translated', () => {
    expect(translateMessage('es', 'Grandma’s lasagne')).toBe('Grandma’s lasagne')
    expect(translateMessage('es', '')).toBe('')
    const pasted = `Excluded food types has an unknown value: "${'a'.repeat(200_000)}"`
    expect(translateMessage('es', pasted)).toBe(pasted)
  })

  it('has Spanish for every message the server gives an AppError', () => {
    const messages = serverMessages()
    expect(messages.length).toBeGreaterThan(100)
    expect(untranslated(messages)).toEqual([])
  })

  it('has Spanish for every message of the contract’s schemas and message constants', () => {
    const messages = contractMessages()
    expect(messages.length).toBeGreaterThan(100)
    expect(untranslated(messages)).toEqual([])
  })

  it('has Spanish for every allergen note a recipe page shows beside “may contain”', () => {
    const notes = new Set<string>()
    for (const food of COMPOSITE_FOODS) if (food.often.length > 0) notes.add(food.note)
    for (const lexicon of LANGUAGE_LEXICONS)
      for (const food of parseCompositeFoods(lexicon.entries, lexicon.name))
        if (food.often.length > 0) notes.add(food.note)
    expect(notes.size).toBeGreaterThan(400)
    expect([...notes].filter((note) => translateMessage('es', note) === note)).toEqual([])
  })

  it('puts only values the English carries into the Spanish (a name of its own would stay as {{name}})', () => {
    const invented = Object.entries(es).filter(([english, spanish]) =>
      (spanish.match(PLACEHOLDER) ?? []).some((name) => !english.includes(name)),
    )
    expect(invented).toEqual([])
  })
})
