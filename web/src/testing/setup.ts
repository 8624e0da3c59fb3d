import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { server } from './server'

// Lazy pages and MSW answers can take seconds on a loaded 2-core CI machine; findBy waits up to 10 s, not 1 s.
configure({ asyncUtilTimeout: 10_000 })

// The app loads these after its first paint; tests load them up front, as they were before, so a find's wait
// is spent on the page, not on compiling the API client and its schemas.
await Promise.all([
  import('@/lib/api-client'),
  import('@forkcast/contract/users.schemas'),
  import('@/lib/toast'),
  import('@/lib/mutation-errors'),
  import('@/components/ui/toaster'),
])

// Every English catalog in memory: pages render their words at once, as they read in English.
const englishCatalogs = import.meta.glob<Record<string, unknown>>(
  ['../../../locales/en/*.json', '!**/server.json', '!**/messages.json'],
  {
    import: 'default',
    eager: true,
  },
)
const { startI18nWith } = await import('@/lib/i18n')
await startI18nWith('en', {
  en: Object.fromEntries(
    Object.entries(englishCatalogs).map(([file, catalog]) => [
      file.replace(/^.*\/(.+)\.json$/, '$1'),
      catalog,
    ]),
  ),
})

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
  localStorage.clear()
  sessionStorage.clear()
})
afterAll(() => server.close())
