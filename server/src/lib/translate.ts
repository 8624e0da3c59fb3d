/**
 * How a service says an English sentence in its reader's language without loading the catalogs itself: the
 * route passes a `Translate` (`translatorOfRequest` in ./i18n), a service or worker takes it, English by default.
 */

/** Turns an English sentence the server built into the reader's language (`translateMessage` bound to one). */
export type Translate = (english: string) => string

/** English as it is: what a service says when nobody asked for another language. */
export const inEnglish: Translate = (english) => english

/**
 * A catalog template in the reader's language with `values` put in afterwards, so a value (a recipe's title) is
 * never read as a sentence of its own: `sayWith(translate, 'Groceries for {{title}}', { title })`.
 */
export const sayWith = (translate: Translate, template: string, values: Record<string, string | number>) =>
  translate(template).replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  )
