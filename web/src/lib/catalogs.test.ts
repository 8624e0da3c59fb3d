import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@forkcast/contract/languages'
import { NAMESPACES } from '@/lib/i18n'

type Catalog = { [key: string]: string | Catalog }
// The pages' catalogs; server.json and messages.json are the server's (their tests are the contract's and server's).
const files = import.meta.glob<Catalog>(
  ['../../../locales/*/*.json', '!../../../locales/*/server.json', '!../../../locales/*/messages.json'],
  { import: 'default', eager: true },
)
const catalogOf = (language: string, namespace: string) =>
  files[`../../../locales/${language}/${namespace}.json`]

const PLURAL = /_(zero|one|two|few|many|other)$/

/** Every leaf as "a.b.c" → its text. */
const flatten = (catalog: Catalog, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(catalog).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : [...flatten(value, `${prefix}${key}.`)],
    ),
  )

const variablesOf = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((match) => match[1]).sort()
/** A plural's forms share one key: what a language needs of them is checked below, per language. */
const baseKeys = (catalog: Map<string, string>) =>
  new Set([...catalog.keys()].map((key) => key.replace(PLURAL, '')))

describe('the message catalogs', () => {
  it('has a catalog in every language for every namespace, and no catalog without a namespace', () => {
    const expected = LANGUAGES.flatMap((language) =>
      NAMESPACES.map((namespace) => `../../../locales/${language}/${namespace}.json`),
    )
    expect(Object.keys(files).sort()).toEqual(expected.sort())
  })

  for (const language of LANGUAGES.filter((language) => language !== 'en')) {
    for (const namespace of NAMESPACES) {
      it(`says in ${language} everything ${namespace} says in English, with the same placeholders`, () => {
        const english = flatten(catalogOf('en', namespace) ?? {})
        const other = flatten(catalogOf(language, namespace) ?? {})
        expect([...baseKeys(other)].sort()).toEqual([...baseKeys(english)].sort())
        for (const [key, text] of other) {
          const englishText = english.get(key) ?? english.get(key.replace(PLURAL, '_other')) ?? ''
          expect(variablesOf(text), `${language}/${namespace}: ${key}`).toEqual(variablesOf(englishText))
        }
      })
    }
  }

  for (const language of LANGUAGES) {
    it(`gives every plural in ${language} each form the language's rules ask for`, () => {
      const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories
      for (const namespace of NAMESPACES) {
        const catalog = flatten(catalogOf(language, namespace) ?? {})
        const plurals = new Set(
          [...catalog.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')),
        )
        for (const base of plurals)
          // Spanish has a "many" form for round millions ("1 millón de recetas"); i18next does not fall back to
          // "other" when a form is missing, it shows the key.
          for (const category of needed)
            expect(catalog.has(`${base}_${category}`), `${namespace}: ${base}_${category}`).toBe(true)
      }
    })

    it(`leaves no text empty in ${language}`, () => {
      for (const namespace of NAMESPACES)
        for (const [key, text] of flatten(catalogOf(language, namespace) ?? {}))
          expect(text.trim(), `${language}/${namespace}: ${key}`).not.toBe('')
    })
  }
})
