import i18next from 'i18next'
import { isLanguage, languageOfHeader, type Language } from '@forkcast/contract/languages'
import { translateMessage } from '@forkcast/contract/messages'
import { inEnglish, type Translate } from './translate'
import en from '../../../locales/en/server.json'
import es from '../../../locales/es/server.json'

/**
 * What the server writes to a person outside an API answer (mail, push) in their language (decision 056):
 * `locales/<language>/server.json`, read by one i18next instance of its own. Errors and validation messages
 * are the contract's catalog instead (`@forkcast/contract/messages`).
 */
// Every language the contract lists must have its catalog here (the type says so).
const catalogs: Record<Language, typeof en> = { en, es }
const i18n = i18next.createInstance()
void i18n.init({
  resources: Object.fromEntries(
    Object.entries(catalogs).map(([language, catalog]) => [language, { translation: catalog }]),
  ),
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  // Mail and push are plain text: nothing to escape, and a name like "Tom & Ana" must arrive as typed.
  interpolation: { escapeValue: false },
})

/** The sentences of one language: `tFor('es')('mail.passwordReset.subject')`. */
export const tFor = (language: Language) => i18n.getFixedT(language)

/** A mail's first line: "Hi Ana," or, with no name, "Hi there," in the mail's language. */
export const mailGreeting = (t: ReturnType<typeof tFor>, firstName: string | null | undefined) =>
  firstName ? t('mail.greeting', { name: firstName }) : t('mail.greetingNoName')

/** A day as mail writes it in `language`: "March 5, 2026", "5 de marzo de 2026". */
export const formatMailDay = (day: Date, language: Language) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(day)

/**
 * Who a mail or notification is for writes in their account's language; someone whose language is not known
 * yet reads the language of the request that caused it, when there is one, else English.
 */
export const recipientLanguage = (
  recipient: { language: string | null } | null,
  requestLanguage: Language = 'en',
): Language => (recipient && isLanguage(recipient.language) ? recipient.language : requestLanguage)

/** The language a request is answered in: the signed-in person's, else the best of its Accept-Language. */
export const languageOfRequest = (request: {
  user: { language: string | null } | null
  headers: { 'accept-language'?: string | undefined }
}): Language =>
  request.user && isLanguage(request.user.language)
    ? request.user.language
    : languageOfHeader(request.headers['accept-language'])

/** The catalog's sentences in `language` (decision 056): a known sentence or template, else the text unchanged. */
const translatorFor = (language: Language): Translate =>
  language === 'en' ? inEnglish : (english) => translateMessage(language, english)

/**
 * Sentences of a successful answer (reasons, summaries) in the language of the person it answers, as the error
 * handler does for errors: the service builds English, the route translates the fields people read.
 */
export const translatorOfRequest = (request: Parameters<typeof languageOfRequest>[0]): Translate =>
  translatorFor(languageOfRequest(request))
