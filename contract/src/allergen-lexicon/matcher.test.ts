import { describe, expect, it } from 'vitest'
import { foldText, tokenize } from './fold'
import { newEntry, parseTerm, PhraseIndex, type Phrase } from './matcher'

/** An index of the given terms; each phrase's entry remembers its term through `reason`. */
function indexOf(terms: readonly string[], foreign: readonly string[] = []) {
  const all = [...terms, ...foreign]
  const phrases: Phrase[] = all.map((term, position) => {
    // Another language's terms compare whole words as written.
    const { words, key } = parseTerm(term, foreign.includes(term) ? [] : undefined)
    return { words, key, entry: { ...newEntry(), reason: position }, foreign: foreign.includes(term) }
  })
  const index = new PhraseIndex(phrases)
  /** The terms matching at the first word of `line`, with how many words they span. */
  return (line: string, englishWord = false) => {
    const match = index.matchAt(tokenize(foldText(line)), 0, englishWord ? 'words' : 'none')
    return match
      ? { length: match.length, terms: match.phrases.map(({ entry }) => all[entry.reason]).sort() }
      : undefined
  }
}

describe('the phrase matcher', () => {
  it('reads a prefix inside a longer word, a suffix at a word end and an infix anywhere', () => {
    const match = indexOf(['milch*', '*brühe', '*mandel*'])
    expect(match('Milchpulver')?.terms).toEqual(['milch*'])
    expect(match('Gemüsebrühe')?.terms).toEqual(['*brühe'])
    expect(match('Bittermandelöl')?.terms).toEqual(['*mandel*'])
    expect(match('Vollmilch')).toBeUndefined()
    expect(match('Brühwürfel')).toBeUndefined()
  })

  it('matches a word without a star only whole, singular or plural', () => {
    const match = indexOf(['egg'])
    expect(match('eggs')?.terms).toEqual(['egg'])
    expect(match('eggplant')).toBeUndefined()
  })

  it('lets a pattern covering more of a word override one covering part of it', () => {
    const match = indexOf(['*milch', '*kokosmilch', 'kokos*'])
    expect(match('Kokosmilch')?.terms).toEqual(['*kokosmilch'])
    expect(match('Vollmilch')?.terms).toEqual(['*milch'])
  })

  it('keeps every pattern when they cover different parts of a compound', () => {
    const match = indexOf(['haselnuss*', '*schokolade'])
    expect(match('Haselnussschokolade')?.terms).toEqual(['*schokolade', 'haselnuss*'])
  })

  it('lets a whole word beat the patterns that read inside it', () => {
    const match = indexOf(['milchfrei', 'milch*'])
    expect(match('milchfrei')?.terms).toEqual(['milchfrei'])
  })

  it('prefers the longest phrase, wildcards included', () => {
    const match = indexOf(['pan', 'pan rallado', 'topl* masl*'])
    expect(match('pan rallado')).toEqual({ length: 2, terms: ['pan rallado'] })
    expect(match('pan blanco')).toEqual({ length: 1, terms: ['pan'] })
    expect(match('toplenoe maslo')).toEqual({ length: 2, terms: ['topl* masl*'] })
  })

  it('reads terms of scripts without spaces anywhere in a word', () => {
    const match = indexOf(['鸡蛋', '花生'])
    expect(match('两个鸡蛋')?.terms).toEqual(['鸡蛋'])
    expect(match('花生酱')?.terms).toEqual(['花生'])
  })

  it('keeps a foreign word or wildcard off an English word, but not a foreign phrase starting with one', () => {
    const match = indexOf([], ['room', 'mel*', 'pan rallado'])
    expect(match('room temperature', true)).toBeUndefined()
    expect(match('melted', true)).toBeUndefined()
    expect(match('room', false)?.terms).toEqual(['room'])
    expect(match('pan rallado', true)?.terms).toEqual(['pan rallado'])
  })
})

describe('whole words of another language', () => {
  it('match as written or with the plural endings of their language, never by the English plural rule', () => {
    const phrases: Phrase[] = [
      ['bor', []],
      ['nata', ['s', 'es']],
    ].map(([term, plurals], position) => ({
      ...parseTerm(String(term), plurals as string[]),
      entry: { ...newEntry(), reason: position },
      foreign: true,
    }))
    const index = new PhraseIndex(phrases)
    const read = (line: string) => index.matchAt(tokenize(foldText(line)), 0, 'none')?.phrases.length ?? 0
    expect(read('bor')).toBe(1)
    expect(read('bors')).toBe(0)
    expect(read('natas')).toBe(1)
    expect(read('nataes')).toBe(1)
    expect(read('natax')).toBe(0)
  })
})

describe('folding', () => {
  it('folds case, accents, Greek tonos and final sigma, Cyrillic case and Nordic and Polish letters', () => {
    expect(foldText('Crème Fraîche')).toBe('creme fraiche')
    expect(foldText('ΓΆΛΑ')).toBe('γαλα')
    expect(foldText('Ξηροί καρποί')).toBe('ξηροι καρποι')
    expect(foldText('ΦΑΣΟΛΙΑ ΣΟΓΙΑΣ')).toBe('φασολια σογιασ')
    expect(foldText('МОЛОКО, ёж')).toBe('молоко, еж')
    expect(foldText('smør, fløde, æg, ål, Straße, masło, tejföl, dió')).toBe(
      'smor, flode, aeg, al, strasse, maslo, tejfol, dio',
    )
    expect(foldText('１００ｇ 牛奶')).toBe('100g 牛奶')
    expect(foldText('4 个 鸡 蛋')).toBe('4 个鸡蛋')
    expect(foldText("d'emmental, dell’uovo, confectioners' sugar")).toBe(
      'd emmental, dell uovo, confectioners sugar',
    )
  })
})
