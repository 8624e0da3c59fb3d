// Bundles the server for production: our code and the contract in one ESM file, packages from node_modules left
// as imports (several load files or native binaries next to themselves).
import { build } from 'esbuild'
import path from 'node:path'

const serverRoot = path.resolve(import.meta.dirname, '..')

const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@forkcast/')) return undefined
      return { path: args.path, external: true }
    })
  },
}

await build({
  entryPoints: [path.join(serverRoot, 'src', 'server.ts')],
  outfile: path.join(serverRoot, 'dist', 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
})
