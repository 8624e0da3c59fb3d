// Build step (`build.mjs --fresh-database`): creates an embedded database the way a first start would (initdb,
// every migration, the catalog seeded for the server bundle, its statistics taken) and dumps it, so a first
// start loads it instead.
//   node dist/make-fresh-database.js <archive.tar.gz> <manifest.json> <server bundle> <build key>
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { createPgliteDatabase, PGLITE_EXTENSIONS, pgliteVersion } from '../src/db/client'
import { keepRecipeStatistics } from '../src/db/statistics'
import { CATALOG_DIR, seedRecipeCatalogWhenChanged } from '../src/features/recipes/recipe-catalog'

const [archive, manifest, serverBundle, buildKey] = process.argv.slice(2)
if (!archive || !manifest || !serverBundle || !buildKey) {
  throw new Error('usage: make-fresh-database <archive> <manifest> <server bundle> <build key>')
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-fresh-database-'))
try {
  const client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS })
  const database = createPgliteDatabase(client)
  await database.migrate()
  await seedRecipeCatalogWhenChanged(database.db, CATALOG_DIR, serverBundle)
  // With the seeded catalog's statistics in the dump, a first start has none to take.
  await keepRecipeStatistics(database)
  const dump = await client.dumpDataDir('gzip')
  writeFileSync(archive, Buffer.from(await dump.arrayBuffer()))
  writeFileSync(manifest, JSON.stringify({ pgliteVersion: pgliteVersion(), buildKey }))
  await database.close()
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
