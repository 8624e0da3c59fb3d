import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './client'
import { DataDirLockedError, lockDataDir } from './data-dir-lock'

const SERVER_ENTRY = fileURLToPath(new URL('../server.ts', import.meta.url))
const directories: string[] = []
const freshDir = () => {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'forkcast-lock-'))
  directories.push(directory)
  return directory
}
// PGlite's first start in a directory is slow; the tests that open a database share one.
let sharedDir = ''

afterAll(() => {
  for (const directory of directories) rmSync(directory, { recursive: true, force: true })
})

/** Runs the real server entry point and answers its exit code and what it printed. */
const runServer = (env: Record<string, string>) =>
  new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stderr })
    })
  })

describe('the embedded database directory', () => {
  it('refuses a second open in the same process, naming the pid, and opens again once closed', async () => {
    const dataDir = (sharedDir = freshDir())
    const first = await openDatabase({ dataDir })
    const second = openDatabase({ dataDir })
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError)
    await expect(second).rejects.toThrow(`pid ${process.pid}`)
    await first.close()
    const again = await openDatabase({ dataDir })
    await again.close()
  }, 60_000)

  it('stops a second server process with a one-line message naming the pid that holds it', async () => {
    const dataDir = freshDir()
    let release: (() => Promise<void>) | null = null
    try {
      release = await lockDataDir(dataDir, { onCompromised: () => {} })
      const { code, stderr } = await runServer({ DATA_DIR: dataDir })
      expect(code).toBe(1)
      expect(stderr.trim().split('\n')).toHaveLength(1)
      expect(stderr).toContain(`is in use by another Forkcast process (pid ${process.pid})`)
    } finally {
      await release?.()
    }
  }, 60_000)

  it('takes over a lock left by a process that no longer runs', async () => {
    const dataDir = sharedDir
    const finished = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'])
    const deadPid = Number(finished.stdout.toString())
    mkdirSync(path.join(dataDir, '.forkcast.lock'), { recursive: true })
    writeFileSync(path.join(dataDir, '.forkcast.pid'), String(deadPid))
    const database = await openDatabase({ dataDir })
    await database.close()
  }, 60_000)
})
