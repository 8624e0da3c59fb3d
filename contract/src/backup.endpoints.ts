import { GroupBackupParamsSchema } from './backup.schemas'
import { defineEndpoint } from './endpoint'

const tags = ['backup']

/** Zip archives to download: no JSON answer, so the web links to them with `urlOf`. */
export const backupEndpoints = {
  group: defineEndpoint({
    method: 'GET',
    path: '/api/groups/:groupId/backup',
    tags,
    summary:
      'A zip backup of the group: members, recipes, photos, plans, lists and favorites (group owner only)',
    params: GroupBackupParamsSchema,
    responses: {},
    produces: ['application/zip'],
  }),
  instance: defineEndpoint({
    method: 'GET',
    path: '/api/admin/backup',
    tags,
    summary: 'A zip backup of the whole instance, password hashes included (administrators only)',
    responses: {},
    produces: ['application/zip'],
  }),
}
