import { currentLanguage } from '@/lib/i18n'
import { formatList } from '@/lib/format'

/**
 * "milk, eggs or peanuts": English as the app has always written it (no comma before the last word), other
 * languages as Intl lists them (Spanish turns "y" into "e" before "i", "o" into "u" before "o").
 */
export const joinWords = (words: readonly string[], type: 'and' | 'or'): string => {
  if (currentLanguage() !== 'en') return formatList(words, type === 'and' ? 'conjunction' : 'disjunction')
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} ${type} ${words.at(-1) ?? ''}`
}

/** "Horneado" from "horneado": for a word that starts a label; English words already start with a capital. */
export const upperFirst = (text: string) =>
  text.charAt(0).toLocaleUpperCase(currentLanguage()) + text.slice(1)
