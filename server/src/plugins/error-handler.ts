import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import type { ErrorBody, ErrorIssue } from '@forkcast/contract/errors'
import { translateMessage } from '@forkcast/contract/messages'
import { AppError } from '../lib/app-error'
import { ROOT_PATH, summarizeIssues, toHumanIssue } from '../lib/human-issues'
import { languageOfRequest } from '../lib/i18n'

const FASTIFY_CODE_MAP: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
}

/** Fastify's own 4xx in words a person can act on (its defaults read 'Unsupported Media Type' and the like). */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body must be sent as JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body is shorter or longer than it says',
}

const formatPath = (instancePath: string) => instancePath.slice(1).replaceAll('/', '.') || ROOT_PATH

/** An AppError's words in the reader's language: its sentence, each issue, and a summary made of those. */
function translateAppError(error: AppError, translate: (english: string) => string) {
  const issues = error.options.issues
  if (!issues) return { message: translate(error.message), issues }
  const translated = issues.map((issue) => ({ path: issue.path, message: translate(issue.message) }))
  // A summary of the issues (recipes and bulk checks build one) is made again from the translated issues.
  const message =
    error.message === summarizeIssues(issues)
      ? summarizeIssues(translated, translate)
      : translate(error.message)
  return { message, issues: translated }
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Every answer a person reads is in their language: the account's, else the browser's (decision 056).
    const language = languageOfRequest(request)
    const translate = (english: string) => translateMessage(language, english)

    if (error instanceof AppError) {
      if (error.options.headers) reply.headers(error.options.headers)
      const { message, issues } = translateAppError(error, translate)
      const body: ErrorBody = { message, code: error.code, issues }
      // Details add fields beside the usual ones, never in place of them.
      return reply.code(error.statusCode).send({ ...error.options.details, ...body })
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      // `issues` keep their paths so the web can place each message beside its field.
      const issues: ErrorIssue[] = error.validation.map((issue) =>
        toHumanIssue(
          {
            path: formatPath(issue.instancePath),
            message: issue.message ?? 'Invalid value',
            isMissing: issue.keyword === 'invalid_type' && /received undefined$/.test(issue.message ?? ''),
          },
          translate,
        ),
      )
      const body: ErrorBody = {
        message: summarizeIssues(issues, translate),
        code: 'VALIDATION_ERROR',
        issues,
      }
      return reply.code(400).send(body)
    }

    const status = error.statusCode ?? 500
    if (status < 500 && !isResponseSerializationError(error)) {
      const body: ErrorBody = {
        message: translate(FASTIFY_MESSAGES[error.code] ?? error.message),
        code: FASTIFY_CODE_MAP[status] ?? 'BAD_REQUEST',
      }
      return reply.code(status).send(body)
    }

    // 5xx: the details go to the log (with the request id), never to the client.
    request.log.error({ err: error, reqId: request.id }, 'request failed')
    const body: ErrorBody = { message: translate('Internal Server Error'), code: 'INTERNAL' }
    return reply.code(500).send(body)
  })
})
