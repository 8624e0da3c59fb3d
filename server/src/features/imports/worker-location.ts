/**
 * Under tsx (tests, dev) a pool module is its TypeScript source and its worker loads its source through the
 * same loader; in production the pool is inside server/dist/server.js and the worker is a compiled bundle
 * next to it (server/scripts/build.mjs builds each).
 */
export const resolveImportWorker = (moduleUrl: string, sourceFile: string, bundleFile: string) =>
  moduleUrl.endsWith('.ts')
    ? { filename: new URL(`./${sourceFile}`, moduleUrl).href, execArgv: ['--import', 'tsx'] }
    : { filename: new URL(`./${bundleFile}`, moduleUrl).href, execArgv: [] }
