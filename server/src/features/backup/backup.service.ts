import { randomBytes } from 'node:crypto'
import { hash } from '@node-rs/argon2'
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate'
import {
  BACKUP_FORMAT_VERSION,
  BackupManifestSchema,
  type BackupManifest,
} from '@forkcast/contract/backup.schemas'
import type { Db, Executor } from '../../db/client'
import type { AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import { isBetaAdmin } from '../../lib/beta-admins'
import { getGroup } from '../groups/groups.service'
import {
  countUsers,
  deleteAllRows,
  findIdsByColumn,
  findLastMigrationTag,
  householdFilters,
  insertRowWithNewId,
  insertRows,
  listMigrationTags,
  readPhotoBytes,
  readTableRows,
  restartIdentity,
  useUtcInTransaction,
  type BackupRow,
} from './backup.repository'
import { tablesFor, type BackupTable } from './backup.tables'

export type BackupScope = { kind: 'instance' } | { kind: 'household'; groupId: number }

export interface Backup {
  archive: Uint8Array
  manifest: BackupManifest
  fileName: string
}

const photoPath = (imageId: string) => `photos/${imageId}.webp`
const tablePath = (table: string) => `tables/${table}.json`

/**
 * A household archive points only at rows it holds: a reference to someone outside the family (who added a
 * meal, who imported a recipe) becomes empty, and a row that cannot do without it is left out.
 */
const dropOutsideReferences = (tables: BackupTable[], rowsByTable: Map<string, BackupRow[]>) => {
  const keys = new Map<string, Set<unknown>>()
  for (const table of tables) {
    const rows = rowsByTable.get(table.name) ?? []
    const kept = rows.filter((row) => {
      for (const key of table.foreignKeys) {
        const value = row[key.column]
        const targetKeys = keys.get(key.targetTable)
        if (value == null || !targetKeys || targetKeys.has(value)) continue
        if (!key.isNullable) return false
        row[key.column] = null
      }
      return true
    })
    rowsByTable.set(table.name, kept)
    if (table.orderBy.length === 1) keys.set(table.name, new Set(kept.map((row) => row[table.orderBy[0]!])))
  }
}

/** The zip: manifest, one JSON file per table (one row per line) and the photos as files. */
const packArchive = (
  manifest: BackupManifest,
  rowsByTable: Map<string, BackupRow[]>,
  photos: Map<string, Buffer>,
) => {
  const files: Zippable = { 'manifest.json': strToU8(JSON.stringify(manifest, null, 2)) }
  for (const [name, rows] of rowsByTable)
    files[tablePath(name)] = strToU8(`[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]\n`)
  // WebP is already compressed: stored as is.
  for (const [id, bytes] of photos) files[photoPath(id)] = [new Uint8Array(bytes), { level: 0 }]
  return zipSync(files, { level: 6 })
}

/** Builds a backup archive of the whole instance or of one family group (decision 051). */
export async function createBackup(db: Db, scope: BackupScope, { now = new Date() } = {}): Promise<Backup> {
  const tables = tablesFor(scope.kind)
  const filters = scope.kind === 'household' ? householdFilters(scope.groupId) : {}
  // One snapshot: rows written while the backup runs are either all in it or not at all.
  const read = await db.transaction(
    async (tx) => {
      await useUtcInTransaction(tx)
      const rowsByTable = new Map<string, BackupRow[]>()
      for (const table of tables) {
        const leaveOut = table.name === 'images' ? ['bytes'] : []
        rowsByTable.set(table.name, await readTableRows(tx, table, { where: filters[table.name], leaveOut }))
      }
      const migration = await findLastMigrationTag(tx)
      return { rowsByTable, migration }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
  const { rowsByTable } = read
  let groupName: string | undefined
  if (scope.kind === 'household') {
    const [group] = rowsByTable.get('family_groups') ?? []
    if (!group) throw new AppError('NOT_FOUND', 'Group not found')
    groupName = String(group.name)
    dropOutsideReferences(tables, rowsByTable)
    // Other members' password hashes stay home: restored members set a new password through the mailed link.
    const unusable = await hash(randomBytes(32).toString('base64url'))
    for (const user of rowsByTable.get('users') ?? []) user.password_hash = unusable
  }
  const imageIds = (rowsByTable.get('images') ?? [])
    .filter((image) => image.storage === 'db')
    .map((image) => String(image.id))
  const photos = await readPhotoBytes(db, imageIds)
  const manifest: BackupManifest = {
    format: 'forkcast-backup',
    formatVersion: BACKUP_FORMAT_VERSION,
    kind: scope.kind,
    ...(scope.kind === 'household' ? { groupId: scope.groupId, groupName } : {}),
    createdAt: now.toISOString(),
    migration: read.migration ?? 'none',
    tables: Object.fromEntries([...rowsByTable].map(([name, rows]) => [name, rows.length])),
    photos: photos.size,
  }
  return {
    archive: packArchive(manifest, rowsByTable, photos),
    manifest,
    fileName: `forkcast-${scope.kind}-${manifest.createdAt.slice(0, 10)}.zip`,
  }
}

const newerVersion = (what: string) =>
  new AppError(
    'UNPROCESSABLE',
    `This backup was made by a newer version of Forkcast (${what}). Update Forkcast, then restore it again.`,
  )
const damaged = (what: string) =>
  new AppError('UNPROCESSABLE', `This backup archive is damaged or incomplete: ${what}.`)

interface OpenedArchive {
  manifest: BackupManifest
  rowsByTable: Map<string, BackupRow[]>
  files: Record<string, Uint8Array>
}

/** Reads and checks an archive before anything is written: format, version, tables and columns it holds. */
const openArchive = (archive: Uint8Array): OpenedArchive => {
  let files: Record<string, Uint8Array>
  try {
    files = unzipSync(archive)
  } catch {
    throw new AppError('BAD_REQUEST', 'This file is not a Forkcast backup: it is not a zip archive.')
  }
  const manifestFile = files['manifest.json']
  if (!manifestFile)
    throw new AppError('BAD_REQUEST', 'This zip is not a Forkcast backup: it has no manifest.json.')
  let parsed: unknown
  try {
    parsed = JSON.parse(strFromU8(manifestFile))
  } catch {
    throw damaged('manifest.json is not JSON')
  }
  const result = BackupManifestSchema.safeParse(parsed)
  if (!result.success)
    throw new AppError('BAD_REQUEST', 'This zip is not a Forkcast backup: its manifest.json is not one.')
  const manifest = result.data
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION)
    throw newerVersion(`archive format ${manifest.formatVersion}`)
  if (!listMigrationTags().includes(manifest.migration))
    throw newerVersion(`database version ${manifest.migration}`)

  const known = new Map(tablesFor(manifest.kind).map((table) => [table.name, table]))
  const rowsByTable = new Map<string, BackupRow[]>()
  for (const [name, count] of Object.entries(manifest.tables)) {
    const table = known.get(name)
    if (!table) throw newerVersion(`table ${name}`)
    const file = files[tablePath(name)]
    if (!file) throw damaged(`${tablePath(name)} is missing`)
    let rows: unknown
    try {
      rows = JSON.parse(strFromU8(file))
    } catch {
      throw damaged(`${tablePath(name)} is not JSON`)
    }
    if (!Array.isArray(rows) || rows.length !== count)
      throw damaged(`${tablePath(name)} does not hold ${count} rows`)
    const columns = new Set(table.columns)
    for (const row of rows) {
      if (!row || typeof row !== 'object' || Array.isArray(row))
        throw damaged(`${tablePath(name)} holds a row that is not an object`)
      for (const column of Object.keys(row))
        if (!columns.has(column)) throw newerVersion(`column ${name}.${column}`)
    }
    rowsByTable.set(name, rows as BackupRow[])
  }
  for (const image of rowsByTable.get('images') ?? [])
    if (image.storage === 'db' && !files[photoPath(String(image.id))])
      throw damaged(`the photo ${photoPath(String(image.id))} is missing`)
  return { manifest, rowsByTable, files }
}

/** Puts the photo bytes back into their image rows (hex, as PostgreSQL reads bytea from JSON). */
const withPhotoBytes = (rows: BackupRow[], files: Record<string, Uint8Array>) =>
  rows.map((row) => {
    if (row.storage !== 'db') return row
    const bytes = files[photoPath(String(row.id))]
    if (!bytes) throw damaged(`the photo ${photoPath(String(row.id))} is missing`)
    return { ...row, bytes: `\\x${Buffer.from(bytes).toString('hex')}` }
  })

/** Rows whose natural key already exists on the target are matched, not copied: catalog recipes, the same photo. */
const NATURAL_KEYS: Record<string, string> = { recipes: 'slug', images: 'sha256' }

export interface RestoreResult {
  manifest: BackupManifest
  rows: number
}

/**
 * Restores an archive into an empty instance (no accounts), all or nothing, keeping ids. An instance archive
 * replaces every table it holds (the seeded catalog included); a household archive is added to what is there,
 * matching catalog recipes by slug.
 */
export async function restoreBackup(db: Db, archive: Uint8Array): Promise<RestoreResult> {
  const { manifest, rowsByTable, files } = openArchive(archive)
  const tables = tablesFor(manifest.kind).filter((table) => rowsByTable.has(table.name))
  let restoredRows = 0
  await db.transaction(async (tx) => {
    if ((await countUsers(tx)) > 0)
      throw new AppError(
        'CONFLICT',
        'This Forkcast already has accounts: a backup is restored only into an empty instance (a new DATA_DIR or an empty database).',
      )
    if (manifest.kind === 'instance')
      for (const table of [...tables].reverse()) await deleteAllRows(tx, table)
    // Old id → id on this instance, for rows matched by their natural key or given a new id.
    const idMaps = new Map<string, Map<unknown, unknown>>()
    for (const table of tables) {
      let rows = rowsByTable.get(table.name) ?? []
      if (table.name === 'images') rows = withPhotoBytes(rows, files)
      rows = rows.map((row) => remapReferences(table, row, idMaps))
      restoredRows += rows.length
      if (rows.length === 0) continue
      const columns = table.columns.filter((column) => rows.some((row) => column in row))
      const naturalKey = NATURAL_KEYS[table.name]
      if (manifest.kind === 'household' && naturalKey) {
        await insertMatching(tx, table, columns, rows, naturalKey, idMaps)
      } else {
        await insertRows(tx, table, columns, rows)
      }
    }
    for (const table of tables) await restartIdentity(tx, table)
  })
  return { manifest, rows: restoredRows }
}

const remapReferences = (table: BackupTable, row: BackupRow, idMaps: Map<string, Map<unknown, unknown>>) => {
  let remapped = row
  for (const key of table.foreignKeys) {
    const map = idMaps.get(key.targetTable)
    const value = row[key.column]
    if (!map || value == null || !map.has(value)) continue
    remapped = { ...remapped, [key.column]: map.get(value) }
  }
  return remapped
}

/** Household restore of recipes and images: reuse a row with the same natural key, keep free ids, renumber the rest. */
async function insertMatching(
  tx: Executor,
  table: BackupTable,
  columns: string[],
  rows: BackupRow[],
  naturalKey: string,
  idMaps: Map<string, Map<unknown, unknown>>,
) {
  const map = new Map<unknown, unknown>()
  idMaps.set(table.name, map)
  const keyValues = rows
    .map((row) => row[naturalKey])
    .filter((value): value is string => typeof value === 'string')
  const existingByKey = await findIdsByColumn(tx, table, naturalKey, keyValues)
  const takenIds = await findIdsByColumn(
    tx,
    table,
    'id',
    rows.map((row) => row.id as string | number),
  )
  const keepIds: BackupRow[] = []
  for (const row of rows) {
    const key = row[naturalKey]
    const existing = typeof key === 'string' ? existingByKey.get(key) : undefined
    if (existing !== undefined) map.set(row.id, existing)
    else if (!takenIds.has(String(row.id))) keepIds.push(row)
    else if (table.identityColumn) {
      const { id: _id, ...rest } = row
      map.set(
        row.id,
        await insertRowWithNewId(
          tx,
          table,
          columns.filter((column) => column !== 'id'),
          rest,
        ),
      )
    } else
      throw new AppError('CONFLICT', `A ${table.name} row with id ${String(row.id)} already exists here.`)
  }
  await insertRows(tx, table, columns, keepIds)
}

/** GET /api/groups/:groupId/backup: the group owner's household archive. */
export async function backupGroup(ctx: AppContext, { userId, groupId }: { userId: number; groupId: number }) {
  const group = await getGroup(ctx, { userId, groupId })
  if (!group.isOwner)
    throw new AppError('FORBIDDEN', 'Only the group owner can download a backup of this group')
  return createBackup(ctx.db, { kind: 'household', groupId })
}

/** GET /api/admin/backup: the whole instance, for the administrators named in ADMIN_EMAILS. */
export async function backupInstance(ctx: AppContext, { email }: { email: string }) {
  if (!isBetaAdmin(ctx.config, email))
    throw new AppError('FORBIDDEN', 'Only an administrator can download a backup of the whole instance')
  return createBackup(ctx.db, { kind: 'instance' })
}
