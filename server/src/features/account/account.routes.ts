import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { accountEndpoints, accountRecoveryEndpoints } from '@forkcast/contract/account.endpoints'
import { clearSessionCookie } from '../../plugins/auth'
import { isDirectLoopbackRequest, loopbackOriginOf } from '../../plugins/host-check'
import { AppError } from '../../lib/app-error'
import { endpointRoute } from '../../lib/endpoint-route'
import { languageOfRequest } from '../../lib/i18n'
import { translateMessage } from '@forkcast/contract/messages'
import { outboxDirectory, readOutbox } from '../../providers/mail/mailer'
import { runAfterResponse, settleDeferredWork, startDeferredWork } from './after-response'
import {
  changePassword,
  confirmEmailChange,
  deleteAccount,
  endOtherSession,
  exportAccount,
  listSessions,
  requestEmailChange,
  requestPasswordReset,
  resetPassword,
} from './account.service'

/** Signed-out account recovery: /api/auth/forgot-password, /reset-password, /confirm-email. */
export const accountRecoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onClose', settleDeferredWork)

  app.route({
    ...endpointRoute(app, accountRecoveryEndpoints.forgotPassword),
    onResponse: startDeferredWork,
    handler: async (request, reply) => {
      const language = languageOfRequest(request)
      const { answer, mailResetLink } = await requestPasswordReset(app.ctx, {
        email: request.body.email,
        ip: request.ip,
        loopbackOrigin: loopbackOriginOf(request),
        language,
      })
      runAfterResponse(request, mailResetLink)
      return reply.code(202).send({ message: translateMessage(language, answer.message) })
    },
  })

  app.route({
    ...endpointRoute(app, accountRecoveryEndpoints.resetPassword),
    handler: async (request) => resetPassword(app.ctx, request.body),
  })

  app.route({
    ...endpointRoute(app, accountRecoveryEndpoints.confirmEmailChange),
    handler: async (request) => confirmEmailChange(app.ctx, request.body),
  })
}

/** The signed-in user's own account: /api/account/… */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, accountEndpoints.changePassword),
    handler: async (request) => changePassword(app.ctx, { ...request.signedInSession, input: request.body }),
  })

  app.route({
    ...endpointRoute(app, accountEndpoints.changeEmail),
    handler: async (request, reply) => {
      const language = languageOfRequest(request)
      const answer = await requestEmailChange(app.ctx, {
        user: request.signedInSession.user,
        input: request.body,
        loopbackOrigin: loopbackOriginOf(request),
        language,
      })
      return reply.code(202).send({ message: translateMessage(language, answer.message) })
    },
  })

  app.route({
    ...endpointRoute(app, accountEndpoints.listSessions),
    handler: async (request) => ({
      sessions: await listSessions(app.ctx, {
        ...request.signedInSession,
        language: languageOfRequest(request),
      }),
    }),
  })

  app.route({
    ...endpointRoute(app, accountEndpoints.endSession),
    handler: async (request, reply) => {
      const { user, sessionTokenHash } = request.signedInSession
      const sessions = await listSessions(app.ctx, { user, sessionTokenHash })
      const result = await endOtherSession(app.ctx, { user, id: request.params.id })
      if (sessions.some((session) => session.id === request.params.id && session.isCurrent))
        clearSessionCookie(reply)
      return result
    },
  })

  app.route({
    ...endpointRoute(app, accountEndpoints.export),
    handler: async (request, reply) => {
      const data = await exportAccount(app.ctx, request.signedInSession.user)
      const day = data.exportedAt.slice(0, 10)
      reply.header('Content-Disposition', `attachment; filename="forkcast-data-${day}.json"`)
      return data
    },
  })

  app.route({
    ...endpointRoute(app, accountEndpoints.remove),
    handler: async (request, reply) => {
      const result = await deleteAccount(app.ctx, {
        user: request.signedInSession.user,
        password: request.body.password,
      })
      clearSessionCookie(reply)
      return result
    },
  })
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** Outside production, or a local trial without SMTP: the local outbox as a page, so mailed links can be followed. */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/outbox', { schema: { hide: true } }, async (request, reply) => {
    // Every link mailed from here is in it: only this machine's own browser, by a loopback name, never a proxy.
    if (!isDirectLoopbackRequest(request)) throw new AppError('NOT_FOUND', 'Not found')
    const messages = await readOutbox(outboxDirectory(app.ctx.config.DATA_DIR))
    const items = messages
      .map(
        (message) =>
          `<article><h2>${escapeHtml(message.subject)}</h2><p><b>To:</b> ${escapeHtml(message.to)} · ${escapeHtml(
            message.sentAt,
          )}</p><pre>${escapeHtml(message.text).replace(
            /(https?:\/\/[^\s<]+)/g,
            '<a href="$1">$1</a>',
          )}</pre></article>`,
      )
      .join('\n')
    const body = messages.length === 0 ? '<p>No mail yet.</p>' : items
    // Readable on a phone: wrapped text and links big enough to follow with one tap, newest mail first.
    const style =
      'body{font-family:system-ui,sans-serif;margin:0 auto;max-width:42rem;padding:1rem;line-height:1.5}' +
      'h1{font-size:1.25rem}h2{font-size:1.05rem;margin:.25rem 0}' +
      'article{border-top:1px solid #ddd;padding:.5rem 0}pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit}' +
      'a{display:inline-block;padding:.5rem 0;color:#9a3412;font-weight:600}'
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox · Forkcast</title><style>${style}</style></head><body><h1>Outbox (development only)</h1><p>Mail this copy of Forkcast sent, newest first. Follow a link to continue where you left off.</p>${body}</body></html>`,
      )
  })
}
