import { assertRoomForRecipes } from '../../lib/user-caps'
import type { ImportRecipeRequest, ImportRecipeResult, Recipe } from '@forkcast/contract/recipes.schemas'
import type { AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import { enforceRateLimit } from '../../lib/rate-limit'
import { inEnglish, sayWith, type Translate } from '../../lib/translate'
import { fetchPublicHtml, SafeFetchError } from '../../lib/safe-fetch'
import type { UserRow } from '../users/users.repository'
import { prepareRecipeRow, type RecipeContent } from '../../lib/recipe-derivation'
import {
  findOwnedRecipeByHash,
  findRecipesForUser,
  insertRecipe,
  insertSavedRecipe,
} from '../recipes/recipes.repository'
import { getRecipe, toRecipe } from '../recipes/recipe-lists.service'
import { resolveAudience } from '../users/audience.service'
import { storeImportedImage } from '../images/images.service'
import {
  chooseCanonicalUrl,
  countParsedData,
  describeTrimmed,
  normalizeRecipeUrl,
  readSiteName,
  toImportedContent,
  type ImportedContent,
} from './imported-recipe'
import { findImportedRecipeIds, findPublicImportByUrls, insertPublicImport } from './imports.repository'
import type { ParseAnswer } from './parse-page.worker'
import { parseOffThread } from './parse-pool'
import { summarizeRecipe } from './parser/summarize'
import type { ParsedRecipe, ParsedRecipePage } from './parser/types'

/** Each import may fetch and parse a 5 MB page: 30 per user per 10 minutes is plenty for a person. */
const IMPORT_RATE_LIMIT = { limit: 30, windowSeconds: 600 } as const
const IMPORTED_LIST_LIMIT = 100

const invalidUrl = (message = 'Please enter a valid http or https address') =>
  new AppError('VALIDATION_ERROR', message, { issues: [{ path: 'url', message }] })

/** Every fetch failure as an answer a person can act on; pasting the page works around most of them. */
const toFetchFailure = (error: SafeFetchError): AppError => {
  switch (error.code) {
    case 'ADDRESS_NOT_ALLOWED':
      return new AppError('BAD_REQUEST', error.message)
    case 'INVALID_URL':
      return invalidUrl(error.message)
    case 'TIMEOUT':
      return new AppError('UPSTREAM_TIMEOUT', error.message)
    case 'NOT_HTML':
    case 'NOT_IMAGE':
      return new AppError('UNPROCESSABLE', error.message)
    case 'HTTP_STATUS':
    case 'TOO_LARGE':
    case 'TOO_MANY_REDIRECTS':
    case 'NETWORK':
      return new AppError('UPSTREAM_FAILED', error.message)
  }
}

const countsOf = (answer: ParseAnswer) => ({
  ingredients: answer.ingredientCount,
  instructions: answer.instructionCount,
})

/** A recipe needs ingredients and steps; otherwise the parser's summary says what was missing. */
const requireCompleteRecipe = (page: ParsedRecipePage): ParsedRecipe => {
  const { recipe } = page
  if (recipe === null || recipe.ingredients.length === 0 || recipe.instructions.length === 0) {
    throw new AppError('UNPROCESSABLE', page.summary)
  }
  return recipe
}

const toContent = (
  imported: ImportedContent,
  origin: Pick<
    RecipeContent,
    'sourceUrl' | 'canonicalUrl' | 'siteName' | 'ownerId' | 'importedByUserId' | 'declaredLanguages'
  >,
): RecipeContent => {
  const { rating: _rating, ...input } = imported.input
  return {
    ...input,
    totalTimeMinutes: imported.totalTimeMinutes,
    yields: imported.yields,
    nutrition: imported.nutrition,
    imageUrl: imported.imageUrl,
    author: imported.author,
    sourceType: 'imported',
    ...origin,
  }
}

const toResult = (
  recipe: Recipe,
  { summary, source, alreadyImported }: Pick<ImportRecipeResult, 'summary' | 'source' | 'alreadyImported'>,
): ImportRecipeResult => ({
  title: recipe.title,
  parsedData: countParsedData(recipe),
  recipe,
  summary,
  source,
  alreadyImported,
})

/** What was found and, when the page had more than the form keeps, what was kept: in the reader's language. */
const summarizeImport = (
  parsed: ParsedRecipe,
  page: ParsedRecipePage,
  imported: ImportedContent,
  translate: Translate,
) => {
  const found = summarizeRecipe(parsed, page.source, translate)
  return imported.trimmed === null ? found : `${found} ${describeTrimmed(imported.trimmed, translate)}`
}

/** A recipe the database already has: it joins the caller's collection and nothing is fetched or stored. */
async function answerKnownImport(
  ctx: AppContext,
  user: UserRow,
  recipeId: number,
  translate: Translate,
): Promise<ImportRecipeResult> {
  await insertSavedRecipe(ctx.db, user.id, recipeId)
  const recipe = await getRecipe(ctx, { user, recipeId })
  return toResult(recipe, {
    summary: sayWith(translate, 'Already in the recipe database: "{{title}}".', { title: recipe.title }),
    source: null,
    alreadyImported: true,
  })
}

/**
 * A new recipe's image is fetched once, after the import committed, and served from our origin; the page's
 * own address is never stored or answered (a browser loading it would tell that site who is looking).
 */
const fetchImageOnce = async (ctx: AppContext, recipeId: number, imageUrl: string | null) => {
  if (imageUrl !== null && imageUrl !== '') await storeImportedImage(ctx, { recipeId, imageUrl })
}

async function fetchPage(ctx: AppContext, url: string) {
  try {
    return await fetchPublicHtml(url, ctx.importFetch)
  } catch (error) {
    if (error instanceof SafeFetchError) throw toFetchFailure(error)
    throw error
  }
}

/**
 * Door 1: a public web page joins the shared recipe database once (keyed by its canonical address) and the
 * caller's collection; importing it again, by any address it is known under, answers the stored recipe.
 */
async function importFromUrl(
  ctx: AppContext,
  user: UserRow,
  rawUrl: string,
  translate: Translate,
): Promise<ImportRecipeResult> {
  const url = normalizeRecipeUrl(rawUrl)
  if (url === null) throw invalidUrl()
  const knownId = await findPublicImportByUrls(ctx.db, [url])
  if (knownId !== null) return answerKnownImport(ctx, user, knownId, translate)

  const page = await fetchPage(ctx, url)
  const answer = await parseOffThread({ kind: 'html', html: page.html, pageUrl: page.url })
  const parsedPage = answer.page
  const parsed = requireCompleteRecipe(parsedPage)
  const pageUrl = normalizeRecipeUrl(page.url) ?? url
  const canonicalUrl = chooseCanonicalUrl(parsed.canonicalUrl, pageUrl)
  const addresses = [...new Set([canonicalUrl, pageUrl, url])]
  const sameRecipeId = await findPublicImportByUrls(ctx.db, addresses)
  if (sameRecipeId !== null) return answerKnownImport(ctx, user, sameRecipeId, translate)

  const imported = toImportedContent(parsed, pageUrl, countsOf(answer))
  const row = prepareRecipeRow(
    toContent(imported, {
      sourceUrl: pageUrl,
      canonicalUrl,
      siteName: readSiteName(pageUrl),
      ownerId: null,
      importedByUserId: user.id,
      declaredLanguages: parsedPage.declaredLanguages,
    }),
  )
  const stored = await ctx.db.transaction(async (tx) => {
    const insertedId = await insertPublicImport(tx, row)
    // Someone imported the same page a moment ago: theirs is the one.
    const recipeId = insertedId ?? (await findPublicImportByUrls(tx, [canonicalUrl]))
    if (recipeId === null) throw new Error('the clashing import was not found')
    await insertSavedRecipe(tx, user.id, recipeId)
    return { recipeId, isNew: insertedId !== null }
  })
  if (stored.isNew) await fetchImageOnce(ctx, stored.recipeId, imported.imageUrl)
  const recipe = await getRecipe(ctx, { user, recipeId: stored.recipeId })
  return toResult(recipe, {
    summary: summarizeImport(parsed, parsedPage, imported, translate),
    source: parsedPage.source,
    alreadyImported: !stored.isNew,
  })
}

/**
 * Door 2: pasted page source or recipe text. Nobody can check that a paste is what the page says, so it is
 * kept private to the caller rather than published under the page's address.
 */
async function importPasted(
  ctx: AppContext,
  user: UserRow,
  { html, text, url }: { html?: string; text?: string; url?: string },
  translate: Translate,
): Promise<ImportRecipeResult> {
  let pageUrl: string | null = null
  if (url !== undefined && url !== '') {
    pageUrl = normalizeRecipeUrl(url)
    if (pageUrl === null) throw invalidUrl()
  }
  const answer = await parseOffThread(
    html !== undefined && html.trim() !== ''
      ? { kind: 'html', html, pageUrl: pageUrl ?? undefined }
      : { kind: 'text', text: text ?? '' },
  )
  const parsedPage = answer.page
  const parsed = requireCompleteRecipe(parsedPage)
  const imported = toImportedContent(parsed, pageUrl, countsOf(answer))
  const row = prepareRecipeRow(
    toContent(imported, {
      sourceUrl: pageUrl,
      canonicalUrl: null,
      siteName: readSiteName(pageUrl),
      ownerId: user.id,
      declaredLanguages: parsedPage.declaredLanguages,
    }),
  )
  const stored = await ctx.db.transaction(async (tx) => {
    const existingId = await findOwnedRecipeByHash(tx, user.id, row.contentHash)
    if (existingId === null) await assertRoomForRecipes(tx, user.id)
    return existingId === null
      ? { recipeId: await insertRecipe(tx, row), isNew: true }
      : { recipeId: existingId, isNew: false }
  })
  if (stored.isNew) await fetchImageOnce(ctx, stored.recipeId, imported.imageUrl)
  const recipe = await getRecipe(ctx, { user, recipeId: stored.recipeId })
  return toResult(recipe, {
    summary: stored.isNew
      ? summarizeImport(parsed, parsedPage, imported, translate)
      : sayWith(translate, 'Already in your recipes: "{{title}}".', { title: recipe.title }),
    source: parsedPage.source,
    alreadyImported: !stored.isNew,
  })
}

export async function importRecipe(
  ctx: AppContext,
  {
    user,
    request,
    translate = inEnglish,
  }: { user: UserRow; request: ImportRecipeRequest; translate?: Translate },
): Promise<ImportRecipeResult> {
  await enforceRateLimit(ctx.db, {
    key: `recipe-import:user:${user.id}`,
    ...IMPORT_RATE_LIMIT,
    action: 'recipe imports',
  })
  const isPasted = (request.html ?? '').trim() !== '' || (request.text ?? '').trim() !== ''
  return isPasted
    ? importPasted(ctx, user, request, translate)
    : importFromUrl(ctx, user, request.url ?? '', translate)
}

/** The caller's imported recipes, newest first: public imports in their collection and their own pastes. */
export async function listImportedRecipes(ctx: AppContext, { user }: { user: UserRow }): Promise<Recipe[]> {
  const ids = await findImportedRecipeIds(ctx.db, user.id, IMPORTED_LIST_LIMIT)
  const audience = await resolveAudience(ctx, { user })
  const rows = await findRecipesForUser(ctx.db, ids, user.id)
  const byId = new Map(rows.map((row) => [row.recipe.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [toRecipe(row, audience)] : []
  })
}
