/**
 * The phrase matcher every language's lexicon compiles into. A term is a phrase of word patterns: a whole
 * word ('milk', compared after English plural stemming; 'bors' in another language, compared as written or
 * with one of that language's plural endings), a prefix ('milch*'), a suffix ('*brühe') or an infix
 * ('*mandel*'; every term in a script without spaces). At each word of a line the longest phrase wins; within one word, a pattern covering
 * part of what another covers gives way to it ('*kokosmilch' over '*milch'), while patterns covering
 * different parts all count ('haselnuss*' and '*schokolade' in Haselnussschokolade).
 */
import { foldText, NO_SPACE_SCRIPT, stemToken, type Tokens } from './fold'

export interface Entry {
  allergens: number
  /** Allergens most recipes or brands of this food hold. */
  often: number
  sensitivities: number
  suppressedAllergens: number
  suppressedSensitivities: number
  /** Index into the matcher's reasons when an entry with a note defines this phrase, else -1. */
  reason: number
}

/** `exact`: an English whole word, stemmed; `word`: another language's whole word, as written. */
export type PatternKind = 'exact' | 'word' | 'prefix' | 'suffix' | 'infix'

export interface WordPattern {
  kind: PatternKind
  text: string
  /** For `word` and `suffix` patterns: the endings the word may take in the plural ('s', 'es'). */
  plurals?: readonly string[]
}

export interface Phrase {
  words: readonly WordPattern[]
  /** The folded term ('egg yolk', 'milch*'), to recognise a phrase by its spelling. */
  key: string
  entry: Entry
  /** From a lexicon other than English: it yields to an English word when no language is known. */
  foreign: boolean
  /** This phrase as the only match at a word, made once so matching allocates nothing. */
  alone?: Match
}

/**
 * Parses a term into word patterns; the key identifies the term across lexicons. Without `plurals` whole
 * words are English and stemmed; with them (another language's term) they are compared as written, or with
 * one of these plural endings: English stemming would read Hungarian 'bors' (pepper) as 'bor' (wine).
 */
export function parseTerm(term: string, plurals?: readonly string[]): { words: WordPattern[]; key: string } {
  const folded = foldText(term)
  if (NO_SPACE_SCRIPT.test(folded)) {
    const text = folded.replace(/[\s*]+/g, '')
    return { words: [{ kind: 'infix', text }], key: `*${text}*` }
  }
  const words = folded
    .split(/[^\p{L}\p{N}*]+/u)
    .filter((piece) => piece.replace(/\*/g, '') !== '')
    .map((piece): WordPattern => {
      const starts = piece.startsWith('*')
      const ends = piece.endsWith('*')
      const bare = piece.replace(/\*/g, '')
      if (starts && ends) return { kind: 'infix', text: bare }
      if (starts) return plurals ? { kind: 'suffix', text: bare, plurals } : { kind: 'suffix', text: bare }
      if (ends) return { kind: 'prefix', text: bare }
      if (plurals) return { kind: 'word', text: bare, plurals }
      return { kind: 'exact', text: stemToken(bare) }
    })
  const key = words
    .map(({ kind, text, plurals: endings }) => {
      if (kind === 'exact') return text
      // Another language's whole word matches other spellings than an English one, so it keys apart.
      if (kind === 'word') return `${text}=${endings?.join('/') ?? ''}`
      return `${kind === 'prefix' ? '' : '*'}${text}${kind === 'suffix' ? '' : '*'}`
    })
    .join(' ')
  return { words, key }
}

export const newEntry = (): Entry => ({
  allergens: 0,
  often: 0,
  sensitivities: 0,
  suppressedAllergens: 0,
  suppressedSensitivities: 0,
  reason: -1,
})

/**
 * Steps the matcher has taken since the process started: one per whole-word lookup and one per trie node
 * walked. Tests read it to bound the work per character, which does not depend on the machine's speed.
 */
export const matcherWork = { steps: 0 }

interface TrieNode {
  children: Map<number, TrieNode>
  phrases: Phrase[]
}

const newNode = (): TrieNode => ({ children: new Map(), phrases: [] })

function insert(root: TrieNode, text: string, reversed: boolean, phrase: Phrase): void {
  let node = root
  for (let step = 0; step < text.length; step++) {
    const code = text.charCodeAt(reversed ? text.length - 1 - step : step)
    let child = node.children.get(code)
    if (!child) {
      child = newNode()
      node.children.set(code, child)
    }
    node = child
  }
  node.phrases.push(phrase)
}

/** One phrase found at a word, with the characters of that word its first pattern covers. */
interface Candidate {
  phrase: Phrase
  start: number
  end: number
}

