import { z } from 'zod'
import { idNumber, SuccessSchema } from './common.schemas'
import { defineEndpoint } from './endpoint'
import { GroupParamsSchema } from './groups.schemas'
import {
  ActiveSessionSchema,
  AddOptionSchema,
  GuestLinkSchema,
  OptionBodySchema,
  OptionCandidatesQuerySchema,
  OptionCandidatesSchema,
  RemainingSchema,
  SessionParamsSchema,
  SessionSnapshotSchema,
  StartSessionSchema,
  VoteRecordSchema,
  VoteResultSchema,
} from './voting.schemas'

const tags = ['voting']

/** Where a stream resumes when no Last-Event-ID header says so. */
const StreamQuerySchema = z.object({ lastEventId: idNumber('lastEventId', { min: 0 }).optional() })

/** A member's boards: joining one, voting on it, sharing it with a guest, and its live events. */
export const votingEndpoints = {
  start: defineEndpoint({
    method: 'POST',
    path: '/api/elimination-session',
    tags,
    summary: "Join the group's open board for a category, creating it when none exists (groupId 0: solo)",
    body: StartSessionSchema,
    responses: { 200: SessionSnapshotSchema },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/elimination-session/:id',
    tags,
    summary: 'Full snapshot of a board',
    params: SessionParamsSchema,
    responses: { 200: SessionSnapshotSchema },
  }),
  eliminate: defineEndpoint({
    method: 'POST',
    path: '/api/elimination-session/:id/eliminate',
    tags,
    summary: 'Veto an option for everyone (idempotent)',
    params: SessionParamsSchema,
    body: OptionBodySchema,
    responses: { 200: VoteResultSchema },
  }),
  prefer: defineEndpoint({
    method: 'POST',
    path: '/api/elimination-session/:id/prefer',
    tags,
    summary: 'Toggle a recommendation',
    params: SessionParamsSchema,
    body: OptionBodySchema,
    responses: { 200: VoteResultSchema },
  }),
  choose: defineEndpoint({
    method: 'POST',
    path: '/api/elimination-session/:id/choose',
    tags,
    summary: "Set the caller's one choice",
    params: SessionParamsSchema,
    body: OptionBodySchema,
    responses: { 200: VoteResultSchema },
  }),
  undoEliminate: defineEndpoint({
    method: 'POST',
    path: '/api/elimination-session/:id/undo-eliminate',
    tags,
    summary: 'Take back your own veto for everyone, within UNDO_VETO_SECONDS (409 after, 403 for another’s)',
    params: SessionParamsSchema,
    body: OptionBodySchema,
    responses: { 200: VoteResultSchema },
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/api/elimination-session/:id/submit',
    tags,
    summary: 'Mark the caller done and tell the group',
    params: SessionParamsSchema,
    responses: { 200: VoteResultSchema },
  }),
  randomPick: defineEndpoint({
    method: 'POST',
    path: '/api/elimination-session/:id/random-pick',
    tags,
    summary: 'Decide on a random remaining option',
    params: SessionParamsSchema,
    responses: { 200: VoteResultSchema },
  }),
  reset: defineEndpoint({
    method: 'POST',
    path: '/api/elimination-session/:id/reset',
    tags,
    summary: 'Start a new round for the whole group',
    params: SessionParamsSchema,
    responses: { 200: SessionSnapshotSchema },
  }),
  eliminations: defineEndpoint({
    method: 'GET',
    path: '/api/elimination-session/:id/eliminations',
    tags,
    summary: "Every member's eliminations",
    params: SessionParamsSchema,
    responses: { 200: z.array(VoteRecordSchema) },
  }),
  preferences: defineEndpoint({
    method: 'GET',
    path: '/api/elimination-session/:id/preferences',
    tags,
    summary: "Every member's preferences",
    params: SessionParamsSchema,
    responses: { 200: z.array(VoteRecordSchema) },
  }),
  choices: defineEndpoint({
    method: 'GET',
    path: '/api/elimination-session/:id/choices',
    tags,
    summary: "Every member's choices",
    params: SessionParamsSchema,
    responses: { 200: z.array(VoteRecordSchema) },
  }),
  candidates: defineEndpoint({
    method: 'GET',
    path: '/api/elimination-session/:id/candidates',
    tags,
    summary: 'What a member could add: recipes by name (cooking), the search’s other open places (ordering)',
    params: SessionParamsSchema,
    query: OptionCandidatesQuerySchema,
    responses: { 200: OptionCandidatesSchema },
  }),
  addOption: defineEndpoint({
    method: 'POST',
    path: '/api/elimination-session/:id/options',
    tags,
    summary:
      'Add a recipe or a place to an open board, for everyone (12 at most; never one unsafe for a voter)',
    params: SessionParamsSchema,
    body: AddOptionSchema,
    responses: { 200: SessionSnapshotSchema },
  }),
  shareGuestLink: defineEndpoint({
    method: 'POST',
    path: '/api/elimination-session/:id/guest-link',
    tags,
    summary: "The owner's guest link for this board's round (the live one, or a new one for 24 hours)",
    params: SessionParamsSchema,
    responses: { 200: GuestLinkSchema },
  }),
  endGuestLink: defineEndpoint({
    method: 'DELETE',
    path: '/api/elimination-session/:id/guest-link',
    tags,
    summary: 'End the guest link: nobody new joins, guests already in stop voting',
    params: SessionParamsSchema,
    responses: { 200: SuccessSchema },
  }),
  remaining: defineEndpoint({
    method: 'GET',
    path: '/api/elimination-session/:id/remaining',
    tags,
    summary: 'Options still in play',
    params: SessionParamsSchema,
    responses: { 200: RemainingSchema },
  }),
  /** Server-Sent Events, not JSON: reached with `urlOf`. */
  events: defineEndpoint({
    method: 'GET',
    path: '/api/elimination-session/:id/events',
    tags,
    summary: 'Server-Sent Events: every change with its version; send Last-Event-ID to resume',
    params: SessionParamsSchema,
    query: StreamQuerySchema,
    responses: {},
  }),
  groupSessions: defineEndpoint({
    method: 'GET',
    path: '/api/family-groups/:id/active-sessions',
    tags,
    summary: "The group's boards with their vote counts",
    params: GroupParamsSchema,
    responses: { 200: z.array(ActiveSessionSchema) },
  }),
  userSessions: defineEndpoint({
    method: 'GET',
    path: '/api/user/active-elimination-sessions',
    tags,
    summary: "Boards of all the caller's groups",
    responses: { 200: z.array(ActiveSessionSchema) },
  }),
}

/** The signed-in user's own event stream (Server-Sent Events, reached with `urlOf`). */
export const liveEventsEndpoints = {
  stream: defineEndpoint({
    method: 'GET',
    path: '/api/events',
    tags: ['live'],
    summary: "Server-Sent Events for the signed-in user: changes to the user's groups and their decisions",
    responses: {},
  }),
}
