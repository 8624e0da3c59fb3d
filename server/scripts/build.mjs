// Bundles the server for production: our code and the contract in one ESM file, packages from node_modules left
// as imports (several load files or native binaries next to themselves).
import { build } from 'esbuild'
import path from 'node:path'

const serverRoot = path.resolve(import.meta.dirname, '..')

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
  },
  outdir: path.join(serverRoot, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
})
