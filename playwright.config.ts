import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium'

// The config is evaluated in the runner and again in each worker: the port and data
// directory are chosen once and handed down through the environment.
const pickFreePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })

process.env.E2E_PORT ??= String(await pickFreePort())
process.env.E2E_OVERPASS_PORT ??= String(await pickFreePort())
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'forkcast-e2e-'))
const port = Number(process.env.E2E_PORT)
const baseURL = `http://127.0.0.1:${port}`
// Restaurant searches go to a local fake Overpass (e2e/fake-overpass.ts), never to the public server.
const overpassUrl = `http://127.0.0.1:${process.env.E2E_OVERPASS_PORT}/api/interpreter`

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Journeys of two or three members take 40-55 s on a shared 2-core machine: room above that, not a budget.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node --import tsx e2e/fake-overpass.ts',
      // Any answer (the fake says 400 to an empty query) means it is listening.
      url: overpassUrl,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_OVERPASS_PORT: String(process.env.E2E_OVERPASS_PORT) },
    },
    {
      command: 'node --enable-source-maps server/dist/server.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        // Every browser context signs up from 127.0.0.1.
        AUTH_RATE_LIMIT_PER_IP: '100000',
        OVERPASS_URL: overpassUrl,
        PLACES_PROVIDER: 'osm',
        // The journeys pay through the built-in test checkout (no Stripe key, no card).
        BILLING_TEST_MODE: '1',
        // A local trial without SMTP: the Check-your-email page links the outbox, as `npm start` does.
        MAIL_PREVIEW: '1',
        // The beta journey invites a tester as this admin.
        ADMIN_EMAILS: 'beta-admin@example.com',
      },
    },
  ],
})
