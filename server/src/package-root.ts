import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const SERVER_PACKAGE = '@forkcast/server'

const isServerPackage = (directory: string) => {
  const manifest = path.join(directory, 'package.json')
  if (!existsSync(manifest)) return false
  const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }
  return name === SERVER_PACKAGE
}

// Sources (src/…) and the production bundle (dist/server.js) sit at different depths: find the package by its manifest.
function findServerRoot(start: string): string {
  let directory = start
  for (;;) {
    if (isServerPackage(directory)) return directory
    const parent = path.dirname(directory)
    if (parent === directory) throw new Error(`Cannot find the ${SERVER_PACKAGE} package above ${start}`)
    directory = parent
  }
}

/** The server package's directory (holds drizzle/ and src/), from sources or from the bundle. */
const SERVER_ROOT = findServerRoot(path.dirname(fileURLToPath(import.meta.url)))

export const fromServerRoot = (...segments: string[]) => path.join(SERVER_ROOT, ...segments)
