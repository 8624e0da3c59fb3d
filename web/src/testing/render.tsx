import type { ReactElement, ReactNode } from 'react'
import { render } from '@testing-library/react'
import { BrowserRouter } from 'react-router'
import { App } from '@/app/app'
import { AppProvider } from '@/app/provider'
import { ScrollRestoration } from '@/app/scroll-restoration'
import { ToasterSlot } from '@/app/toaster-slot'

/**
 * Renders through the real providers at a given address: the whole app brings its own data router; a single
 * page or component gets a router, the toaster and scroll restoration around it.
 */
export const renderApp = (ui: ReactElement, { path = '/' }: { path?: string } = {}) => {
  window.history.pushState({}, '', path)
  if (ui.type === App) return render(<AppProvider>{ui}</AppProvider>)
  return render(<PageProviders>{ui}</PageProviders>)
}

/** What a page or hook has around it in the app: the query client, a router, the toaster, scroll restoration. */
export const PageProviders = ({ children }: { children: ReactNode }) => (
  <AppProvider>
    <BrowserRouter>
      {children}
      <ToasterSlot />
      <ScrollRestoration />
    </BrowserRouter>
  </AppProvider>
)
