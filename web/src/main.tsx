import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { AppProvider } from './app/provider'
import './index.css'
import { applyThemeChoice, readThemeChoice } from './features/theme/theme'
import { FullPageSpinner } from './components/ui/full-page-spinner'
import { preloadNamespaces, startI18n } from './lib/i18n'

// Before the first paint, so a chosen theme never flashes the other one.
applyThemeChoice(readThemeChoice())

// Spec 8: unhandled errors are only logged.
window.addEventListener('unhandledrejection', (event) => console.error('Unhandled rejection', event.reason))
window.addEventListener('error', (event) => console.error('Unhandled error', event.error))

const showMountError = (message: string) => {
  const element = document.createElement('p')
  element.style.color = '#b91c1c'
  element.style.padding = '1rem'
  element.textContent = message
  document.body.appendChild(element)
}

const rootElement = document.getElementById('root')
if (!rootElement) {
  showMountError('Forkcast could not start: the page is missing its root element.')
} else {
  try {
    // The first language's shared and landing words are in before the first paint; without them the page
    // still starts, and the words fall back to their keys' English catalog as it loads.
    await startI18n().catch((error: unknown) => console.error('Could not load the words', error))
    createRoot(rootElement).render(
      <StrictMode>
        <AppProvider>
          {/* A page whose words are still loading waits here (a namespace's first use). */}
          <Suspense fallback={<FullPageSpinner />}>
            <App />
          </Suspense>
        </AppProvider>
      </StrictMode>,
    )
    // After the first paint, the rest of the language's words, so later pages never wait for them.
    window.setTimeout(() => void preloadNamespaces().catch(() => undefined), 1500)
  } catch (error) {
    console.error(error)
    showMountError('Forkcast could not start. Please reload the page.')
  }
}
