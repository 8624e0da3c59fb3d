import yauzl from 'yauzl'
import { APP_IMPORT_LIMITS } from '@forkcast/contract/app-imports.schemas'

/** One file of an archive, unpacked. Folders are left out. */
export interface ArchiveFile {
  /** The path inside the archive, with forward slashes. */
  name: string
  bytes: Buffer
}

/** What every archive read in one upload may still unpack: shared, so nested zips count against it too. */
export interface UnpackBudget {
  entries: number
  bytes: number
}

export const newUnpackBudget = (): UnpackBudget => ({
  entries: APP_IMPORT_LIMITS.maxEntries,
  bytes: APP_IMPORT_LIMITS.maxUnpackedBytes,
})

/** Why an archive was refused; the message is for people. */
export class HostileArchiveError extends Error {
  override name = 'HostileArchiveError'
}

/** A zip starts with a local file header, or is an empty archive's end record. */
export const looksLikeZip = (bytes: Buffer) =>
  bytes.length >= 4 &&
  bytes[0] === 0x50 &&
  bytes[1] === 0x4b &&
  ((bytes[2] === 0x03 && bytes[3] === 0x04) || (bytes[2] === 0x05 && bytes[3] === 0x06))

const MEGABYTE = 1024 * 1024
const tooManyEntries = () =>
  new HostileArchiveError(
    `That archive holds more than ${APP_IMPORT_LIMITS.maxEntries.toLocaleString('en-US')} files. Export fewer recipes at a time.`,
  )
export const unpackedTooLarge = () =>
  new HostileArchiveError(
    `That archive unpacks to more than ${APP_IMPORT_LIMITS.maxUnpackedBytes / MEGABYTE} MB. Export fewer recipes at a time.`,
  )
const unsafePath = (name: string) =>
  new HostileArchiveError(
    `That archive holds a file with an unsafe path (${name.slice(0, 80)}), so it was not read.`,
  )

/** Paths that climb out of the archive or start at a root are refused, whatever the unpacker would do. */
const isUnsafePath = (name: string) =>
  name.startsWith('/') ||
  name.includes('\\') ||
  /^[A-Za-z]:/.test(name) ||
  name.split('/').some((segment) => segment === '..')

const openZip = (bytes: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) => {
    // Names stay raw so hostile ones reach our own check and its message; sizes are checked while inflating.
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, decodeStrings: true, validateEntrySizes: true },
      (error, zipfile) => (error || !zipfile ? reject(error ?? new Error('no zip')) : resolve(zipfile)),
    )
  })

const readEntry = (zipfile: yauzl.ZipFile, entry: yauzl.Entry, budget: UnpackBudget) =>
  new Promise<Buffer>((resolve, reject) => {
    zipfile.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error('unreadable entry'))
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => {
        budget.bytes -= chunk.length
        if (budget.bytes < 0) {
          stream.destroy(unpackedTooLarge())
          return
        }
        chunks.push(chunk)
      })
      stream.on('error', reject)
      stream.on('end', () => resolve(Buffer.concat(chunks)))
    })
  })

const isPathMessage = (error: unknown) =>
  error instanceof Error &&
  /invalid relative path|absolute path|invalid characters in fileName/.test(error.message)

/**
 * Unpacks a zip held in memory, one entry at a time. Refuses (HostileArchiveError) archives with too many
 * entries, that unpack past the budget (by their declared sizes first, then by what really comes out) or
 * that name a path outside the archive. Any other unreadable zip rejects with yauzl's own error.
 */
export async function readZipArchive(bytes: Buffer, budget: UnpackBudget): Promise<ArchiveFile[]> {
  let zipfile: yauzl.ZipFile
  try {
    zipfile = await openZip(bytes)
  } catch (error) {
    if (isPathMessage(error))
      throw unsafePath(
        String((error as Error).message)
          .split(': ')
          .pop() ?? '',
      )
    throw error
  }
  if (zipfile.entryCount > budget.entries) {
    zipfile.close()
    throw tooManyEntries()
  }
  budget.entries -= zipfile.entryCount
  const files: ArchiveFile[] = []
  try {
    await new Promise<void>((resolve, reject) => {
      zipfile.on('error', (error: unknown) =>
        reject(
          isPathMessage(error)
            ? unsafePath(
                String((error as Error).message)
                  .split(': ')
                  .pop() ?? '',
              )
            : error,
        ),
      )
      zipfile.on('end', () => resolve())
      zipfile.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName
        if (isUnsafePath(name)) return reject(unsafePath(name))
        if (name.endsWith('/')) return zipfile.readEntry()
        if (entry.uncompressedSize > budget.bytes) return reject(unpackedTooLarge())
        readEntry(zipfile, entry, budget).then((content) => {
          files.push({ name, bytes: content })
          zipfile.readEntry()
        }, reject)
      })
      zipfile.readEntry()
    })
  } finally {
    zipfile.close()
  }
  return files
}
