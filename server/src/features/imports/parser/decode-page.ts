/** Saved pages keep their original encoding; the BOM or meta charset says which one. */
export const decodePageBytes = (bytes: Uint8Array): string => {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes)
  const head = Buffer.from(bytes.subarray(0, 2048)).toString('latin1')
  const declared = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1]
  const utf8 = new TextDecoder('utf-8').decode(bytes)
  // A page declaring a legacy charset but saved as UTF-8 (the common 'Save as' result) stays UTF-8.
  if (declared === undefined || /^utf-?8$/i.test(declared) || !utf8.includes('\uFFFD')) return utf8
  try {
    return new TextDecoder(declared).decode(bytes)
  } catch {
    return utf8
  }
}
