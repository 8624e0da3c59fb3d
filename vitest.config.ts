import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Vitest's default on a 2-core machine is one worker; server files mostly wait on PostgreSQL, so three keep
  // both cores busy and halve the suite's time in CI.
  test: { projects: ['contract', 'server', 'web'], maxWorkers: 3 },
})
