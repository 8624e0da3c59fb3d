import { i18next } from '@/lib/i18n'

const spanishCatalogs = import.meta.glob<Record<string, unknown>>(
  ['../../../locales/es/*.json', '!**/server.json', '!**/messages.json'],
  {
    import: 'default',
    eager: true,
  },
)

/** Every Spanish catalog in memory, so a test can switch to Spanish without waiting for chunks. */
export const loadSpanish = () => {
  for (const [file, catalog] of Object.entries(spanishCatalogs))
    i18next.addResourceBundle('es', file.replace(/^.*\/(.+)\.json$/, '$1'), catalog, true, true)
}

/** Back to English after a test that switched; the next test reads English again. */
export const backToEnglish = () => i18next.changeLanguage('en')
