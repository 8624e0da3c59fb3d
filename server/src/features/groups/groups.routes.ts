import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { groupEndpoints, inviteEndpoints } from '@forkcast/contract/groups.endpoints'
import { endpointRoute } from '../../lib/endpoint-route'
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

export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, groupEndpoints.list),
    handler: async (request) => listGroups(app.ctx, request.signedInUser.id),
  })

  app.route({
    ...endpointRoute(app, groupEndpoints.create),
    handler: async (request, reply) => {
      const group = await createGroup(app.ctx, { userId: request.signedInUser.id, name: request.body.name })
      return reply.code(201).send(group)
    },
  })

  app.route({
    ...endpointRoute(app, groupEndpoints.join),
    handler: async (request) =>
      joinGroup(app.ctx, {
        userId: request.signedInUser.id,
        inviteCode: request.body.inviteCode,
        ip: request.ip,
      }),
  })

  app.route({
    ...endpointRoute(app, groupEndpoints.get),
    handler: async (request) =>
      getGroup(app.ctx, { userId: request.signedInUser.id, groupId: request.params.id }),
  })

  app.route({
    ...endpointRoute(app, groupEndpoints.rename),
    handler: async (request) =>
      renameGroup(app.ctx, {
        userId: request.signedInUser.id,
        groupId: request.params.id,
        name: request.body.name,
      }),
  })

  app.route({
    ...endpointRoute(app, groupEndpoints.leave),
    handler: async (request) =>
      leaveGroup(app.ctx, { userId: request.signedInUser.id, groupId: request.params.id }),
  })

  app.route({
    ...endpointRoute(app, groupEndpoints.members),
    handler: async (request) =>
      listMembers(app.ctx, { userId: request.signedInUser.id, groupId: request.params.id }),
  })

  app.route({
    ...endpointRoute(app, groupEndpoints.removeMember),
    handler: async (request) =>
      removeMember(app.ctx, {
        userId: request.signedInUser.id,
        groupId: request.params.id,
        memberId: request.params.userId,
      }),
  })

  app.route({
    ...endpointRoute(app, groupEndpoints.regenerateInviteCode),
    handler: async (request) =>
      regenerateInviteCode(app.ctx, { userId: request.signedInUser.id, groupId: request.params.id }),
  })
}

export const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, inviteEndpoints.preview),
    handler: async (request) => getInvitePreview(app.ctx, { code: request.params.code, ip: request.ip }),
  })
}
