import { decodeEntities } from './clean-text'

const toBaseUrl = (pageUrl: string | undefined): URL | null => {
  if (pageUrl === undefined) return null
  try {
    const base = new URL(pageUrl)
    return base.protocol === 'http:' || base.protocol === 'https:' ? base : null
  } catch {
    return null
  }
}

/** Resolves a possibly relative URL against the page; answers null for anything that is not http(s). */
export const resolveUrl = (value: string | null | undefined, pageUrl?: string): string | null => {
  if (typeof value !== 'string') return null
  const text = decodeEntities(value).trim().replace(/\s/g, '%20')
  if (text.length === 0 || text.length > 4096) return null
  const base = toBaseUrl(pageUrl)
  try {
    // Protocol-relative URLs ('//cdn.site/x.jpg') are common in image fields; assume https without a page.
    const url = new URL(text.startsWith('//') && base === null ? `https:${text}` : text, base ?? undefined)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** Canonical addresses identify the page, so the fragment ('#recipe') is dropped. */
export const resolveCanonicalUrl = (value: string | null | undefined, pageUrl?: string): string | null => {
  const resolved = resolveUrl(value, pageUrl)
  if (resolved === null) return null
  const url = new URL(resolved)
  url.hash = ''
  return url.href
}
