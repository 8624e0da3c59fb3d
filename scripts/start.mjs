// `npm start`: build the web app and the server bundle when missing or older than their sources, then run the
// compiled server (no TypeScript loader in production).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

const newestChange = (directory) => {
  let newest = 0
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue
    const full = path.join(directory, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs)
  }
  return newest
}

const changedAt = (sources) =>
  Math.max(
    ...sources
      .map((p) => path.join(root, p))
      .filter(existsSync)
      .map((p) => (statSync(p).isDirectory() ? newestChange(p) : statSync(p).mtimeMs)),
  )

const isStale = (output, sources) => !existsSync(output) || statSync(output).mtimeMs < changedAt(sources)

const run = (label, script) => {
  console.log(label)
  const build = spawnSync('npm', ['run', script, '--silent'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const webBundle = path.join(root, 'web', 'dist', 'index.html')
if (isStale(webBundle, ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'contract/src'])) {
  run('Building the web app…', 'build:web')
}
const serverBundle = path.join(root, 'server', 'dist', 'server.js')
// The fresh-database template a first start loads is remade with the bundle (a build without it leaves it older).
const freshDatabase = path.join(root, 'server', 'dist', 'fresh-database.json')
if (
  isStale(serverBundle, ['server/src', 'server/scripts', 'server/drizzle', 'contract/src']) ||
  isStale(freshDatabase, ['server/dist/server.js'])
) {
  run('Building the server…', 'build:server')
}

const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
  cwd: root,
  stdio: 'inherit',
  // Without a Stripe key, checkout is the built-in test page so every screen can be tried (set BILLING_TEST_MODE=0 to hide it).
  // Without SMTP, mail (registration links) is shown at /dev/outbox to this machine's own browser (MAIL_PREVIEW=0 hides it).
  env: {
    NODE_ENV: 'production',
    ...(process.env.STRIPE_SECRET_KEY ? {} : { BILLING_TEST_MODE: '1' }),
    ...(process.env.SMTP_URL ? {} : { MAIL_PREVIEW: '1' }),
    ...process.env,
  },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
