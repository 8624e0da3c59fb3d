import { CP1252_BYTES } from '../../../lib/decode-html'

/*
 * Text that was UTF-8, read once as Windows-1252 and published that way ('Â½ cup', 'crÃ¨me'). When every
 * character maps back to a byte and those bytes are valid UTF-8, the repaired text is what the author typed.
 */

/** A lead byte of a two- to four-byte sequence read as Latin-1, followed by a continuation byte. */
const SUSPECT =
  /[\u00c2-\u00f4][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]/
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true })

export const repairMojibake = (text: string): string => {
  if (!SUSPECT.test(text)) return text
  const bytes = new Uint8Array(text.length)
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index)
    const code = char.charCodeAt(0)
    const byte = code < 0x100 ? code : CP1252_BYTES.get(char)
    // A character Windows-1252 cannot produce means the text was not double-decoded.
    if (byte === undefined) return text
    bytes[index] = byte
  }
  try {
    return STRICT_UTF8.decode(bytes)
  } catch {
    return text
  }
}
