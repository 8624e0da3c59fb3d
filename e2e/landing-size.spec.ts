import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'

// Issue 33, a phone on a slow network: what the landing page loads before it can paint (the entry script and
// every module it preloads) stays within 100 KB gzipped. A size check on the build npm test has just made.
const LANDING_JS_BUDGET_BYTES = 100 * 1024
const distDir = path.resolve(import.meta.dirname, '..', 'web', 'dist')

test('the landing page loads at most 100 KB of JavaScript, gzipped, before its first paint', () => {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8')
  const scripts = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]!)
  expect(scripts.length).toBeGreaterThan(0)
  const sizes = scripts.map((source) => ({
    source,
    bytes: gzipSync(readFileSync(path.join(distDir, source.replace(/^\//, ''))), { level: 9 }).length,
  }))
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0)
  const listing = sizes.map(({ source, bytes }) => `${(bytes / 1024).toFixed(1)} KB ${source}`).join('\n')
  expect(total, `landing JavaScript before paint:\n${listing}`).toBeLessThanOrEqual(LANDING_JS_BUDGET_BYTES)
})
