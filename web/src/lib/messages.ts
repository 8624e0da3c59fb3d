import { compileCatalog, translateWith, type MessageCatalog } from '@forkcast/contract/message-catalog'
import { isLanguage, type Language } from '@forkcast/contract/languages'
import { i18next } from './i18n'

/**
 * The sentences the contract's schemas and the server say (validation messages, refusals), in the language
 * shown: the same catalog the server answers from (`locales/<language>/messages.json`, keyed by the English
 * sentence), loaded when a language other than English is first shown, so English pages never carry it.
 */
const loaders = import.meta.glob<Record<string, string>>('../../../locales/*/messages.json', {
  import: 'default',
})
const loaded = new Map<Language, MessageCatalog>()
// Components that showed a sentence before its catalog arrived are told to show it again.
const listeners = new Set<() => void>()

const load = async (language: string) => {
  if (!isLanguage(language) || language === 'en' || loaded.has(language)) return
  const loader = loaders[`../../../locales/${language}/messages.json`]
  if (!loader) return
  loaded.set(language, compileCatalog(await loader(), language))
  for (const listener of listeners) listener()
}

/** For useSyncExternalStore: called whenever another language's sentences have loaded. */
export const subscribeToMessages = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
/** How many languages' sentences are in memory: changes when one arrives. */
export const loadedMessageCount = () => loaded.size

i18next.on('languageChanged', (language) => {
  load(language).catch((error: unknown) => console.error('Could not load the messages', error))
})
// A language already shown before this module loaded (the first one).
load(i18next.language).catch((error: unknown) => console.error('Could not load the messages', error))

/** An English sentence of the contract or the server in the language shown; any other text as it is. */
export const knownMessage = (english: string): string => {
  const catalog = isLanguage(i18next.language) ? loaded.get(i18next.language) : undefined
  return catalog ? translateWith(catalog, english) : english
}

/** Tests: the catalog of `language` in memory before a test switches to it. */
export const loadMessages = (language: Language) => load(language)
