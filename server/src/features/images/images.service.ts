import { randomBytes } from 'node:crypto'
import { imagePath, PHOTO_LIMITS, PHOTO_MESSAGES, type RecipePhoto } from '@forkcast/contract/images.schemas'
import type { Config } from '../../config'
import type { Tx } from '../../db/client'
import type { AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import { enforceRateLimit } from '../../lib/rate-limit'
import { fetchPublicImage } from '../../lib/safe-fetch'
import type { UserRow } from '../users/users.repository'
import { processImage, UnreadableImageError, type ProcessedImage } from './image-processing'
import {
  deleteImageIfUnused,
  findImage,
  findImageBySha,
  lockOwnedRecipe,
  setRecipeImage,
  setRecipeImageIfNone,
  upsertImage,
} from './images.repository'
import { S3Client } from './s3-client'

const RECIPE_NOT_FOUND = 'Recipe not found'
/** Decoding a photo costs up to a second of a core: 60 per person per 10 minutes is plenty for a kitchen. */
export const PHOTO_RATE_LIMIT = { limit: 60, windowSeconds: 600 } as const
/** An imported page's image is a nicety: it gets less time than the page itself. */
const IMPORT_IMAGE_TIMEOUT_MS = 8_000

/** 128 random bits, URL-safe: photo addresses are readable without a session, so they must not be guessable. */
const newImageId = () => randomBytes(16).toString('base64url')

const s3Clients = new WeakMap<Config, S3Client>()

/** The configured S3-compatible store, or null when photos live in the database. */
const s3ClientFor = (config: Config): S3Client | null => {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION } = config
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null
  let client = s3Clients.get(config)
  if (!client) {
    client = new S3Client({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      region: S3_REGION,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
    })
    s3Clients.set(config, client)
  }
  return client
}

const toPhoto = (image: { id: string; width: number; height: number }): RecipePhoto => ({
  imageUrl: imagePath(image.id),
  width: image.width,
  height: image.height,
})

/**
 * Stores a processed image and points a recipe at it, in one transaction; the same bytes are stored once.
 * With S3 the object is written first (under a fresh id) and removed again if the row turned out to exist.
 */
async function storeAndAttach(
  ctx: AppContext,
  processed: ProcessedImage,
  sourceUrl: string | null,
  attach: (tx: Tx, imageId: string) => Promise<boolean>,
) {
  const s3 = s3ClientFor(ctx.config)
  const known = s3 === null ? null : await findImageBySha(ctx.db, processed.sha256)
  const id = known?.id ?? newImageId()
  const wroteObject = s3 !== null && known === null
  if (wroteObject) await s3.putObject(id, processed.bytes, 'image/webp')
  // Nothing points at an object we wrote if the transaction fails (the recipe went away) or found the same
  // image stored a moment before us (theirs is kept): either way our copy goes.
  const dropOurObject = () =>
    wroteObject
      ? s3
          .deleteObject(id)
          .catch((error: unknown) =>
            ctx.log.warn({ err: error, imageId: id }, 'removing an unused image failed'),
          )
      : undefined
  let outcome: { image: Awaited<ReturnType<typeof upsertImage>>; attached: boolean }
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const image = await upsertImage(tx, {
        id,
        sha256: processed.sha256,
        width: processed.width,
        height: processed.height,
        byteSize: processed.bytes.length,
        bytes: s3 === null ? processed.bytes : null,
        storage: s3 === null ? 'db' : 's3',
        sourceUrl,
      })
      return { image, attached: await attach(tx, image.id) }
    })
  } catch (error) {
    await dropOurObject()
    throw error
  }
  if (outcome.image.id !== id) await dropOurObject()
  if (!outcome.attached) await forgetImage(ctx, outcome.image.id)
  return outcome
}

/**
 * Deletes an image once no recipe shows it (its bytes, or its S3 object). Failures are logged, not raised.
 * Whoever deletes a recipe with a photo calls it afterwards, so the photo's address stops answering.
 */
export async function forgetImage(ctx: AppContext, imageId: string): Promise<void> {
  try {
    const storage = await deleteImageIfUnused(ctx.db, imageId)
    if (storage === 's3') await s3ClientFor(ctx.config)?.deleteObject(imageId)
  } catch (error) {
    ctx.log.warn({ err: error, imageId }, 'An unused recipe image could not be deleted')
  }
}

const readPhoto = async (bytes: Buffer): Promise<ProcessedImage> => {
  if (bytes.length > PHOTO_LIMITS.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooLarge)
  try {
    return await processImage(bytes)
  } catch (error) {
    if (error instanceof UnreadableImageError) throw new AppError('BAD_REQUEST', PHOTO_MESSAGES.notAnImage)
    throw error
  }
}

