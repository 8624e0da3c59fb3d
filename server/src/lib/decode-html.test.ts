import { describe, expect, it } from 'vitest'
import { decodeHtmlBytes } from './decode-html'

const utf8 = (text: string) => new TextEncoder().encode(text)
const latin1 = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'))
const page = (head: string, body: string) => `<html><head>${head}</head><body>${body}</body></html>`

describe('decodeHtmlBytes', () => {
  it('follows the HTTP charset first', () => {
    const bytes = latin1(page('<meta charset="utf-8">', 'Crème brûlée'))
    expect(decodeHtmlBytes(bytes, 'text/html; charset=ISO-8859-1')).toContain('Crème brûlée')
  })

  it('follows a byte-order mark over a wrong meta charset', () => {
    const bytes = Uint8Array.from([
      0xef,
      0xbb,
      0xbf,
      ...utf8(page('<meta charset="iso-8859-1">', 'Käsespätzle')),
    ])
    const text = decodeHtmlBytes(bytes)
    expect(text).toContain('Käsespätzle')
    expect(text.charCodeAt(0)).not.toBe(0xfeff)
  })

  it('follows the meta charset when nothing else is declared', () => {
    const bytes = latin1(
      page('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">', 'Jalapeño'),
    )
    expect(decodeHtmlBytes(bytes)).toContain('Jalapeño')
  })

  it('never reads valid UTF-8 as Latin-1, whatever the declaration says', () => {
    const bytes = utf8(page('<meta charset="windows-1252">', '¾ teaspoon\u00a0salt'))
    const text = decodeHtmlBytes(bytes, 'text/html; charset=iso-8859-1')
    expect(text).toContain('¾ teaspoon\u00a0salt')
    expect(text).not.toContain('Â')
  })

  it('keeps mostly-UTF-8 pages as UTF-8 when one stray Latin-1 byte sits in them', () => {
    const bytes = Uint8Array.from([...utf8(page('<meta charset="windows-1252">', 'Jalapeño ½ cup ')), 0xe9])
    expect(decodeHtmlBytes(bytes)).toContain('Jalapeño ½ cup')
  })

  it('reads Latin-1 labels as Windows-1252, so curly quotes and œ survive', () => {
    // Bytes 0x92 and 0x9c are ’ and œ in Windows-1252, which browsers use for every Latin-1 label.
    const bytes = latin1(page('<meta charset="iso-8859-1">', 'Mom\u0092s \u009cuf'))
    expect(decodeHtmlBytes(bytes)).toContain('Mom’s œuf')
  })

  it('reads undeclared bytes that are not UTF-8 as Windows-1252', () => {
    const bytes = latin1(page('', '¾ cup cream'))
    expect(decodeHtmlBytes(bytes)).toContain('¾ cup cream')
  })
})
