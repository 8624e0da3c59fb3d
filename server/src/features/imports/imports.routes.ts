import type { FastifyError } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SAMPLE_CSV, SAMPLE_CSV_FILE_NAME } from '@forkcast/contract/bulk-csv-template'
import { BULK_UPLOAD_LIMITS, IMPORT_LIMITS } from '@forkcast/contract/recipes.schemas'
import {
  APP_IMPORT_CONTENT_TYPES,
  APP_IMPORT_LIMITS,
  APP_IMPORT_MESSAGES,
} from '@forkcast/contract/app-imports.schemas'
import { importEndpoints } from '@forkcast/contract/imports.endpoints'
import { AppError } from '../../lib/app-error'
import { endpointRoute } from '../../lib/endpoint-route'
import { translatorOfRequest } from '../../lib/i18n'
import { importAppExport } from './app-imports.service'
import { uploadRecipes } from './bulk-upload.service'
import { importRecipe, listImportedRecipes } from './imports.service'

// JSON escaping (quotes, line breaks) makes the body larger than the page or file it carries.
const IMPORT_BODY_LIMIT = IMPORT_LIMITS.htmlMax * 2
const BULK_BODY_LIMIT = BULK_UPLOAD_LIMITS.maxBytes + 2 * 1024 * 1024

const TOO_LARGE_MESSAGES: Record<string, string> = {
  [importEndpoints.importRecipe.path]:
    'That page is too large (at most 5 MB). Paste the recipe text instead.',
  [importEndpoints.bulkUpload.path]: 'That file is larger than 10 MB. Split it into smaller files.',
}

/**
 * Recipe import and bulk upload under /api/recipes. Static paths, so they win over the recipes feature's
 * '/:foodType' and '/:id' routes whatever the registration order.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  // An over-size body gets the upload's own words; everything else goes on to the app's error handler.
  app.setErrorHandler((error: FastifyError, request) => {
    const message = TOO_LARGE_MESSAGES[request.routeOptions.url ?? '']
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && message)
      throw new AppError('PAYLOAD_TOO_LARGE', message)
    throw error
  })

  app.route({
    ...endpointRoute(app, importEndpoints.importRecipe),
    bodyLimit: IMPORT_BODY_LIMIT,
    handler: async (request, reply) => {
      const result = await importRecipe(app.ctx, {
        user: request.signedInUser,
        request: request.body,
        translate: translatorOfRequest(request),
      })
      return reply.code(result.alreadyImported ? 200 : 201).send(result)
    },
  })

  app.route({
    ...endpointRoute(app, importEndpoints.imported),
    handler: async (request) => listImportedRecipes(app.ctx, { user: request.signedInUser }),
  })

  app.route({
    ...endpointRoute(app, importEndpoints.bulkUpload),
    bodyLimit: BULK_BODY_LIMIT,
    handler: async (request) =>
      uploadRecipes(app.ctx, {
        user: request.signedInUser,
        request: request.body,
        translate: translatorOfRequest(request),
      }),
  })

  // Its own scope: the export arrives as raw bytes, which only this route takes.
  await app.register(appImportRoutes)

  const sampleCsv = endpointRoute(app, importEndpoints.sampleCsv)
  app.route({
    ...sampleCsv,
    // endpointRoute carries consumes but not produces; the OpenAPI document still names the CSV type.
    schema: { ...sampleCsv.schema, produces: [...importEndpoints.sampleCsv.produces] },
    handler: async (_request, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${SAMPLE_CSV_FILE_NAME}"`)
        .send(SAMPLE_CSV),
  })
}

/** POST /api/recipes/app-import: another app's export file as raw bytes, previewed or stored like a bulk upload. */
const appImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    [...APP_IMPORT_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: APP_IMPORT_LIMITS.maxBytes },
    (_request, body, done) => done(null, body),
  )
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', APP_IMPORT_MESSAGES.tooLarge)
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_TYPE')
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', APP_IMPORT_MESSAGES.unknownFormat)
    throw error
  })

  app.route({
    ...endpointRoute(app, importEndpoints.appImport),
    bodyLimit: APP_IMPORT_LIMITS.maxBytes,
    handler: async (request) => {
      const user = request.signedInUser
      const bytes = request.body
      if (!Buffer.isBuffer(bytes) || bytes.length === 0)
        throw new AppError('BAD_REQUEST', APP_IMPORT_MESSAGES.noFile)
      return importAppExport(app.ctx, {
        user,
        bytes,
        validateOnly: request.query.validateOnly,
        translate: translatorOfRequest(request),
      })
    },
  })
}
