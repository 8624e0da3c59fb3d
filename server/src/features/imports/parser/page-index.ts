import {
  MAX_APP_STATE_CHARS,
  readAppStateAttributes,
  readAppStateKind,
  readFlightChunk,
  type AppStateScript,
} from './app-state'
import { cleanOptionalText } from './clean-text'
import { getTextContent, type DomElement, type DomNode, walkElements } from './dom'
import { spaceIngredientParts } from './split-parts'
import { resolveCanonicalUrl, resolveUrl } from './urls'

/** Everything the parser needs from one pass over the document. */
export interface PageIndex {
  root: DomNode
  jsonLdScripts: string[]
  appStateScripts: AppStateScript[]
  recipeScopes: DomElement[]
  meta: PageMeta
}

export interface PageMeta {
  title: string | null
  /** What the site calls itself, for trimming it off recipe names. */
  siteNames: string[]
  description: string | null
  image: string | null
  canonicalUrl: string | null
  /** `og:locale`, `<meta http-equiv="content-language">` and `<html lang>`, as written. */
  languages: { openGraph?: string; contentLanguage?: string; document?: string }
}

const RECIPE_ITEMTYPE = /^(?:https?:\/\/)?(?:www\.)?(?:schema\.org|data-vocabulary\.org)\/Recipe\/?$/i

const RDFA_RECIPE_TYPE = /^(?:schema:|(?:https?:\/\/)?(?:www\.)?schema\.org\/)?Recipe$/i

/** Microdata (itemscope + itemtype) or RDFa (typeof, with the schema.org vocabulary) Recipe items. */
const isRecipeItemScope = (element: DomElement): boolean =>
  (element.attribs.itemscope !== undefined &&
    (element.attribs.itemtype ?? '').split(/\s+/).some((type) => RECIPE_ITEMTYPE.test(type))) ||
  (element.attribs.typeof ?? '').split(/\s+/).some((type) => RDFA_RECIPE_TYPE.test(type))

const SEPARATORS = [' | ', ' - ', ' – ', ' — ', ' :: ', ' · ', ' « ', ' » ', ' / ']
const RECIPE_WORDS =
  'recipe|recept|receta|receita|rezept|ricetta|recette|resep|resepti|oppskrift|opskrift|przepis|tarifi'
/** 'Recipe' in the languages pages are written in, as a page title's trailing label ('… – Recept', '… Recipe from Site'). */
const PAGE_TITLE_RECIPE_LABEL = new RegExp(
  String.raw`^(.+?)(?:\s*[-–—:|]\s*|\s+)(?:${RECIPE_WORDS})(?:\s+(?:from|by|képpel)(?:\s+.*)?)?$`,
  'iu',
)
/** A word that only says 'recipes' ('Matrecept', 'Recipes', 'Rezepte'): a section of the site, never the dish. */
const RECIPE_LABEL_WORD = new RegExp(String.raw`^\p{L}*(?:${RECIPE_WORDS})(?:s|e|er|en|es|as|i)?$`, 'iu')
/** A leading label set off by a separator: 'Recipe: Dal', 'Matrecept - Dal' ('Receta de …' is kept: it reads as a name). */
const LEADING_RECIPE_LABEL = new RegExp(
  String.raw`^\p{L}*(?:${RECIPE_WORDS})(?:s|e|er|en|es|as|i)?\s*[-–—:|]\s*(.+)$`,
  'iu',
)
/** The same label set off by a dash or pipe ('Arretjescake – Recept'): a label even in a recipe's own name. */
const SEPARATED_RECIPE_LABEL = new RegExp(String.raw`^(.+?)\s+[-–—|]\s+(?:${RECIPE_WORDS})$`, 'iu')
const RECIPE_TITLE_CLASS = /recipe[-_]?(?:title|name)(?:$|[-_\s])/i

/** Letters and digits only, so 'Green Fork' matches 'greenfork.example' and 'Anjali’s Kitchen'. */
const toKey = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')

const matchesSite = (candidate: string, siteNames: readonly string[]): boolean => {
  const key = toKey(candidate)
  return key.length > 0 && siteNames.some((name) => toKey(name) === key)
}

