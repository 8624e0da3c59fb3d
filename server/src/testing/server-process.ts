import type { ChildProcess } from 'node:child_process'

/** How tests and benchmarks run a server child process: production mode on loopback, quiet logs. */
export const productionServerEnv = ({
  port,
  dataDir,
  databaseUrl = '',
}: {
  port: number
  dataDir: string
  databaseUrl?: string
}): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'warn',
})

/** Waits until the child answers /api/health; throws if it exits first or `withinMs` passes. */
export async function waitUntilHealthy(child: ChildProcess, baseUrl: string, withinMs: number) {
  const giveUpAt = Date.now() + withinMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server at ${baseUrl} exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > giveUpAt) throw new Error(`the server at ${baseUrl} did not start in time`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
