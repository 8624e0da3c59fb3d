import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { votingEndpoints } from '@forkcast/contract/voting.endpoints'
import { endpointRoute } from '../../lib/endpoint-route'
import { translatorOfRequest } from '../../lib/i18n'
import { presentVoteEvent, topics, VOTE_EVENT, voteEventOf } from '../../realtime/events'
import {
  candidatesInLanguage,
  optionInLanguage,
  snapshotInLanguage,
  voteResultInLanguage,
} from './board-language'
import { endGuestLinkOf, shareGuestLink } from './guests.service'
import {
  addBoardOption,
  listOptionCandidates,
  assertSessionAccess,
  castVote,
  findMissedEvents,
  getRemaining,
  getSnapshot,
  getVoteRecords,
  listGroupSessions,
  listUserSessions,
  resetSession,
  startSession,
  undoVeto,
} from './voting.service'

export const votingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, votingEndpoints.start),
    handler: async (request) =>
      snapshotInLanguage(
        await startSession(app.ctx, { user: request.signedInUser, input: request.body, log: request.log }),
        translatorOfRequest(request),
      ),
  })

  app.route({
    ...endpointRoute(app, votingEndpoints.get),
    handler: async (request) =>
      snapshotInLanguage(
        await getSnapshot(app.ctx, { userId: request.signedInUser.id, sessionId: request.params.id }),
        translatorOfRequest(request),
      ),
  })

  for (const action of ['eliminate', 'prefer', 'choose'] as const) {
    app.route({
      ...endpointRoute(app, votingEndpoints[action]),
      handler: async (request) =>
        voteResultInLanguage(
          await castVote(app.ctx, {
            user: request.signedInUser,
            sessionId: request.params.id,
            action,
            optionId: request.body.optionId,
          }),
          translatorOfRequest(request),
        ),
    })
  }

  app.route({
    ...endpointRoute(app, votingEndpoints.undoEliminate),
    handler: async (request) =>
      undoVeto(app.ctx, {
        user: request.signedInUser,
        sessionId: request.params.id,
        optionId: request.body.optionId,
      }),
  })

  app.route({
    ...endpointRoute(app, votingEndpoints.submit),
    handler: async (request) =>
      voteResultInLanguage(
        await castVote(app.ctx, {
          user: request.signedInUser,
          sessionId: request.params.id,
          action: 'submit',
        }),
        translatorOfRequest(request),
      ),
  })

  app.route({
    ...endpointRoute(app, votingEndpoints.randomPick),
    handler: async (request) =>
      castVote(app.ctx, { user: request.signedInUser, sessionId: request.params.id, action: 'random' }),
  })

  app.route({
    ...endpointRoute(app, votingEndpoints.reset),
    handler: async (request) =>
      snapshotInLanguage(
        await resetSession(app.ctx, { user: request.signedInUser, sessionId: request.params.id }),
        translatorOfRequest(request),
      ),
  })

  for (const kind of ['eliminations', 'preferences', 'choices'] as const) {
    app.route({
      ...endpointRoute(app, votingEndpoints[kind]),
      handler: async (request) =>
        getVoteRecords(app.ctx, { userId: request.signedInUser.id, sessionId: request.params.id, kind }),
    })
  }

  app.route({
    ...endpointRoute(app, votingEndpoints.candidates),
    handler: async (request) =>
      candidatesInLanguage(
        await listOptionCandidates(app.ctx, {
          userId: request.signedInUser.id,
          sessionId: request.params.id,
          query: request.query.q ?? '',
        }),
        translatorOfRequest(request),
      ),
  })

  app.route({
    ...endpointRoute(app, votingEndpoints.addOption),
    handler: async (request) =>
      snapshotInLanguage(
        await addBoardOption(app.ctx, {
          user: request.signedInUser,
          sessionId: request.params.id,
          input: request.body,
        }),
        translatorOfRequest(request),
      ),
  })

  app.route({
    ...endpointRoute(app, votingEndpoints.shareGuestLink),
    handler: async (request) =>
      shareGuestLink(app.ctx, {
        user: request.signedInUser,
        sessionId: request.params.id,
        origin: app.ctx.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`,
      }),
  })

  app.route({
    ...endpointRoute(app, votingEndpoints.endGuestLink),
    handler: async (request) =>
      endGuestLinkOf(app.ctx, { user: request.signedInUser, sessionId: request.params.id }),
  })

  app.route({
    ...endpointRoute(app, votingEndpoints.remaining),
    handler: async (request) => {
      const remaining = await getRemaining(app.ctx, {
        userId: request.signedInUser.id,
        sessionId: request.params.id,
      })
      const translate = translatorOfRequest(request)
      return { ...remaining, options: remaining.options.map((option) => optionInLanguage(option, translate)) }
    },
  })

  app.route({
    ...endpointRoute(app, votingEndpoints.events),
    handler: async (request, reply) => {
      const user = request.signedInUser
      const sessionId = request.params.id
      await assertSessionAccess(app.ctx, { userId: user.id, sessionId })
      await app.openResumableStream(request, reply, {
        topics: [topics.session(sessionId)],
        changeType: VOTE_EVENT,
        lastEventId: request.query.lastEventId,
        changeOf: voteEventOf,
        present: presentVoteEvent,
        snapshot: async () => {
          const snapshot = await getSnapshot(app.ctx, { userId: user.id, sessionId })
          return {
            version: snapshot.session.version,
            data: snapshotInLanguage(snapshot, translatorOfRequest(request)),
          }
        },
        missedAfter: (after) => findMissedEvents(app.ctx, { sessionId, after }),
        // Removed from the group (or signed out): the board stops streaming to this client.
        onAccessChanged: () =>
          assertSessionAccess(app.ctx, { userId: user.id, sessionId }).then(
            () => true,
            () => false,
          ),
      })
    },
  })
}

export const groupSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, votingEndpoints.groupSessions),
    handler: async (request) =>
      listGroupSessions(app.ctx, { userId: request.signedInUser.id, groupId: request.params.id }),
  })
}

export const userSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, votingEndpoints.userSessions),
    handler: async (request) => listUserSessions(app.ctx, request.signedInUser.id),
  })
}
