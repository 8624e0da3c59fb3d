import i18next, { type BackendModule, type ReadCallback } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { isLanguage, LANGUAGES, type Language } from '@forkcast/contract/languages'
import { readDeviceValue, writeDeviceValue } from './device-storage'

/**
 * Words on screen come from the catalogs in `locales/<language>/<namespace>.json` (decision 056). Each
 * namespace is its own small chunk, fetched when a page first asks for it, so the landing page never downloads
 * the recipe side's words.
 */
export const NAMESPACES = [
  'common',
  'app',
  'account',
  'api-tokens',
  'auth',
  'backup',
  'beta',
  'calendar-feed',
  'catalog',
  'discovery',
  'favorites',
  'groups',
  'imports',
  'landing',
  'language',
  'location',
  'passkeys',
  'planning',
  'push',
  'pwa',
  'recipes',
  'restaurants',
  'shell',
  'subscriptions',
  'theme',
  'tours',
  'users',
  'voting',
  'webhooks',
] as const

type Catalog = Record<string, unknown>
// A language's folder also holds the server's words (server.json) and sentences (messages.json): not pages'.
const catalogs = import.meta.glob<Catalog>(
  ['../../../locales/*/*.json', '!../../../locales/*/server.json', '!../../../locales/*/messages.json'],
  { import: 'default' },
)

const catalogBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language: string, namespace: string, callback: ReadCallback) => {
    const load = catalogs[`../../../locales/${language}/${namespace}.json`]
    if (!load) return callback(new Error(`No catalog ${language}/${namespace}`), false)
    load().then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    )
  },
}

/** The first of the browser's languages we speak ("es-MX" → es), else English. */
export const browserLanguage = (preferred: readonly string[] = navigator.languages ?? []): Language => {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0]
    if (isLanguage(base)) return base
  }
  return 'en'
}

/** This device's last language (the account's, once someone signed in here), else the browser's. */
export const initialLanguage = (): Language => {
  const stored = readDeviceValue('language')
  return isLanguage(stored) ? stored : browserLanguage()
}

export const currentLanguage = (): Language => (isLanguage(i18next.language) ? i18next.language : 'en')

/** Shows the app in `language` and keeps it on this device, so the next visit starts in it before sign-in. */
export const showLanguage = async (language: Language) => {
  writeDeviceValue('language', language)
  if (i18next.language !== language) await i18next.changeLanguage(language)
}

i18next.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language
})

const baseOptions = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: 'en',
  defaultNS: 'common',
  // The landing page's words and the shared ones come before the first paint.
  ns: ['common', 'landing'],
  // React escapes what it renders; escaping here too would show "&amp;".
  interpolation: { escapeValue: false },
  returnNull: false,
} as const

/** The app's start: the first language's common words are in before the first paint; the rest load on use. */
export const startI18n = async () => {
  await i18next
    .use(catalogBackend)
    .use(initReactI18next)
    .init({ ...baseOptions, lng: initialLanguage() })
}

/** Tests: every catalog of `language` in memory at once, so nothing waits for a chunk. */
export const startI18nWith = async (
  language: Language,
  resources: Record<string, Record<string, Catalog>>,
) => {
  await i18next
    .use(initReactI18next)
    .init({ ...baseOptions, lng: language, ns: [...NAMESPACES], resources, react: { useSuspense: false } })
}

/** After the first paint: the language's other namespaces, so later pages never wait for their words. */
export const preloadNamespaces = () => i18next.loadNamespaces([...NAMESPACES])

export { i18next }
