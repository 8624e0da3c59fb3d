/*
 * WordPress recipe plugins print an ingredient as amount, unit, name and notes, and wrap the notes in
 * parentheses for structured data even when the notes already carry them or start with a comma. The page
 * shows 'softened (1/2 cup)' and 'onion, quartered'; the JSON-LD says '((1/2 cup))' and '(, quartered)'.
 * The outer pair is the plugin's, so it goes; parentheses the author wrote stay.
 */

/** Index of the parenthesis closing the one at `open`, or -1 when it never closes. */
const findClosing = (text: string, open: number): number => {
  let depth = 0
  for (let index = open; index < text.length; index++) {
    const char = text[index]
    if (char === '(') depth++
    else if (char === ')' && --depth === 0) return index
  }
  return -1
}

/** Removes parentheses a plugin put around notes that already had their own, or that start with a comma. */
export const unwrapPluginNotes = (line: string): string => {
  let text = line
  for (let guard = 0; guard < 8; guard++) {
    const match = /\(\s*(?=[(,])/.exec(text)
    if (match === null) break
    const open = match.index
    const close = findClosing(text, open)
    if (close === -1) break
    const inner = text.slice(open + match[0].length, close).trim()
    // A comma note joins the name directly ('onion, quartered'); anything else keeps one space before it.
    const before = text.slice(0, open).replace(/\s+$/, '')
    const joiner = inner.startsWith(',') || before.length === 0 ? '' : ' '
    text = `${before}${joiner}${inner}${text.slice(close + 1)}`
  }
  return text
}
