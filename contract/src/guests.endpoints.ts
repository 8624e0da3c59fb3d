import { z } from 'zod'
import { idNumber } from './common.schemas'
import { defineEndpoint } from './endpoint'
import {
  GuestBoardSchema,
  GuestInvitationSchema,
  GuestTokenParamsSchema,
  JoinAsGuestSchema,
  OptionBodySchema,
  VoteResultSchema,
} from './voting.schemas'

const tags = ['guests']

/** Where a stream resumes when no Last-Event-ID header says so. */
const StreamQuerySchema = z.object({ lastEventId: idNumber('lastEventId', { min: 0 }).optional() })

/** What someone with a board's guest link may do, and nothing more (decision 037); the guest cookie is their identity. */
export const guestEndpoints = {
  invitation: defineEndpoint({
    method: 'GET',
    path: '/api/guest/invitations/:token',
    tags,
    access: 'public',
    summary: 'Who invites the guest to decide what (404 once the link has ended)',
    params: GuestTokenParamsSchema,
    responses: { 200: GuestInvitationSchema },
  }),
  join: defineEndpoint({
    method: 'POST',
    path: '/api/guest/invitations/:token/join',
    tags,
    access: 'public',
    summary: 'Join the board as a guest with a first name and allergies; sets the guest cookie',
    params: GuestTokenParamsSchema,
    body: JoinAsGuestSchema,
    responses: { 200: GuestBoardSchema },
  }),
  board: defineEndpoint({
    method: 'GET',
    path: '/api/guest/board',
    tags,
    access: 'guest',
    summary:
      "The guest's board; with the link's token, 401 unless the guest joined through that board's link",
    query: z.object({ token: GuestTokenParamsSchema.shape.token.optional() }),
    responses: { 200: GuestBoardSchema },
  }),
  eliminate: defineEndpoint({
    method: 'POST',
    path: '/api/guest/board/eliminate',
    tags,
    access: 'guest',
    summary: "A guest's eliminate",
    body: OptionBodySchema,
    responses: { 200: VoteResultSchema },
  }),
  prefer: defineEndpoint({
    method: 'POST',
    path: '/api/guest/board/prefer',
    tags,
    access: 'guest',
    summary: "A guest's prefer",
    body: OptionBodySchema,
    responses: { 200: VoteResultSchema },
  }),
  choose: defineEndpoint({
    method: 'POST',
    path: '/api/guest/board/choose',
    tags,
    access: 'guest',
    summary: "A guest's choose",
    body: OptionBodySchema,
    responses: { 200: VoteResultSchema },
  }),
  undoEliminate: defineEndpoint({
    method: 'POST',
    path: '/api/guest/board/undo-eliminate',
    tags,
    access: 'guest',
    summary: "Take back the guest's own veto, within UNDO_VETO_SECONDS",
    body: OptionBodySchema,
    responses: { 200: VoteResultSchema },
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/api/guest/board/submit',
    tags,
    access: 'guest',
    summary: "A guest's submit",
    responses: { 200: VoteResultSchema },
  }),
  randomPick: defineEndpoint({
    method: 'POST',
    path: '/api/guest/board/random-pick',
    tags,
    access: 'guest',
    summary: "A guest's random-pick",
    responses: { 200: VoteResultSchema },
  }),
  /** Server-Sent Events, not JSON: reached with `urlOf`. */
  events: defineEndpoint({
    method: 'GET',
    path: '/api/guest/board/events',
    tags,
    access: 'guest',
    summary: "Server-Sent Events of the guest's board, as members get them",
    query: StreamQuerySchema,
    responses: {},
  }),
}
