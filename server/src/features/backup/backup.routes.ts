import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyReply } from 'fastify'
import { backupEndpoints } from '@forkcast/contract/backup.endpoints'
import { endpointRoute } from '../../lib/endpoint-route'
import { backupGroup, backupInstance, type Backup } from './backup.service'

const sendArchive = (reply: FastifyReply, backup: Backup) =>
  reply
    .header('Content-Type', 'application/zip')
    .header('Content-Disposition', `attachment; filename="${backup.fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(Buffer.from(backup.archive.buffer, backup.archive.byteOffset, backup.archive.byteLength))

/** /api/groups/:groupId/backup: one family group's archive, for its owner. */
export const groupBackupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, backupEndpoints.group),
    handler: async (request, reply) => {
      const backup = await backupGroup(app.ctx, {
        userId: request.signedInUser.id,
        groupId: request.params.groupId,
      })
      return sendArchive(reply, backup)
    },
  })
}

/** /api/admin/backup: the whole instance, for administrators (ADMIN_EMAILS). */
export const adminBackupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, backupEndpoints.instance),
    handler: async (request, reply) => {
      const backup = await backupInstance(app.ctx, { email: request.signedInUser.email })
      return sendArchive(reply, backup)
    },
  })
}