/**
 * How a word English uses is kept from other lists when no language is known: `words` (the line may be
 * English) keeps off their single words and wildcards, `wildcards` (the line is plainly another language)
 * only their wildcards reading part of the word ('toast*' never reads 'toasted', '*room*' reads 'room'),
 * `none` (a language is known or the word is not English).
 */
export type EnglishGuard = 'none' | 'wildcards' | 'words'

export interface Match {
  /** How many words the match spans. */
  length: number
  phrases: Phrase[]
}

/** Whether `raw` is `text` followed by one of the plural endings, or `text` itself. */
function withPlural(raw: string, text: string, plurals: readonly string[] | undefined): boolean {
  if (raw === text) return true
  for (const ending of plurals ?? [])
    if (raw.length === text.length + ending.length && raw.startsWith(text) && raw.endsWith(ending))
      return true
  return false
}

/** Whether `raw`, or `raw` without one of the plural endings, ends with `text`. */
function endsWithPlural(raw: string, text: string, plurals: readonly string[] | undefined): boolean {
  if (raw.endsWith(text)) return true
  for (const ending of plurals ?? [])
    if (raw.endsWith(ending) && raw.slice(0, raw.length - ending.length).endsWith(text)) return true
  return false
}

function wordMatches(pattern: WordPattern, raw: string, stem: string): boolean {
  switch (pattern.kind) {
    case 'exact':
      return stem === pattern.text
    case 'word':
      return withPlural(raw, pattern.text, pattern.plurals)
    case 'prefix':
      return raw.startsWith(pattern.text)
    case 'suffix':
      return endsWithPlural(raw, pattern.text, pattern.plurals)
    case 'infix':
      return raw.includes(pattern.text)
  }
}

// Every plural ending any language declares, longest first, to look a word up without its ending.
const MAX_PLURAL_ENDING = 3

/** Phrases indexed by their first word: whole words in a map, prefixes, suffixes and infixes in tries. */
export class PhraseIndex {
  private readonly exact = new Map<string, Phrase[]>()
  /** Other languages' whole words, by their text as written. */
  private readonly words = new Map<string, Phrase[]>()
  private readonly pluralEndings: readonly string[]
  private readonly prefixes = newNode()
  private readonly suffixes = newNode()
  private readonly infixes = newNode()
  private readonly hasWildcards: boolean

  constructor(phrases: Iterable<Phrase>) {
    const endings = new Set<string>()
    for (const phrase of phrases) {
      const first = phrase.words[0]
      if (!first || first.text === '') continue
      for (const ending of first.plurals ?? []) endings.add(ending)
      if (first.kind === 'exact' || first.kind === 'word') {
        const map = first.kind === 'exact' ? this.exact : this.words
        const list = map.get(first.text) ?? []
        list.push(phrase)
        map.set(first.text, list)
      } else if (first.kind === 'prefix') insert(this.prefixes, first.text, false, phrase)
      else if (first.kind === 'suffix') insert(this.suffixes, first.text, true, phrase)
      else insert(this.infixes, first.text, false, phrase)
    }
    this.pluralEndings = [...endings].filter((ending) => ending.length <= MAX_PLURAL_ENDING)
    for (const map of [this.exact, this.words])
      for (const list of map.values()) list.sort((a, b) => b.words.length - a.words.length)
    this.hasWildcards = [this.prefixes, this.suffixes, this.infixes].some((root) => root.children.size > 0)
  }

  /**
   * The phrases matching at word `start`, or undefined. `guard`: how far other lists' phrases stay off the
   * word, when it is one English uses and no language is known ('room' is Dutch cream).
   */
  matchAt(tokens: Tokens, start: number, guard: EnglishGuard): Match | undefined {
    const raw = tokens.raw[start]
    const stem = tokens.stems[start]
    if (raw === undefined || stem === undefined) return undefined
    // Whole-word phrases are sorted longest first, so the first that fits is the longest of a list.
    matcherWork.steps += 1
    let first = longestFitting(this.exact.get(stem), tokens, start, guard, undefined)
    // A second whole-word phrase as long as the first, from another language's words.
    let second: Phrase | undefined
    const consider = (phrase: Phrase | undefined) => {
      if (!phrase || phrase === first || phrase === second) return
      if (!first || phrase.words.length > first.words.length) {
        first = phrase
        second = undefined
      } else if (phrase.words.length === first.words.length) second = phrase
    }
    if (this.words.size > 0) {
      matcherWork.steps += 1
      consider(longestFitting(this.words.get(raw), tokens, start, guard, undefined))
      for (const ending of this.pluralEndings)
        if (raw.length > ending.length + 1 && raw.endsWith(ending)) {
          matcherWork.steps += 1
          const singular = raw.slice(0, -ending.length)
          consider(longestFitting(this.words.get(singular), tokens, start, guard, ending))
        }
    }
    // Only foreign phrases hold wildcards, none reads an English word alone, and none a number ('250').
    const number = isDigit(raw.charCodeAt(0)) && isDigit(raw.charCodeAt(raw.length - 1))
    const noWildcards = !this.hasWildcards || guard === 'words' || number
    if (noWildcards && !second) return first && aloneMatch(first)
    const candidates: Candidate[] = []
    if (first) candidates.push({ phrase: first, start: 0, end: raw.length })
    if (second) candidates.push({ phrase: second, start: 0, end: raw.length })
    if (noWildcards) return first && choose(candidates)
    const context = { tokens, start, guard, candidates }
    collect(this.prefixes, raw, 0, false, context)
    collect(this.suffixes, raw, 0, true, context)
    for (const ending of this.pluralEndings)
      if (raw.length > ending.length + 1 && raw.endsWith(ending))
        collect(this.suffixes, raw.slice(0, -ending.length), 0, true, context, ending)
    if (this.infixes.children.size > 0)
      for (let from = 0; from < raw.length; from++) collect(this.infixes, raw, from, false, context)
    if (candidates.length === 0) return undefined
    return choose(candidates)
  }
}

