import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { AppProvider } from './app/provider'
import './index.css'
import { applyThemeChoice, readThemeChoice } from './features/theme/theme'

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
    createRoot(rootElement).render(
      <StrictMode>
        <AppProvider>
          <App />
        </AppProvider>
      </StrictMode>,
    )
  } catch (error) {
    console.error(error)
    showMountError('Forkcast could not start. Please reload the page.')
  }
}
