export type SectionLabel = 'ingredients' | 'instructions' | 'other'

const INGREDIENTS =
  /^(?:the\s+)?(?:ingredients?(?:\s+list)?|ingredients?\s+for\s+.{1,40}|what\s+you(?:['’]ll|\s+will)?\s+need|you(?:['’]ll|\s+will)\s+need|shopping\s+list)$/i
const INSTRUCTIONS =
  /^(?:the\s+)?(?:method|directions?|instructions?|preparation|steps|procedure|how\s+to\s+make(?:\s+it)?|cooking\s+(?:instructions|method|directions)|step[-\s]by[-\s]step(?:\s+instructions)?)$/i
const OTHER =
  /^(?:(?:recipe|cook['’]?s|chef['’]?s)\s+)?(?:notes?|tips?|nutrition(?:\s+(?:facts|information|info))?|equipment|comments?|reviews?|related(?:\s+recipes)?|you\s+(?:may|might)\s+also\s+like|more\s+recipes|serving\s+suggestions?|storage|variations?|faqs?|frequently\s+asked\s+questions|leave\s+a\s+(?:comment|reply)|share(?:\s+this)?|print(?:\s+recipe)?|video|about(?:\s+the\s+author)?)$/i

/** Headings may carry a colon, a count or a note: 'Ingredients:', 'Method (serves 4)', '⬇ Steps'. */
const normalizeLabel = (text: string): string =>
  text
    .trim()
    .replace(/^[^\p{L}\d]+/u, '')
    .replace(/\s*[:.\-–—]+\s*$/, '')
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/\s*[:.\-–—]+\s*$/, '')
    .trim()

/** Answers which recipe section a short heading-like text names, or null when it names none. */
export const classifySectionLabel = (text: string): SectionLabel | null => {
  if (text.length === 0 || text.length > 60) return null
  const label = normalizeLabel(text)
  if (INGREDIENTS.test(label)) return 'ingredients'
  if (INSTRUCTIONS.test(label)) return 'instructions'
  if (OTHER.test(label)) return 'other'
  return null
}

/** 'Ingredients for the crust' names a group of ingredients as well as the section. */
export const readLabelGroupTitle = (text: string): string | null => {
  const match = /^ingredients?\s+(for\s+.{1,40})$/i.exec(normalizeLabel(text))
  if (!match?.[1]) return null
  return match[1].charAt(0).toUpperCase() + match[1].slice(1)
}
