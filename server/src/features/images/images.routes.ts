import type { FastifyError } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PHOTO_CONTENT_TYPES, PHOTO_LIMITS, PHOTO_MESSAGES } from '@forkcast/contract/images.schemas'
import { imageEndpoints } from '@forkcast/contract/images.endpoints'
import { AppError } from '../../lib/app-error'
import { endpointRoute } from '../../lib/endpoint-route'
import { readImage, removeRecipePhoto, uploadRecipePhoto } from './images.service'

// A year: an image's address names its content, so what is cached never goes stale.
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'

/** PUT and DELETE /api/recipes/:id/photo: the recipe owner's photo, sent as the raw image bytes. */
export const recipePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  // The photo arrives as bytes, not JSON; any other Content-Type is a 415 saying which photos we take.
  app.addContentTypeParser(
    [...PHOTO_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: PHOTO_LIMITS.maxBytes },
    (_request, body, done) => done(null, body),
  )
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooLarge)
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_TYPE') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.wrongType)
    }
    throw error
  })

  app.route({
    ...endpointRoute(app, imageEndpoints.uploadPhoto),
    bodyLimit: PHOTO_LIMITS.maxBytes,
    handler: async (request) => {
      const bytes = request.body
      if (!Buffer.isBuffer(bytes)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.wrongType)
      return uploadRecipePhoto(app.ctx, { user: request.signedInUser, recipeId: request.params.id, bytes })
    },
  })

  app.route({
    ...endpointRoute(app, imageEndpoints.removePhoto),
    handler: async (request) => {
      await removeRecipePhoto(app.ctx, { user: request.signedInUser, recipeId: request.params.id })
      return { success: true as const }
    },
  })
}

/** GET /api/images/:id: photos from our own origin, so browsers never ask the sites recipes came from. */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, imageEndpoints.get),
    handler: async (request, reply) => {
      const image = await readImage(app.ctx, { imageId: request.params.id })
      const etag = `"${image.sha256}"`
      reply.header('Cache-Control', IMMUTABLE_CACHE).header('ETag', etag)
      if (request.headers['if-none-match'] === etag) return reply.code(304).send()
      return reply
        .header('Content-Type', image.mime)
        .header('Content-Length', image.bytes.length)
        .send(image.bytes)
    },
  })
}
