import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'

// What the landing page loads before it can paint (the entry script and every module it preloads), gzipped: a
// size check on the build npm test has just made, so a regression fails here. Issue 33's budget is 100 KB;
// i18next (decision 056) brought 17.5 KB of it, and `npm run bench:lighthouse` reports that budget missed. This
// guard holds the size the app has now (109.5 KB) until the first paint sheds it.
const LANDING_JS_BUDGET_BYTES = 110 * 1024
const distDir = path.resolve(import.meta.dirname, '..', 'web', 'dist')

test('the landing page loads at most 110 KB of JavaScript, gzipped, before its first paint', () => {
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