/** The owner of a recipe gives it a photo (replacing any): stored as a resized WebP without metadata. */
export async function uploadRecipePhoto(
  ctx: AppContext,
  { user, recipeId, bytes }: { user: UserRow; recipeId: number; bytes: Buffer },
): Promise<RecipePhoto> {
  // Someone else's recipe is answered before any decoding work is spent on the file.
  if ((await lockOwnedRecipe(ctx.db, recipeId, user.id)) === null) {
    throw new AppError('NOT_FOUND', RECIPE_NOT_FOUND)
  }
  await enforceRateLimit(ctx.db, {
    key: `recipe-photo:user:${user.id}`,
    ...PHOTO_RATE_LIMIT,
    action: 'photo uploads',
  })
  return attachRecipePhoto(ctx, { user, recipeId, bytes })
}

/**
 * Stores a photo as the owner's recipe's own, replacing any earlier one. Photos that came inside an import file
 * come this way: the file was already counted as one upload, and its 200 photos are not 200 uploads.
 */
export async function attachRecipePhoto(
  ctx: AppContext,
  { user, recipeId, bytes }: { user: UserRow; recipeId: number; bytes: Buffer },
): Promise<RecipePhoto> {
  const processed = await readPhoto(bytes)
  let previous: string | null = null
  const { image } = await storeAndAttach(ctx, processed, null, async (tx, imageId) => {
    const recipe = await lockOwnedRecipe(tx, recipeId, user.id)
    if (recipe === null) throw new AppError('NOT_FOUND', RECIPE_NOT_FOUND)
    previous = recipe.imageId
    await setRecipeImage(tx, recipeId, imageId)
    return true
  })
  if (previous !== null && previous !== image.id) await forgetImage(ctx, previous)
  return toPhoto(image)
}

/** The owner takes a recipe's photo away; the cuisine illustration shows again. */
export async function removeRecipePhoto(
  ctx: AppContext,
  { user, recipeId }: { user: UserRow; recipeId: number },
): Promise<void> {
  const previous = await ctx.db.transaction(async (tx) => {
    const recipe = await lockOwnedRecipe(tx, recipeId, user.id)
    if (recipe === null) throw new AppError('NOT_FOUND', RECIPE_NOT_FOUND)
    if (recipe.imageId !== null) await setRecipeImage(tx, recipeId, null)
    return recipe.imageId
  })
  if (previous !== null) await forgetImage(ctx, previous)
}

export interface StoredImageFile {
  bytes: Buffer
  mime: string
  sha256: string
}

/** An image's bytes for serving; NOT_FOUND for an unknown id. */
export async function readImage(ctx: AppContext, { imageId }: { imageId: string }): Promise<StoredImageFile> {
  const image = await findImage(ctx.db, imageId)
  if (image === null) throw new AppError('NOT_FOUND', 'Image not found')
  if (image.storage === 'db' && image.bytes !== null) {
    return { bytes: image.bytes, mime: image.mime, sha256: image.sha256 }
  }
  const s3 = s3ClientFor(ctx.config)
  if (s3 === null) {
    throw new AppError('SERVICE_UNAVAILABLE', 'This photo is kept in S3 storage, which is not configured now')
  }
  const bytes = await s3.getObject(imageId)
  if (bytes === null) throw new AppError('NOT_FOUND', 'Image not found')
  return { bytes, mime: image.mime, sha256: image.sha256 }
}

/**
 * After an import commits: fetches the page's image once through the SSRF-safe client, stores it like an
 * upload and shows it on the recipe. Best effort: any failure is logged and the recipe keeps its illustration.
 */
export async function storeImportedImage(
  ctx: AppContext,
  { recipeId, imageUrl }: { recipeId: number; imageUrl: string },
): Promise<boolean> {
  try {
    const fetched = await fetchPublicImage(imageUrl, {
      ...ctx.importFetch,
      maxBytes: PHOTO_LIMITS.maxBytes,
      timeoutMs: Math.min(ctx.importFetch.timeoutMs ?? IMPORT_IMAGE_TIMEOUT_MS, IMPORT_IMAGE_TIMEOUT_MS),
    })
    const processed = await processImage(fetched.bytes)
    const { attached } = await storeAndAttach(ctx, processed, fetched.url, (tx, imageId) =>
      setRecipeImageIfNone(tx, recipeId, imageId),
    )
    return attached
  } catch (error) {
    ctx.log.warn({ err: error, recipeId }, "An imported recipe's image could not be stored")
    return false
  }
}
