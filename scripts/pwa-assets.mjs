// `node scripts/pwa-assets.mjs [icons|screenshots]`: draws the manifest's PNG icons from web/public/icon.svg and
// takes its screenshots of the real app (run `npm run build` first), with the system Chromium Playwright uses.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { chromium } from 'playwright-core'

const root = path.resolve(import.meta.dirname, '..')
const publicDir = path.join(root, 'web', 'public')
const svg = readFileSync(path.join(publicDir, 'icon.svg'), 'utf8')
const BRAND = '#c2410c'
const what = process.argv[2] ?? 'all'

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })

async function drawIcon(page, size, file, { maskable = false } = {}) {
  // A maskable icon fills its square and keeps the drawing inside the central 80% safe zone.
  const inner = maskable ? Math.round(size * 0.8) : size
  await page.setViewportSize({ width: size, height: size })
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? BRAND : 'transparent'}">` +
      `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
  )
  await page.screenshot({ path: path.join(publicDir, 'icons', file), omitBackground: !maskable })
}

async function icons() {
  mkdirSync(path.join(publicDir, 'icons'), { recursive: true })
  const page = await browser.newPage()
  await drawIcon(page, 192, 'icon-192.png')
  await drawIcon(page, 512, 'icon-512.png')
  await drawIcon(page, 180, 'apple-touch-icon.png', { maskable: true })
  await drawIcon(page, 512, 'icon-maskable-512.png', { maskable: true })
  await page.close()
}

async function screenshots() {
  mkdirSync(path.join(publicDir, 'screenshots'), { recursive: true })
  const port = 41000 + Math.floor(Math.random() * 1000)
  const server = spawn('node', ['server/dist/server.js'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'forkcast-shots-')),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  })
  const base = `http://127.0.0.1:${port}`
  try {
    for (let tries = 0; ; tries += 1) {
      const ok = await globalThis.fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) break
      if (tries > 120) throw new Error('the server did not start')
      await sleep(500)
    }
    for (const [file, viewport] of [
      ['home-wide.png', { width: 1280, height: 800 }],
      ['home-narrow.png', { width: 360, height: 740 }],
    ]) {
      const context = await browser.newContext({ viewport, baseURL: base })
      // A sample family finished onboarding, with no banner or tour over the page.
      await context.addInitScript(() => {
        const storage = globalThis.localStorage
        for (const flag of ['locationSkipped', 'pwa-prompt-dismissed']) storage.setItem(flag, 'true')
        storage.setItem(
          'forkcast-completed-tours',
          JSON.stringify(['dashboard', 'elimination', 'restaurants']),
        )
      })
      const page = await context.newPage()
      const email = `sample.${Date.now().toString(36)}${file.length}@example.com`
      const registered = await page.request.post('/api/auth/email', {
        data: { email, firstName: 'Sam', phoneNumber: '555-0100', password: 'dinner-together-1' },
      })
      if (!registered.ok())
        throw new Error(`registration failed: ${registered.status()} ${await registered.text()}`)
      await page.request.post('/api/auth/complete-onboarding', {
        data: { preferences: { cookingSkillLevel: 'beginner' } },
      })
      await page.request.post('/api/user/complete-onboarding', { data: {} })
      await page.request.post('/api/family-groups', { data: { name: 'The Sample Family' } })
      await page.goto('/')
      await page.getByRole('heading', { name: /Welcome/ }).waitFor()
      await page.waitForTimeout(500)
      await page.screenshot({ path: path.join(publicDir, 'screenshots', file) })
      await context.close()
    }
  } finally {
    server.kill()
  }
}

try {
  if (what === 'all' || what === 'icons') await icons()
  if (what === 'all' || what === 'screenshots') await screenshots()
} finally {
  await browser.close()
}
