/**
 * Text folding and tokenizing shared by every language's terms and the ingredient lines they are matched
 * against: whatever a term is folded to, the same spelling in a line folds to it too.
 */

// Letters that carry no combining mark to strip but are spelled otherwise on many keyboards.
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ς: 'σ',
}
const ASCII = /^[ -~]*$/
// French and Italian articles elided before a vowel ("d'amandes", "dell'uovo", "un'acciuga") stay a word of
// their own, so the food after them is read; other apostrophes vanish ("confectioners' sugar").
const ELIDED_ARTICLE =
  /(?<![\p{L}\p{N}])(l|d|qu|jusqu|dell|dall|nell|sull|all|coll|un|quell|quest)['’‘`´](?=\p{L})/gu
// Spaces between two characters of a script written without spaces ('鸡 蛋') are not word breaks.
const SPACE_INSIDE_CJK =
  /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}])\s+(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}])/gu
const LETTER_FOLD_PATTERN = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g')

/**
 * Compatibility forms (full-width digits, ligatures), case, combining marks (é, ü, å, ő, Greek tonos and
 * dialytika, й → и, ё → е) and the letters above fold away; an elided article becomes a word, other
 * apostrophes vanish, spaces between Chinese characters too, and '&' reads as 'and'.
 */
export function foldText(text: string): string {
  // Most lines are plain ASCII: they need no normalization, which costs more than the rest of a match.
  if (ASCII.test(text))
    return text.toLowerCase().replace(ELIDED_ARTICLE, '$1 ').replace(/['`]/g, '').replace(/&/g, ' and ')
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(LETTER_FOLD_PATTERN, (letter) => LETTER_FOLDS[letter] ?? letter)
    .replace(ELIDED_ARTICLE, '$1 ')
    .replace(/['’‘`´]/g, '')
    .replace(SPACE_INSIDE_CJK, '')
    .replace(/&/g, ' and ')
}

/** Reduces an English plural to the form its singular also reduces to; terms pass through the same function. */
export function stemWord(word: string): string {
  // 'cookie' and 'cookies' (which the '-ies' rule reads as 'cooky') meet at 'cooky'.
  if (word.length > 4 && word.endsWith('ie')) return `${word.slice(0, -2)}y`
  if (word.length <= 3 || !word.endsWith('s') || word.endsWith('ss') || word.endsWith('us')) return word
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`
  if (word.endsWith('oes')) return word.slice(0, -2)
  if (/(?:ch|sh|x|z)es$/.test(word)) return word.slice(0, -2)
  return word.slice(0, -1)
}

// 'quiches' stems to 'quich', so 'quiche' (and 'peach') must too.
const dropFinalE = (word: string) => (word.endsWith('che') ? word.slice(0, -1) : word)

/** The form a whole word is compared in: folded and stemmed. */
export const stemToken = (word: string): string => dropFinalE(stemWord(word))

/** A folded text's words, split on anything that is not a letter or digit of any script. */
export function splitWords(folded: string): string[] {
  const words = folded.split(/[^\p{L}\p{N}]+/u)
  // Only the ends can be empty: no filter callback for every part of every line.
  if (words[0] === '') words.shift()
  if (words[words.length - 1] === '') words.pop()
  return words
}

/** Words of a folded text as written (for wildcards) and stemmed (for whole-word matching). */
export interface Tokens {
  raw: readonly string[]
  stems: readonly string[]
}

export function tokenize(folded: string): Tokens {
  const raw = splitWords(folded)
  return { raw, stems: raw.map(stemToken) }
}

// Commas (also the ideographic one), semicolons, brackets and a slash between words end a phrase and a
// negation's reach; '1/2' does not.
export function splitParts(line: string): string[] {
  return foldText(line).split(/[,;、()[\]]|(?<!\d)\/|\/(?!\d)/)
}

export function splitTerms(terms: string): string[] {
  return terms
    .split(/[,\n]/)
    .map((term) => term.trim())
    .filter((term) => term !== '')
}

/** Scripts written without spaces between words: their terms match anywhere in a line. */
export const NO_SPACE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u
