import { createRequire } from 'node:module'

const requirePackage = createRequire(import.meta.url)

/**
 * A CommonJS package loaded on its first use instead of at boot, where loading every heavy package the server
 * might need adds up to seconds before it can answer. Synchronous, so callers keep their signatures.
 */
export function lazyPackage<T>(name: string): () => T {
  let loaded: T | undefined
  return () => (loaded ??= requirePackage(name) as T)
}
