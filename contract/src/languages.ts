// No zod here: the landing page reads this before its first paint. LanguageSchema is in users.schemas.
/** The languages Forkcast speaks (decision 056); a third is one catalog folder per side and one entry here. */
export const LANGUAGES = ['en', 'es'] as const
export type Language = (typeof LANGUAGES)[number]

/** Each language named in itself, as a picker shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' }

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

/** The best of an Accept-Language header's languages we speak, else English ("es-MX,es;q=0.9" → es). */
export const languageOfHeader = (header: string | undefined): Language => {
  if (!header) return 'en'
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean)
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked.map((entry) => entry.base).find(isLanguage) ?? 'en'
}
