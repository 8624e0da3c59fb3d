import { z } from 'zod'
import {
  AddBetaTesterResultSchema,
  AddBetaTesterSchema,
  BetaCodeParamsSchema,
  BetaInviteSchema,
  BetaTesterSchema,
  RedeemBetaResultSchema,
} from './beta.schemas'
import { defineEndpoint } from './endpoint'

const tags = ['beta']

/** Beta testers (admins only) and the invites they redeem. */
export const betaEndpoints = {
  testers: defineEndpoint({
    method: 'GET',
    path: '/api/beta/testers',
    tags,
    access: 'betaAdmin',
    summary: 'Every beta tester (admins in ADMIN_EMAILS only)',
    responses: { 200: z.array(BetaTesterSchema) },
  }),
  addTester: defineEndpoint({
    method: 'POST',
    path: '/api/beta/add-tester',
    tags,
    access: 'betaAdmin',
    summary: 'Invite a beta tester: answers a single-use invite code (admins only)',
    body: AddBetaTesterSchema,
    responses: { 201: AddBetaTesterResultSchema },
  }),
  invite: defineEndpoint({
    method: 'GET',
    path: '/api/beta/invites/:code',
    tags,
    access: 'public',
    summary: 'What a beta invite gives (no sign-in needed)',
    params: BetaCodeParamsSchema,
    responses: { 200: BetaInviteSchema },
  }),
  redeem: defineEndpoint({
    method: 'POST',
    path: '/api/beta/invites/:code/redeem',
    tags,
    summary: 'Claim a beta invite for the signed-in account (single use)',
    params: BetaCodeParamsSchema,
    responses: { 200: RedeemBetaResultSchema },
  }),
}
