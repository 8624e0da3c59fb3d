// Bundles the server for production: our code and the contract in one ESM file, packages from node_modules left
// as imports (several load files or native binaries next to themselves).
//   --outdir <dir>    where the bundles go (default server/dist; any directory inside server/ works)
//   --fresh-database  also dumps a fresh embedded database (migrated, catalog seeded) for first starts to load,
//                     remade only when the bundle, the migrations, the catalog or PGlite changed.
import { build } from 'esbuild'
import { spawnSync } from 'node:child_process'
import process from 'node:process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const serverRoot = path.resolve(import.meta.dirname, '..')
const outdirFlag = process.argv.indexOf('--outdir')
const distDir = outdirFlag >= 0 ? path.resolve(process.argv[outdirFlag + 1]) : path.join(serverRoot, 'dist')

const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      // The contract and its package.json "imports" (#…) are ours: bundled, resolved for Node.
      if (args.path.startsWith('@forkcast/') || args.path.startsWith('#')) return undefined
      return { path: args.path, external: true }
    })
  },
}

await build({
  // The bulk-check and page-parsing workers are bundles next to the server: piscina loads each by path.
  entryPoints: {
    server: path.join(serverRoot, 'src', 'server.ts'),
    'bulk-check-worker': path.join(serverRoot, 'src', 'features', 'imports', 'bulk-check.worker.ts'),
    'parse-page-worker': path.join(serverRoot, 'src', 'features', 'imports', 'parse-page.worker.ts'),
    'make-fresh-database': path.join(serverRoot, 'scripts', 'make-fresh-database.ts'),
  },
  outdir: distDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
})

const hashInto = (hash, location) => {
  if (statSync(location).isDirectory()) {
    for (const name of readdirSync(location).sort()) hashInto(hash, path.join(location, name))
  } else {
    hash.update(`\0${path.relative(serverRoot, location)}\0`)
    hash.update(readFileSync(location))
  }
}

if (process.argv.includes('--fresh-database')) {
  const serverBundle = path.join(distDir, 'server.js')
  const archive = path.join(distDir, 'fresh-database.tar.gz')
  const manifest = path.join(distDir, 'fresh-database.json')
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const hash = createHash('sha256')
  for (const input of [
    serverBundle,
    path.join(serverRoot, 'drizzle'),
    path.join(serverRoot, 'src', 'features', 'recipes', 'catalog'),
    path.join(path.dirname(pgliteEntry), '..', 'package.json'),
  ]) {
    hashInto(hash, input)
  }
  const buildKey = hash.digest('hex')
  const madeFor =
    existsSync(manifest) && existsSync(archive) ? JSON.parse(readFileSync(manifest, 'utf8')).buildKey : null
  if (madeFor !== buildKey) {
    const made = spawnSync(
      process.execPath,
      [path.join(distDir, 'make-fresh-database.js'), archive, manifest, serverBundle, buildKey],
      { stdio: 'inherit' },
    )
    if (made.status !== 0) process.exit(made.status ?? 1)
  }
}