/**
 * Drops what repeats the site's name: ' | Site', ' - Site', ' recipe by Site'. Anything after a pipe goes
 * too when the title came from page metadata, where a pipe always starts the site's part.
 */
export const trimSiteSuffix = (title: string, siteNames: readonly string[], isPageTitle = false): string => {
  for (const separator of SEPARATORS) {
    const at = title.lastIndexOf(separator)
    if (at <= 0) continue
    const suffix = title.slice(at + separator.length)
    // A name that carries the site's name was copied from the page title, and is trimmed as one.
    if (matchesSite(suffix, siteNames)) return trimSiteSuffix(title.slice(0, at).trim(), siteNames, true)
  }
  const byline = /^(.+?)\s+(?:recipe\s+)?by\s+(.+)$/iu.exec(title)
  if (byline?.[1] && byline[2] && matchesSite(byline[2], siteNames))
    return byline[1].replace(/\s+recipe$/i, '').trim()
  if (isPageTitle) {
    const pipe = title.split(' | ')
    if (pipe.length > 1 && (pipe[0] ?? '').length > 0)
      return trimSiteSuffix(pipe[0] ?? title, siteNames, true)
    // A page's own title labels the dish as a recipe; a recipe's name says what the dish is.
    const labelled = PAGE_TITLE_RECIPE_LABEL.exec(title)?.[1]?.trim()
    if (labelled !== undefined && labelled.length > 1) return labelled
  }
  // 'Chicken Recipe' may be what the author calls the dish; 'Chicken – Recipe' labels the page it came from.
  const separated = SEPARATED_RECIPE_LABEL.exec(title)?.[1]?.trim()
  if (separated !== undefined && separated.length > 1) return separated
  const led = LEADING_RECIPE_LABEL.exec(title)?.[1]?.trim()
  return led !== undefined && led.length > 1 ? led : title
}

/** Names the site goes by: its declared name, its host, and the part its <title> shares with others. */
const readSiteNames = (
  metas: ReadonlyMap<string, string>,
  titleText: string | null,
  pageUrl?: string,
): string[] => {
  const names: string[] = []
  for (const key of ['og:site_name', 'application-name', 'apple-mobile-web-app-title', 'publisher']) {
    const value = cleanOptionalText(metas.get(key))
    if (value !== null) names.push(value)
  }
  try {
    if (pageUrl !== undefined) {
      const host = new URL(pageUrl).hostname.replace(/^www\./, '')
      names.push(host, host.split('.')[0] ?? host)
    }
  } catch {
    // A page without a usable address simply has no host name to compare with.
  }
  if (titleText !== null) {
    const known = names.filter((name) => name.length > 0)
    for (const separator of SEPARATORS) {
      const parts = titleText.split(separator)
      // 'Site — Dish' or 'Recipes — Dish' names the site first; then its other part is the dish, not the site.
      const siteFirst =
        parts.length === 2 &&
        (matchesSite(parts[0] ?? '', known) || RECIPE_LABEL_WORD.test((parts[0] ?? '').trim()))
      if (parts.length > 1 && !siteFirst) names.push(parts.at(-1) ?? '')
    }
  }
  return names.filter((name) => name.length > 0)
}

const MAX_H1S = 5
/** Pages hold one state object or a handful of islands; more are widgets, not the recipe. */
const MAX_APP_STATES = 20
/** What may stand around the dish in a page title: a separator, or a recipe label after it. */
const BEFORE_DISH = /(?:^|\s[-–—|:·»«/]\s*)$/u
const AFTER_DISH = new RegExp(`^(?:$|\\s*[-–—|:·»«/(]|\\s+(?:${RECIPE_WORDS})\\b)`, 'iu')

/**
 * The page heading when the social title or <title> wraps it in more words ('Recipes - Apple Pie | Site',
 * 'Apple Pie Recipe with pictures - Site'): the heading names the dish alone.
 */
const findHeadingInTitle = (
  headings: readonly string[],
  titles: readonly string[],
  siteNames: readonly string[],
): string | null => {
  for (const heading of headings) {
    if (heading.length < 2 || matchesSite(heading, siteNames)) continue
    for (const title of titles) {
      const at = title.toLowerCase().indexOf(heading.toLowerCase())
      if (at < 0 || title.length === heading.length) continue
      const before = title.slice(0, at)
      const after = title.slice(at + heading.length)
      if (BEFORE_DISH.test(before) && AFTER_DISH.test(after)) return heading
    }
  }
  return null
}

