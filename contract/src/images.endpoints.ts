import { SuccessSchema } from './common.schemas'
import { defineEndpoint } from './endpoint'
import { ImageParamsSchema, PHOTO_CONTENT_TYPES, RecipePhotoSchema } from './images.schemas'
import { RecipeIdParamsSchema } from './recipes.schemas'

const tags = ['images']

/** A recipe owner's photo, sent as raw image bytes, and the photos themselves, served from our own origin. */
export const imageEndpoints = {
  uploadPhoto: defineEndpoint({
    method: 'PUT',
    path: '/api/recipes/:id/photo',
    tags,
    summary: 'Give your recipe a photo: JPEG, PNG, WebP or HEIC bytes, at most 10 MB (stored as WebP)',
    consumes: [...PHOTO_CONTENT_TYPES],
    params: RecipeIdParamsSchema,
    responses: { 200: RecipePhotoSchema },
  }),
  removePhoto: defineEndpoint({
    method: 'DELETE',
    path: '/api/recipes/:id/photo',
    tags,
    summary: "Remove your recipe's photo (its cuisine illustration shows again)",
    params: RecipeIdParamsSchema,
    responses: { 200: SuccessSchema },
  }),
  // WebP bytes, not JSON: pages show it by the imageUrl a recipe carries.
  get: defineEndpoint({
    method: 'GET',
    path: '/api/images/:id',
    tags,
    access: 'public',
    summary: 'A recipe photo (WebP); the id is an unguessable token, so no session is needed',
    params: ImageParamsSchema,
    responses: {},
    produces: ['image/webp'],
  }),
}
