import { z } from 'zod'
import { IdSchema } from './common.schemas'

/** The archive format this code writes; an archive with a higher number was made by a newer Forkcast. */
export const BACKUP_FORMAT_VERSION = 1

/** An instance archive holds every account and table; a household archive holds one family group. */
export const BackupKindSchema = z.enum(['instance', 'household'])
export type BackupKind = z.infer<typeof BackupKindSchema>

/** manifest.json at the root of a backup archive. */
export const BackupManifestSchema = z.object({
  format: z.literal('forkcast-backup'),
  formatVersion: z.number().int().positive(),
  kind: BackupKindSchema,
  /** The family group of a household archive. */
  groupId: z.number().int().positive().optional(),
  groupName: z.string().optional(),
  createdAt: z.string(),
  /** The newest database migration of the instance that made it ('0034_integrations'). */
  migration: z.string(),
  /** Rows per table, as stored under tables/<table>.json. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  /** Photos stored under photos/<image id>.webp. */
  photos: z.number().int().nonnegative(),
})
export type BackupManifest = z.infer<typeof BackupManifestSchema>

export const GroupBackupParamsSchema = z.object({ groupId: IdSchema })
export type GroupBackupParams = z.infer<typeof GroupBackupParamsSchema>
