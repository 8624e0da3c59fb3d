import { z } from 'zod'

/** Recipe photos: what an upload may be, and what the server makes of it. */
export const PHOTO_LIMITS = {
  /** The largest upload accepted, in bytes (10 MB): a phone camera's photo fits. */
  maxBytes: 10 * 1024 * 1024,
  /** Stored photos fit inside this many pixels on their longer side. */
  maxDimension: 1600,
} as const

/** The Content-Type an upload may declare; the server reads the bytes themselves to decide. */
export const PHOTO_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] as const
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number]

/** Where every stored image is served from: our own origin, never the site it came from. */
export const IMAGE_PATH_PREFIX = '/api/images/'
export const imagePath = (imageId: string) => `${IMAGE_PATH_PREFIX}${imageId}`

/** Image ids are random tokens (22 URL-safe characters), so a photo's address cannot be guessed. */
export const ImageIdSchema = z
  .string({ error: 'id must be an image id' })
  .regex(/^[A-Za-z0-9_-]{22}$/, 'id must be an image id')
export const ImageParamsSchema = z.object({ id: ImageIdSchema })

/** A recipe's photo after an upload. */
export const RecipePhotoSchema = z.object({
  /** '/api/images/<id>' on our own origin. */
  imageUrl: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})
export type RecipePhoto = z.infer<typeof RecipePhotoSchema>

export const PHOTO_MESSAGES = {
  tooLarge: 'That photo is larger than 10 MB. Choose a smaller one, or take it at a lower resolution.',
  notAnImage: 'That file is not a photo we can read',
  wrongType: 'Choose a JPEG, PNG, WebP or HEIC photo.',
} as const
