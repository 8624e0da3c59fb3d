// `npm start`: build the web app when it is missing or older than its sources, then run the server.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const distIndex = path.join(root, 'web', 'dist', 'index.html')

const newestChange = (directory) => {
  let newest = 0
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue
    const full = path.join(directory, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs)
  }
  return newest
}

const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'contract/src'].map((p) =>
  path.join(root, p),
)
const sourcesChangedAt = Math.max(
  ...sources
    .filter(existsSync)
    .map((p) => (statSync(p).isDirectory() ? newestChange(p) : statSync(p).mtimeMs)),
)
if (!existsSync(distIndex) || statSync(distIndex).mtimeMs < sourcesChangedAt) {
  console.log('Building the web app…')
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  // Without a Stripe key, checkout is the built-in test page so every screen can be tried (set BILLING_TEST_MODE=0 to hide it).
  env: {
    NODE_ENV: 'production',
    ...(process.env.STRIPE_SECRET_KEY ? {} : { BILLING_TEST_MODE: '1' }),
    ...process.env,
  },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
