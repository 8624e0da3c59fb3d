import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['./src/testing/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Files share the worker's loaded modules: each file builds its own app and database, and importing the
    // server afresh for each of 140 files cost more than a third of the suite's time.
    isolate: false,
  },
})
