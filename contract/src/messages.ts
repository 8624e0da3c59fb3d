import { compileCatalog, translateWith, type MessageCatalog } from './message-catalog'
import type { Language } from './languages'
import es from '../../locales/es/messages.json'

// The server's side: every catalog compiled at start. The web loads the one it shows (web/src/lib/messages.ts).
const catalogs: Record<Exclude<Language, 'en'>, MessageCatalog> = { es: compileCatalog(es, 'es') }

/** `english` in `language`: the catalog's sentence, else a template's with its values put in, else unchanged. */
export function translateMessage(language: Language, english: string): string {
  if (language === 'en') return english
  return translateWith(catalogs[language], english)
}
