import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import lockfile from 'proper-lockfile'

/** Another process already uses the data directory; its message is the one line an operator needs. */
export class DataDirLockedError extends Error {}

const LOCK_NAME = '.forkcast.lock'
// Beside the lock directory, not in it: proper-lockfile removes the directory with rmdir, which needs it empty.
const PID_FILE = '.forkcast.pid'
// The holder refreshes the lock's mtime every 10 s; one untouched for 2 min belongs to a frozen process. The
// margin is wide because PGlite's first start blocks the event loop for many seconds on a busy machine.
// A holder that died is noticed at once by its pid instead.
const STALE_MS = 120_000
const UPDATE_MS = 10_000

/** Directories this process holds: a second open in the same process is refused too. */
const heldHere = new Set<string>()

const lockPathOf = (dataDir: string) => path.join(dataDir, LOCK_NAME)
const pidPathOf = (dataDir: string) => path.join(dataDir, PID_FILE)

const readHolderPid = (dataDir: string): number | null => {
  try {
    const pid = Number(readFileSync(pidPathOf(dataDir), 'utf8').trim())
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes the exclusive lock on an embedded database's directory, recording this process's pid in it.
 * A lock whose process is gone (kill -9, a crash) or that has not been refreshed for 2 min is taken over.
 * Resolves to the release function; throws DataDirLockedError naming the holder's pid otherwise.
 */
export async function lockDataDir(
  dataDir: string,
  { onCompromised }: { onCompromised: (error: Error) => void },
): Promise<() => Promise<void>> {
  const lockPath = lockPathOf(dataDir)
  const options = {
    lockfilePath: lockPath,
    stale: STALE_MS,
    update: UPDATE_MS,
    realpath: false,
    onCompromised,
  }
  let release: () => Promise<void>
  try {
    release = await lockfile.lock(dataDir, options)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error
    const holder = heldHere.has(path.resolve(dataDir)) ? process.pid : readHolderPid(dataDir)
    // Our own pid in a lock we do not hold is a previous run's (containers reuse pids): it is stale.
    const isHeld =
      holder === null || heldHere.has(path.resolve(dataDir)) || (holder !== process.pid && isAlive(holder))
    if (isHeld) {
      const who = holder === null ? 'another Forkcast process' : `another Forkcast process (pid ${holder})`
      throw new DataDirLockedError(
        `The data directory ${path.resolve(dataDir)} is in use by ${who}; stop it or set a different DATA_DIR.`,
      )
    }
    // The recorded process is gone: the lock is stale, whatever its mtime says.
    rmSync(lockPath, { recursive: true, force: true })
    release = await lockfile.lock(dataDir, options)
  }
  writeFileSync(pidPathOf(dataDir), String(process.pid))
  heldHere.add(path.resolve(dataDir))
  return async () => {
    heldHere.delete(path.resolve(dataDir))
    rmSync(pidPathOf(dataDir), { force: true })
    await release()
  }
}
