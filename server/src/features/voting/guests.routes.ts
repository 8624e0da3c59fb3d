import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { GUEST_COOKIE_NAME } from '@forkcast/contract/auth.constants'
import { guestEndpoints } from '@forkcast/contract/guests.endpoints'
import { endpointRoute } from '../../lib/endpoint-route'
import { translatorOfRequest } from '../../lib/i18n'
import { presentVoteEvent, topics, VOTE_EVENT, voteEventOf } from '../../realtime/events'
import { nowOf } from '../../lib/app-context'
import {
  getInvitation,
  guestBoardOf,
  guestSeatEnded,
  joinAsGuest,
  requireGuest,
  requireLinkOfBoard,
} from './guests.service'
import { castVote, findMissedEvents, getSnapshot, undoVeto } from './voting.service'
import { snapshotInLanguage, voteResultInLanguage } from './board-language'

const GUEST_COOKIE_PATH = '/api/guest'

const setGuestCookie = (request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) => {
  const { COOKIE_SECURE } = request.server.ctx.config
  reply.setCookie(GUEST_COOKIE_NAME, token, {
    path: GUEST_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: COOKIE_SECURE === 'true' || (COOKIE_SECURE === 'auto' && request.protocol === 'https'),
    expires: expiresAt,
  })
}

/** /api/guest: what someone with a board's guest link may do, and nothing more (decision 037). */
export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  const guestOf = (request: FastifyRequest) => requireGuest(app.ctx, request.cookies[GUEST_COOKIE_NAME])

  app.route({
    ...endpointRoute(app, guestEndpoints.invitation),
    handler: async (request) => getInvitation(app.ctx, request.params.token),
  })

  app.route({
    ...endpointRoute(app, guestEndpoints.join),
    handler: async (request, reply) => {
      const joined = await joinAsGuest(app.ctx, {
        token: request.params.token,
        input: request.body,
        address: request.ip,
        previousCookieToken: request.cookies[GUEST_COOKIE_NAME],
      })
      setGuestCookie(request, reply, joined.cookieToken, joined.expiresAt)
      return {
        ...joined.board,
        snapshot: snapshotInLanguage(joined.board.snapshot, translatorOfRequest(request)),
      }
    },
  })

  app.route({
    ...endpointRoute(app, guestEndpoints.board),
    handler: async (request) => {
      const { user, sessionId } = await guestOf(request)
      // A guest of one board opening another board's link is asked to join that one, not shown the first.
      if (request.query.token !== undefined)
        await requireLinkOfBoard(app.ctx, { token: request.query.token, sessionId })
      const board = await guestBoardOf(app.ctx, user, sessionId)
      return { ...board, snapshot: snapshotInLanguage(board.snapshot, translatorOfRequest(request)) }
    },
  })

  for (const action of ['eliminate', 'prefer', 'choose'] as const) {
    app.route({
      ...endpointRoute(app, guestEndpoints[action]),
      handler: async (request) => {
        const { user, sessionId } = await guestOf(request)
        return voteResultInLanguage(
          await castVote(app.ctx, { user, sessionId, action, optionId: request.body.optionId }),
          translatorOfRequest(request),
        )
      },
    })
  }

  app.route({
    ...endpointRoute(app, guestEndpoints.undoEliminate),
    handler: async (request) => {
      const { user, sessionId } = await guestOf(request)
      return undoVeto(app.ctx, { user, sessionId, optionId: request.body.optionId })
    },
  })

  for (const [endpoint, action] of [
    [guestEndpoints.submit, 'submit'],
    [guestEndpoints.randomPick, 'random'],
  ] as const) {
    app.route({
      ...endpointRoute(app, endpoint),
      handler: async (request) => {
        const { user, sessionId } = await guestOf(request)
        return voteResultInLanguage(
          await castVote(app.ctx, { user, sessionId, action }),
          translatorOfRequest(request),
        )
      },
    })
  }

  app.route({
    ...endpointRoute(app, guestEndpoints.events),
    handler: async (request, reply) => {
      const cookieToken = request.cookies[GUEST_COOKIE_NAME]
      const { user, sessionId, expiresAt } = await guestOf(request)
      // The stream counts and re-checks the guest as its user: a 'user-changed' for the guest ends it.
      request.user = user
      let hasSeatEnded = false
      const endSeat = () => {
        if (hasSeatEnded) return
        hasSeatEnded = true
        void app.ctx.hub.publish(guestSeatEnded(user.id)).catch((error: unknown) => {
          request.log.warn({ err: error }, 'ending a guest stream failed')
        })
      }
      await app.openResumableStream(request, reply, {
        topics: [topics.session(sessionId)],
        changeType: VOTE_EVENT,
        lastEventId: request.query.lastEventId,
        changeOf: (event) => {
          if (hasSeatEnded) return null
          const change = voteEventOf(event)
          // A new round ends every guest's seat: the guest hears that it started, and nothing of it.
          if (change?.action === 'reset') endSeat()
          return change
        },
        present: presentVoteEvent,
        snapshot: async () => {
          const snapshot = await getSnapshot(app.ctx, { userId: user.id, sessionId })
          return {
            version: snapshot.session.version,
            data: snapshotInLanguage(snapshot, translatorOfRequest(request)),
          }
        },
        missedAfter: (after) => findMissedEvents(app.ctx, { sessionId, after }),
        onAccessChanged: () =>
          requireGuest(app.ctx, cookieToken).then(
            (found) => found.user.id === user.id && !hasSeatEnded,
            () => false,
          ),
      })
      // The link's time runs out: nothing more is sent, and the stream ends. Armed once the snapshot is out, so a
      // seat that ends at once still ends after what the guest was shown.
      if (request.raw.destroyed) return
      const now = nowOf(app.ctx)
      const expiry = setTimeout(endSeat, Math.max(expiresAt.getTime() - now.getTime(), 0))
      expiry.unref()
      request.raw.on('close', () => clearTimeout(expiry))
    },
  })
}
