/*
 * Decoding a page's bytes: the HTTP charset, then a byte-order mark, then the page's own meta charset,
 * as the issue of real pages taught us. One exception beats every declaration: bytes that are valid UTF-8
 * (with multi-byte sequences) are never read as a single-byte charset, because that turns 'é' into 'Ã©'
 * and a non-breaking space into 'Â '. Legacy single-byte text is almost never valid UTF-8 by chance.
 */

/** Windows-1252 characters in 0x80–0x9F, by the byte they stand for. */
export const CP1252_BYTES = new Map<string, number>(
  [
    '€',
    '',
    '‚',
    'ƒ',
    '„',
    '…',
    '†',
    '‡',
    'ˆ',
    '‰',
    'Š',
    '‹',
    'Œ',
    '',
    'Ž',
    '',
    '',
    '‘',
    '’',
    '“',
    '”',
    '•',
    '–',
    '—',
    '˜',
    '™',
    'š',
    '›',
    'œ',
    '',
    'ž',
    'Ÿ',
  ].flatMap((char, offset): Array<[string, number]> => (char.length === 0 ? [] : [[char, 0x80 + offset]])),
)

/** Node's decoder reads 'windows-1252' as Latin-1, leaving curly quotes and 'œ' as control characters. */
const CP1252_CHARS = new Map([...CP1252_BYTES].map(([char, byte]) => [byte, char]))
const fixC1Controls = (text: string): string =>
  text.replace(/[\u0080-\u009f]/g, (char) => CP1252_CHARS.get(char.charCodeAt(0)) ?? char)

const LATIN1_FAMILY =
  /^(?:(?:iso[-_]?)?8859[-_]?1|latin-?1|l1|(?:windows|cp|x-cp)[-_]?1252|us-ascii|ascii|iso-ir-100)$/i
const SINGLE_BYTE =
  /^(?:(?:iso[-_]?)?8859[-_]?\d+|latin-?\d|l\d|(?:windows|cp|x-cp)[-_]?125\d|us-ascii|ascii|iso-ir-\d+|ibm\d+|koi8[-_]?[ru]|macintosh|x-mac-\w+)$/i
const CHARSET = /charset\s*=\s*["']?([\w.:-]+)/i
const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i
const META_SCAN_BYTES = 4096

interface Utf8Reading {
  text: string
  /** Characters outside ASCII that decoded cleanly, and bytes that were not UTF-8 at all. */
  multiByte: number
  invalid: number
}

const readUtf8 = (bytes: Uint8Array): Utf8Reading => {
  const text = new TextDecoder('utf-8').decode(bytes)
  let multiByte = 0
  let invalid = 0
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code < 0x80) continue
    if (code === 0xfffd) invalid++
    else multiByte++
  }
  return { text, multiByte, invalid }
}

const decodeAs = (bytes: Uint8Array, charset: string): string | null => {
  try {
    // Browsers read every Latin-1 label as Windows-1252, and so must we.
    if (LATIN1_FAMILY.test(charset)) return fixC1Controls(new TextDecoder('latin1').decode(bytes))
    return new TextDecoder(charset).decode(bytes)
  } catch {
    return null
  }
}

const readBom = (bytes: Uint8Array): string | null => {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be'
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le'
  return null
}

/** Decodes an HTML page; `contentType` is the HTTP Content-Type header when the page came over HTTP. */
export const decodeHtmlBytes = (bytes: Uint8Array, contentType?: string | null): string => {
  const fromHeader = CHARSET.exec(contentType ?? '')?.[1]
  const bom = readBom(bytes)
  if (fromHeader === undefined && bom !== null) return decodeAs(bytes, bom) ?? readUtf8(bytes).text
  const declared =
    fromHeader ??
    META_CHARSET.exec(Buffer.from(bytes.subarray(0, META_SCAN_BYTES)).toString('latin1'))?.[1] ??
    null
  const utf8 = readUtf8(bytes)
  const looksUtf8 = utf8.invalid === 0 || utf8.multiByte > utf8.invalid
  if (declared === null || /^utf-?8$/i.test(declared)) {
    // Undeclared or mislabelled bytes that are mostly not UTF-8 are the web's legacy default.
    return looksUtf8 ? utf8.text : (decodeAs(bytes, 'windows-1252') ?? utf8.text)
  }
  if (SINGLE_BYTE.test(declared) && utf8.multiByte > 0 && looksUtf8) return utf8.text
  return decodeAs(bytes, declared) ?? utf8.text
}
