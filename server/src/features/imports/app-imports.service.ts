import {
  APP_EXPORT_FORMAT_LABELS,
  APP_IMPORT_LIMITS,
  type AppImportRecipe,
  type AppImportResult,
} from '@forkcast/contract/app-imports.schemas'
import type { BulkRowError } from '@forkcast/contract/recipes.schemas'
import type { AppContext } from '../../lib/app-context'
import { inEnglish, sayWith, type Translate } from '../../lib/translate'
import { attachRecipePhoto, storeImportedImage } from '../images/images.service'
import type { UserRow } from '../users/users.repository'
import { toRawRecipeRow, type AppRecipe } from './app-exports/app-recipe'
import { readAppExport } from './app-exports/read-app-export'
import type { RawRecipeRow } from './bulk-rows'
import { checkBulkRowsOffThread } from './bulk-check-pool'
import {
  describeBulkUpload,
  enforceBulkRateLimit,
  storeCheckedRecipes,
  type StoredBulkRow,
} from './bulk-upload.service'
import { setRecipeSourceUrls } from './imports.repository'

/** Photos are fetched or decoded a few at a time: enough to be quick, few enough to leave the server room. */
const PHOTO_CONCURRENCY = 3

const toRow = (recipe: AppRecipe | null, index: number): RawRecipeRow =>
  recipe === null
    ? { row: index + 1, values: {}, problem: `Recipe ${index + 1} could not be read: it is damaged or empty` }
    : toRawRecipeRow(recipe, index + 1)

/**
 * A field message from the recipe rules, said about the recipe by its number and title, in the reader's language
 * (the message and the naming each on their own, so a title is never read as a sentence).
 */
const nameError = (
  error: BulkRowError,
  recipes: ReadonlyArray<AppRecipe | null>,
  translate: Translate,
): string => {
  if (error.message.startsWith('Recipe ')) return translate(error.message)
  const title = recipes[error.row - 1]?.title ?? ''
  const message = translate(error.message)
  return title === ''
    ? sayWith(translate, 'Recipe {{number}}: {{message}}', { number: error.row, message })
    : sayWith(translate, 'Recipe {{number}} ({{title}}): {{message}}', {
        number: error.row,
        title: title.slice(0, 60),
        message,
      })
}

const toPreview = (
  recipes: ReadonlyArray<AppRecipe | null>,
  errors: readonly BulkRowError[],
): AppImportRecipe[] => {
  const rowsWithErrors = new Set(errors.map((error) => error.row))
  return recipes.slice(0, APP_IMPORT_LIMITS.previewRecipes).map((recipe, index) => ({
    row: index + 1,
    title: recipe?.title || `Recipe ${index + 1}`,
    ingredientCount: recipe?.ingredients.length ?? 0,
    stepCount: recipe?.instructions.length ?? 0,
    hasPhoto: recipe !== null && (recipe.photo !== null || recipe.photoUrl !== null),
    hasErrors: recipe === null || rowsWithErrors.has(index + 1),
  }))
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function forEachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T
      await work(item)
    }
  })
  await Promise.all(lanes)
}

/**
 * After the recipes committed: each carried photo is stored like a photo the owner uploads (bytes from the
 * file), or fetched through the SSRF-safe client (an address in a schema.org file). Best effort: a photo that
 * fails leaves its recipe with the cuisine illustration. Answers how many were stored.
 */
async function storePhotos(
  ctx: AppContext,
  user: UserRow,
  stored: readonly StoredBulkRow[],
  recipes: ReadonlyArray<AppRecipe | null>,
): Promise<number> {
  const withPhotos = stored.flatMap(({ id, row }) => {
    const recipe = recipes[row - 1]
    return recipe && (recipe.photo !== null || recipe.photoUrl !== null) ? [{ id, recipe }] : []
  })
  let count = 0
  await forEachLimited(withPhotos, PHOTO_CONCURRENCY, async ({ id, recipe }) => {
    try {
      if (recipe.photo !== null) {
        await attachRecipePhoto(ctx, { user, recipeId: id, bytes: recipe.photo })
        count += 1
      } else if (recipe.photoUrl !== null) {
        if (await storeImportedImage(ctx, { recipeId: id, imageUrl: recipe.photoUrl })) count += 1
      }
    } catch (error) {
      ctx.log.warn({ err: error, recipeId: id }, "An imported recipe's photo could not be stored")
    }
  })
  return count
}

/**
 * Another app's export (Mealie, Tandoor, Paprika, schema.org JSON-LD), through the bulk upload's own path:
 * the same rate limit, row rules, duplicate checks, recipe cap and all-or-nothing commit, and the same
 * allergen derivation for every recipe. validateOnly previews and stores nothing.
 */
export async function importAppExport(
  ctx: AppContext,
  {
    user,
    bytes,
    validateOnly,
    translate = inEnglish,
  }: { user: UserRow; bytes: Buffer; validateOnly: boolean; translate?: Translate },
): Promise<AppImportResult> {
  const startedAt = performance.now()
  await enforceBulkRateLimit(ctx, user)
  const { format, recipes } = await readAppExport(bytes)
  const checked = await checkBulkRowsOffThread({ rows: recipes.map(toRow), ignoredColumns: [] })
  const outcome = await storeCheckedRecipes(ctx, {
    user,
    checked,
    validateOnly,
    onStored: async (tx, stored) => {
      const sources = stored.flatMap(({ id, row }) => {
        const sourceUrl = recipes[row - 1]?.sourceUrl
        return sourceUrl ? [{ id, sourceUrl }] : []
      })
      await setRecipeSourceUrls(tx, sources)
    },
  })
  const photosStored = validateOnly ? 0 : await storePhotos(ctx, user, outcome.stored, recipes)
  const result = describeBulkUpload(checked, outcome, {
    validateOnly,
    startedAt,
    failedNoun: 'recipe',
    translate,
    describeError: (error) => nameError(error, recipes, translate),
  })
  const photoNote =
    photosStored === 1
      ? translate('1 photo added.')
      : sayWith(translate, '{{count}} photos added.', { count: photosStored })
  return {
    ...result,
    message: photosStored === 0 ? result.message : `${result.message} ${photoNote}`,
    format,
    formatLabel: APP_EXPORT_FORMAT_LABELS[format],
    recipes: toPreview(recipes, checked.errors),
    photosStored,
  }
}
