import { cleanOptionalText } from './clean-text'
import { getTextContent, type DomElement, type DomNode, walkElements } from './dom'
import { resolveCanonicalUrl, resolveUrl } from './urls'

/** Everything the parser needs from one pass over the document. */
export interface PageIndex {
  root: DomNode
  jsonLdScripts: string[]
  recipeScopes: DomElement[]
  meta: PageMeta
}

export interface PageMeta {
  title: string | null
  description: string | null
  image: string | null
  canonicalUrl: string | null
}

const RECIPE_ITEMTYPE = /^(?:https?:\/\/)?(?:www\.)?(?:schema\.org|data-vocabulary\.org)\/Recipe\/?$/i

const isRecipeItemScope = (element: DomElement): boolean =>
  element.attribs.itemscope !== undefined &&
  (element.attribs.itemtype ?? '').split(/\s+/).some((type) => RECIPE_ITEMTYPE.test(type))

/** Drops the ' | Site name' or ' - Site name' suffix that page titles carry. */
const trimSiteSuffix = (title: string, siteName: string | null): string => {
  if (siteName !== null) {
    for (const separator of [' | ', ' - ', ' – ', ' — ', ' :: ', ' · ']) {
      const suffix = `${separator}${siteName}`
      if (title.toLowerCase().endsWith(suffix.toLowerCase()) && title.length > suffix.length) {
        return title.slice(0, -suffix.length).trim()
      }
    }
  }
  const pipe = title.split(' | ')
  return pipe.length > 1 && (pipe[0] ?? '').length > 0 ? (pipe[0] ?? title) : title
}

/** Walks the document once and collects the JSON-LD scripts, microdata recipes and head metadata. */
export const indexPage = (root: DomNode, pageUrl?: string): PageIndex => {
  const jsonLdScripts: string[] = []
  const recipeScopes: DomElement[] = []
  const metas = new Map<string, string>()
  let canonicalHref: string | null = null
  let titleText: string | null = null
  let firstH1: string | null = null

  walkElements(root, (element) => {
    const name = element.name
    if (name === 'script') {
      if (/ld\+json/i.test(element.attribs.type ?? '')) jsonLdScripts.push(getTextContent(element))
      return false
    }
    if (name === 'style' || name === 'svg' || name === 'template') return false
    if (name === 'meta') {
      const key = (
        element.attribs.property ??
        element.attribs.name ??
        element.attribs.itemprop ??
        ''
      ).toLowerCase()
      const content = element.attribs.content
      if (key.length > 0 && content !== undefined && !metas.has(key)) metas.set(key, content)
    } else if (name === 'link') {
      const rel = (element.attribs.rel ?? '').toLowerCase().split(/\s+/)
      if (rel.includes('canonical') && canonicalHref === null) canonicalHref = element.attribs.href ?? null
    } else if (name === 'title' && titleText === null) {
      titleText = cleanOptionalText(getTextContent(element))
    } else if (name === 'h1' && firstH1 === null) {
      firstH1 = cleanOptionalText(getTextContent(element))
    }
    if (isRecipeItemScope(element)) recipeScopes.push(element)
    return true
  })

  const siteName = cleanOptionalText(metas.get('og:site_name'))
  const ogTitle = cleanOptionalText(metas.get('og:title') ?? metas.get('twitter:title'))
  const rawTitle = ogTitle ?? firstH1 ?? titleText
  const ogImage = metas.get('og:image') ?? metas.get('og:image:url') ?? metas.get('twitter:image') ?? null
  return {
    root,
    jsonLdScripts,
    recipeScopes,
    meta: {
      title: rawTitle === null ? null : trimSiteSuffix(rawTitle, siteName),
      description: cleanOptionalText(
        metas.get('description') ?? metas.get('og:description') ?? metas.get('twitter:description'),
      ),
      image: resolveUrl(ogImage, pageUrl),
      canonicalUrl: resolveCanonicalUrl(canonicalHref ?? metas.get('og:url') ?? null, pageUrl),
    },
  }
}
