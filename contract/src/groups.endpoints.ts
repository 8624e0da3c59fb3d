import { z } from 'zod'
import { defineEndpoint } from './endpoint'
import {
  FamilyGroupSchema,
  GroupMemberParamsSchema,
  GroupMemberSchema,
  GroupNameSchema,
  GroupParamsSchema,
  InviteParamsSchema,
  InvitePreviewSchema,
  JoinGroupSchema,
  LeaveGroupResultSchema,
} from './groups.schemas'

const tags = ['groups']

/** Family groups the caller belongs to, their members and invite codes. */
export const groupEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/family-groups',
    tags,
    summary: "The caller's groups",
    responses: { 200: z.array(FamilyGroupSchema) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/family-groups',
    tags,
    summary: 'Create a group; the caller becomes its owner',
    body: GroupNameSchema,
    responses: { 201: FamilyGroupSchema },
  }),
  join: defineEndpoint({
    method: 'POST',
    path: '/api/family-groups/join',
    tags,
    summary: 'Join a group by invite code',
    body: JoinGroupSchema,
    responses: { 200: FamilyGroupSchema },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/family-groups/:id',
    tags,
    summary: 'One group the caller belongs to',
    params: GroupParamsSchema,
    responses: { 200: FamilyGroupSchema },
  }),
  rename: defineEndpoint({
    method: 'PATCH',
    path: '/api/family-groups/:id',
    tags,
    summary: 'Rename the group (owner)',
    params: GroupParamsSchema,
    body: GroupNameSchema,
    responses: { 200: FamilyGroupSchema },
  }),
  leave: defineEndpoint({
    method: 'DELETE',
    path: '/api/family-groups/:id',
    tags,
    summary: 'Leave the group (the last member out deletes it)',
    params: GroupParamsSchema,
    responses: { 200: LeaveGroupResultSchema },
  }),
  members: defineEndpoint({
    method: 'GET',
    path: '/api/family-groups/:id/members',
    tags,
    summary: 'Members, longest-standing first',
    params: GroupParamsSchema,
    responses: { 200: z.array(GroupMemberSchema) },
  }),
  removeMember: defineEndpoint({
    method: 'DELETE',
    path: '/api/family-groups/:id/members/:userId',
    tags,
    summary: 'Remove a member (owner)',
    params: GroupMemberParamsSchema,
    responses: { 200: z.array(GroupMemberSchema) },
  }),
  regenerateInviteCode: defineEndpoint({
    method: 'POST',
    path: '/api/family-groups/:id/invite-code',
    tags,
    summary: 'Draw a new invite code (owner); the old one stops working',
    params: GroupParamsSchema,
    responses: { 200: FamilyGroupSchema },
  }),
}

/** Invite links, readable signed out. */
export const inviteEndpoints = {
  preview: defineEndpoint({
    method: 'GET',
    path: '/api/invites/:code',
    tags,
    access: 'public',
    summary: 'What an invite link leads to (no sign-in needed)',
    params: InviteParamsSchema,
    responses: { 200: InvitePreviewSchema },
  }),
}