/** Walks the document once and collects the JSON-LD scripts, microdata recipes and head metadata. */
export const indexPage = (root: DomNode, pageUrl?: string): PageIndex => {
  const jsonLdScripts: string[] = []
  const appStateScripts: AppStateScript[] = []
  const flightChunks: string[] = []
  let flightLength = 0
  const recipeScopes: DomElement[] = []
  const metas = new Map<string, string>()
  let canonicalHref: string | null = null
  let titleText: string | null = null
  let firstH1: string | null = null
  const headings: string[] = []
  let recipeTitle: string | null = null
  let documentLanguage: string | undefined

  walkElements(root, (element) => {
    const name = element.name
    if (name === 'script') {
      const text = getTextContent(element)
      if (/ld\+json/i.test(element.attribs.type ?? '')) jsonLdScripts.push(text)
      else {
        const kind = readAppStateKind(element.attribs.id, text, element.attribs.type)
        const chunk = kind === null ? readFlightChunk(text) : null
        if (kind !== null) {
          if (kind !== 'json' || appStateScripts.length < MAX_APP_STATES) appStateScripts.push({ kind, text })
        } else if (chunk !== null && flightLength + chunk.length <= MAX_APP_STATE_CHARS) {
          flightChunks.push(chunk)
          flightLength += chunk.length
        }
      }
      return false
    }
    if (name === 'style' || name === 'svg' || name === 'template') return false
    if (appStateScripts.length < MAX_APP_STATES)
      appStateScripts.push(...readAppStateAttributes(element.attribs))
    if (name === 'html') documentLanguage ??= element.attribs.lang ?? element.attribs['xml:lang']
    if (name === 'meta') {
      const key = (
        element.attribs['http-equiv'] ??
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
    } else if (name === 'h1' && headings.length < MAX_H1S) {
      const heading = cleanOptionalText(getTextContent(element))
      firstH1 ??= heading
      if (heading !== null) headings.push(heading)
    } else if (
      recipeTitle === null &&
      RECIPE_TITLE_CLASS.test(`${element.attribs.class ?? ''} ${element.attribs.id ?? ''}`)
    ) {
      recipeTitle = cleanOptionalText(getTextContent(element))
    }
    if (isRecipeItemScope(element)) recipeScopes.push(element)
    // Done in this walk rather than a second one: large pages have hundreds of thousands of elements.
    spaceIngredientParts(element)
    return true
  })

  if (flightChunks.length > 0) appStateScripts.push({ kind: 'next-flight', text: flightChunks.join('') })
  const siteNames = readSiteNames(metas, titleText, pageUrl)
  const ogTitle = cleanOptionalText(metas.get('og:title') ?? metas.get('twitter:title'))
  // A recipe card's own title beats the page <title>, which is often the site's SEO line.
  // A social title that is only the site's name says nothing about the dish.
  const documentTitles = [ogTitle, titleText].filter((title): title is string => title !== null)
  const rawTitle =
    findHeadingInTitle(headings, documentTitles, siteNames) ??
    [ogTitle, firstH1, recipeTitle, titleText].find(
      (candidate) => candidate !== null && !matchesSite(candidate, siteNames),
    ) ??
    ogTitle ??
    titleText
  const ogImage = metas.get('og:image') ?? metas.get('og:image:url') ?? metas.get('twitter:image') ?? null
  return {
    root,
    jsonLdScripts,
    appStateScripts,
    recipeScopes,
    meta: {
      siteNames,
      title: rawTitle === null ? null : trimSiteSuffix(rawTitle, siteNames, true),
      description: cleanOptionalText(
        metas.get('description') ?? metas.get('og:description') ?? metas.get('twitter:description'),
      ),
      image: resolveUrl(ogImage, pageUrl),
      canonicalUrl: resolveCanonicalUrl(canonicalHref ?? metas.get('og:url') ?? null, pageUrl),
      languages: {
        openGraph: metas.get('og:locale'),
        contentLanguage: metas.get('content-language'),
        document: documentLanguage,
      },
    },
  }
}
