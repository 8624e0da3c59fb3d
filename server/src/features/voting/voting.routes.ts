import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idNumber, SuccessSchema } from '@forkcast/contract/common.schemas'
import { GroupParamsSchema } from '@forkcast/contract/groups.schemas'
import {
  AddOptionSchema,
  GuestLinkSchema,
  OptionCandidatesQuerySchema,
  OptionCandidatesSchema,
  ActiveSessionSchema,
  OptionBodySchema,
  RemainingSchema,
  SessionParamsSchema,
  SessionSnapshotSchema,
  StartSessionSchema,
  VoteRecordSchema,
  VoteResultSchema,
} from '@forkcast/contract/voting.schemas'
import { presentVoteEvent, topics, VOTE_EVENT, voteEventOf } from '../../realtime/events'
import { requireUser } from '../../plugins/auth'
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

const tags = ['voting']

export const votingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags,
        summary: "Join the group's open board for a category, creating it when none exists (groupId 0: solo)",
        body: StartSessionSchema,
        response: { 200: SessionSnapshotSchema },
      },
    },
    async (request) =>
      startSession(app.ctx, { user: requireUser(request), input: request.body, log: request.log }),
  )

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Full snapshot of a board',
        params: SessionParamsSchema,
        response: { 200: SessionSnapshotSchema },
      },
    },
    async (request) =>
      getSnapshot(app.ctx, { userId: requireUser(request).id, sessionId: request.params.id }),
  )

  for (const action of ['eliminate', 'prefer', 'choose'] as const) {
    app.post(
      `/:id/${action}`,
      {
        schema: {
          tags,
          summary: {
            eliminate: 'Veto an option for everyone (idempotent)',
            prefer: 'Toggle a recommendation',
            choose: "Set the caller's one choice",
          }[action],
          params: SessionParamsSchema,
          body: OptionBodySchema,
          response: { 200: VoteResultSchema },
        },
      },
      async (request) =>
        castVote(app.ctx, {
          user: requireUser(request),
          sessionId: request.params.id,
          action,
          optionId: request.body.optionId,
        }),
    )
  }

  app.post(
    '/:id/undo-eliminate',
    {
      schema: {
        tags,
        summary:
          'Take back your own veto for everyone, within UNDO_VETO_SECONDS (409 after, 403 for another’s)',
        params: SessionParamsSchema,
        body: OptionBodySchema,
        response: { 200: VoteResultSchema },
      },
    },
    async (request) =>
      undoVeto(app.ctx, {
        user: requireUser(request),
        sessionId: request.params.id,
        optionId: request.body.optionId,
      }),
  )

  app.post(
    '/:id/submit',
    {
      schema: {
        tags,
        summary: 'Mark the caller done and tell the group',
        params: SessionParamsSchema,
        response: { 200: VoteResultSchema },
      },
    },
    async (request) =>
      castVote(app.ctx, { user: requireUser(request), sessionId: request.params.id, action: 'submit' }),
  )

  app.post(
    '/:id/random-pick',
    {
      schema: {
        tags,
        summary: 'Decide on a random remaining option',
        params: SessionParamsSchema,
        response: { 200: VoteResultSchema },
      },
    },
    async (request) =>
      castVote(app.ctx, { user: requireUser(request), sessionId: request.params.id, action: 'random' }),
  )

  app.post(
    '/:id/reset',
    {
      schema: {
        tags,
        summary: 'Start a new round for the whole group',
        params: SessionParamsSchema,
        response: { 200: SessionSnapshotSchema },
      },
    },
    async (request) => resetSession(app.ctx, { user: requireUser(request), sessionId: request.params.id }),
  )

  for (const kind of ['eliminations', 'preferences', 'choices'] as const) {
    app.get(
      `/:id/${kind}`,
      {
        schema: {
          tags,
          summary: `Every member's ${kind}`,
          params: SessionParamsSchema,
          response: { 200: z.array(VoteRecordSchema) },
        },
      },
      async (request) =>
        getVoteRecords(app.ctx, { userId: requireUser(request).id, sessionId: request.params.id, kind }),
    )
  }

  app.get(
    '/:id/candidates',
    {
      schema: {
        tags,
        summary:
          'What a member could add: recipes by name (cooking), the search’s other open places (ordering)',
        params: SessionParamsSchema,
        querystring: OptionCandidatesQuerySchema,
        response: { 200: OptionCandidatesSchema },
      },
    },
    async (request) =>
      listOptionCandidates(app.ctx, {
        userId: requireUser(request).id,
        sessionId: request.params.id,
        query: request.query.q ?? '',
      }),
  )

  app.post(
    '/:id/options',
    {
      schema: {
        tags,
        summary:
          'Add a recipe or a place to an open board, for everyone (12 at most; never one unsafe for a voter)',
        params: SessionParamsSchema,
        body: AddOptionSchema,
        response: { 200: SessionSnapshotSchema },
      },
    },
    async (request) =>
      addBoardOption(app.ctx, {
        user: requireUser(request),
        sessionId: request.params.id,
        input: request.body,
      }),
  )

  app.post(
    '/:id/guest-link',
    {
      schema: {
        tags,
        summary: "The owner's guest link for this board's round (the live one, or a new one for 24 hours)",
        params: SessionParamsSchema,
        response: { 200: GuestLinkSchema },
      },
    },
    async (request) =>
      shareGuestLink(app.ctx, {
        user: requireUser(request),
        sessionId: request.params.id,
        origin: app.ctx.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`,
      }),
  )

  app.delete(
    '/:id/guest-link',
    {
      schema: {
        tags,
        summary: 'End the guest link: nobody new joins, guests already in stop voting',
        params: SessionParamsSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => endGuestLinkOf(app.ctx, { user: requireUser(request), sessionId: request.params.id }),
  )

  app.get(
    '/:id/remaining',
    {
      schema: {
        tags,
        summary: 'Options still in play',
        params: SessionParamsSchema,
        response: { 200: RemainingSchema },
      },
    },
    async (request) =>
      getRemaining(app.ctx, { userId: requireUser(request).id, sessionId: request.params.id }),
  )

  app.get(
    '/:id/events',
    {
      schema: {
        tags,
        summary: 'Server-Sent Events: every change with its version; send Last-Event-ID to resume',
        params: SessionParamsSchema,
        querystring: z.object({ lastEventId: idNumber('lastEventId', { min: 0 }).optional() }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request)
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
          return { version: snapshot.session.version, data: snapshot }
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
  )
}

export const groupSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/active-sessions',
    {
      schema: {
        tags,
        summary: "The group's boards with their vote counts",
        params: GroupParamsSchema,
        response: { 200: z.array(ActiveSessionSchema) },
      },
    },
    async (request) =>
      listGroupSessions(app.ctx, { userId: requireUser(request).id, groupId: request.params.id }),
  )
}

export const userSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/active-elimination-sessions',
    {
      schema: {
        tags,
        summary: "Boards of all the caller's groups",
        response: { 200: z.array(ActiveSessionSchema) },
      },
    },
    async (request) => listUserSessions(app.ctx, requireUser(request).id),
  )
}
