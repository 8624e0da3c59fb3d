import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
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
} from '@forkcast/contract/groups.schemas'
import { requireUser } from '../../plugins/auth'
import {
  createGroup,
  getGroup,
  getInvitePreview,
  joinGroup,
  leaveGroup,
  listGroups,
  listMembers,
  regenerateInviteCode,
  removeMember,
  renameGroup,
} from './groups.service'

const tags = ['groups']

export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags, summary: "The caller's groups", response: { 200: z.array(FamilyGroupSchema) } } },
    async (request) => listGroups(app.ctx, requireUser(request).id),
  )

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a group; the caller becomes its owner',
        body: GroupNameSchema,
        response: { 201: FamilyGroupSchema },
      },
    },
    async (request, reply) => {
      const group = await createGroup(app.ctx, { userId: requireUser(request).id, name: request.body.name })
      return reply.code(201).send(group)
    },
  )

  app.post(
    '/join',
    {
      schema: {
        tags,
        summary: 'Join a group by invite code',
        body: JoinGroupSchema,
        response: { 200: FamilyGroupSchema },
      },
    },
    async (request) =>
      joinGroup(app.ctx, {
        userId: requireUser(request).id,
        inviteCode: request.body.inviteCode,
        ip: request.ip,
      }),
  )

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One group the caller belongs to',
        params: GroupParamsSchema,
        response: { 200: FamilyGroupSchema },
      },
    },
    async (request) => getGroup(app.ctx, { userId: requireUser(request).id, groupId: request.params.id }),
  )

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Rename the group (owner)',
        params: GroupParamsSchema,
        body: GroupNameSchema,
        response: { 200: FamilyGroupSchema },
      },
    },
    async (request) =>
      renameGroup(app.ctx, {
        userId: requireUser(request).id,
        groupId: request.params.id,
        name: request.body.name,
      }),
  )

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Leave the group (the last member out deletes it)',
        params: GroupParamsSchema,
        response: { 200: LeaveGroupResultSchema },
      },
    },
    async (request) => leaveGroup(app.ctx, { userId: requireUser(request).id, groupId: request.params.id }),
  )

  app.get(
    '/:id/members',
    {
      schema: {
        tags,
        summary: 'Members, longest-standing first',
        params: GroupParamsSchema,
        response: { 200: z.array(GroupMemberSchema) },
      },
    },
    async (request) => listMembers(app.ctx, { userId: requireUser(request).id, groupId: request.params.id }),
  )

  app.delete(
    '/:id/members/:userId',
    {
      schema: {
        tags,
        summary: 'Remove a member (owner)',
        params: GroupMemberParamsSchema,
        response: { 200: z.array(GroupMemberSchema) },
      },
    },
    async (request) =>
      removeMember(app.ctx, {
        userId: requireUser(request).id,
        groupId: request.params.id,
        memberId: request.params.userId,
      }),
  )

  app.post(
    '/:id/invite-code',
    {
      schema: {
        tags,
        summary: 'Draw a new invite code (owner); the old one stops working',
        params: GroupParamsSchema,
        response: { 200: FamilyGroupSchema },
      },
    },
    async (request) =>
      regenerateInviteCode(app.ctx, { userId: requireUser(request).id, groupId: request.params.id }),
  )
}

export const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:code',
    {
      schema: {
        tags,
        summary: 'What an invite link leads to (no sign-in needed)',
        params: InviteParamsSchema,
        response: { 200: InvitePreviewSchema },
      },
    },
    async (request) => getInvitePreview(app.ctx, { code: request.params.code, ip: request.ip }),
  )
}