interface CollectContext {
  tokens: Tokens
  start: number
  guard: EnglishGuard
  candidates: Candidate[]
}

/**
 * Follows a word's characters from `from` (or back from its end) through a trie, adding every phrase met
 * that fits, with the characters of the word its first pattern covers.
 */
function collect(
  root: TrieNode,
  word: string,
  from: number,
  reversed: boolean,
  context: CollectContext,
  ending?: string,
): void {
  const length = context.tokens.raw[context.start]?.length ?? word.length
  let node: TrieNode | undefined = root
  for (let depth = 1; from + depth <= word.length; depth++) {
    matcherWork.steps += 1
    node = node.children.get(word.charCodeAt(reversed ? word.length - depth : from + depth - 1))
    if (!node) return
    const start = reversed ? word.length - depth : from
    const end = reversed ? length : from + depth
    // On a line plainly not English, a wildcard spanning the whole word reads it as a whole word would.
    const guard = context.guard === 'wildcards' && start === 0 && end === length ? 'none' : context.guard
    for (const phrase of node.phrases)
      if (
        (ending === undefined || phrase.words[0]?.plurals?.includes(ending)) &&
        fits(phrase, context.tokens, context.start, guard)
      )
        context.candidates.push({ phrase, start, end })
  }
}

const isDigit = (code: number) => code >= 48 && code <= 57

/** The longest phrase of a list (sorted longest first) that fits here; with `ending`, one whose word takes it. */
function longestFitting(
  list: readonly Phrase[] | undefined,
  tokens: Tokens,
  start: number,
  guard: EnglishGuard,
  ending: string | undefined,
): Phrase | undefined {
  if (!list) return undefined
  for (const phrase of list)
    if (
      (ending === undefined || phrase.words[0]?.plurals?.includes(ending)) &&
      fits(phrase, tokens, start, guard)
    )
      return phrase
  return undefined
}

function aloneMatch(phrase: Phrase): Match {
  phrase.alone ??= { length: phrase.words.length, phrases: [phrase] }
  return phrase.alone
}

/** Whether the rest of a phrase matches the words after `start`, and the phrase may be read here at all. */
function fits(phrase: Phrase, tokens: Tokens, start: number, guard: EnglishGuard): boolean {
  if (start + phrase.words.length > tokens.raw.length) return false
  if (guard !== 'none' && phrase.foreign) {
    const kind = phrase.words[0]?.kind
    if (kind !== 'word' && kind !== 'exact') return false
    if (guard === 'words' && phrase.words.length === 1) return false
  }
  for (let offset = 1; offset < phrase.words.length; offset++) {
    const pattern = phrase.words[offset]
    if (
      !pattern ||
      !wordMatches(pattern, tokens.raw[start + offset] ?? '', tokens.stems[start + offset] ?? '')
    )
      return false
  }
  return true
}

/** The longest phrases; among them, those whose first-word span no other strictly contains. */
function choose(candidates: readonly Candidate[]): Match {
  if (candidates.length === 1 && candidates[0]) return aloneMatch(candidates[0].phrase)
  let length = 0
  for (const { phrase } of candidates) length = Math.max(length, phrase.words.length)
  const longest = candidates.filter(({ phrase }) => phrase.words.length === length)
  const kept: Phrase[] = []
  for (const candidate of longest) {
    const covered = longest.some(
      (other) =>
        other !== candidate &&
        other.start <= candidate.start &&
        other.end >= candidate.end &&
        other.end - other.start > candidate.end - candidate.start,
    )
    if (!covered && !kept.includes(candidate.phrase)) kept.push(candidate.phrase)
  }
  return { length, phrases: kept }
}
